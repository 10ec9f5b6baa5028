import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { localeTagOf } from '../../../components/dates/isoDate';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PersonPicker, type PickedPerson } from '../../../components/people/PersonPicker';
import { PATHS, type TeamCalendar } from '../api';
import { MonthGrid } from './MonthGrid';
import { isMonth, monthBounds, monthOf, shiftMonth } from './month';

/** The days below a team's minimum coverage, as the warnings above the calendar. */
function CoverageWarnings({ calendar }: { calendar: TeamCalendar }) {
  const { t, i18n } = useTranslation('leave');
  const day = new Intl.DateTimeFormat(localeTagOf(i18n.resolvedLanguage ?? 'fr'), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const short = calendar.teams.map((team) => ({ team, days: team.days.filter((d) => d.belowMinimum) })).filter((x) => x.days.length > 0);
  if (!short.length) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="team-calendar-warnings">
      <AlertTitle>{t('calendar.warningsTitle')}</AlertTitle>
      {short.map(({ team, days }) => (
        <Typography key={team.managerId} variant="body2">
          {t('calendar.warning', {
            name: team.managerName,
            percent: team.minimumPercent ?? 0,
            list: days.map((d) => `${day.format(new Date(`${d.date}T00:00:00Z`))} (${d.presentPercent} %)`).join(', '),
          })}
        </Typography>
      ))}
    </Alert>
  );
}

/** The leave types shown this month, pending and half days, holidays and weekends: how to read the grid. */
function Legend({ calendar }: { calendar: TeamCalendar }) {
  const { t } = useTranslation('leave');
  const types = [...new Map(calendar.leaves.map((l) => [l.leaveType.id, l.leaveType])).values()];
  const swatch = { width: 14, height: 14, borderRadius: 0.5, border: 1, borderColor: 'divider', flexShrink: 0 } as const;
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 1.5, alignItems: 'center' }}>
      {types.map((type) => (
        <Stack key={type.id} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box aria-hidden sx={{ ...swatch, bgcolor: type.color }} />
          <Typography variant="body2">{type.name}</Typography>
        </Stack>
      ))}
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box aria-hidden sx={{ ...swatch, background: 'repeating-linear-gradient(45deg, #9e9e9e 0 4px, #eeeeee 4px 8px)' }} />
        <Typography variant="body2">{t('calendar.pendingLegend')}</Typography>
      </Stack>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box aria-hidden sx={{ ...swatch, bgcolor: 'action.hover' }} />
        <Typography variant="body2">{t('calendar.closedLegend')}</Typography>
      </Stack>
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
        <Box aria-hidden sx={{ ...swatch, bgcolor: 'error.main' }} />
        <Typography variant="body2">{t('calendar.belowLegend')}</Typography>
      </Stack>
    </Stack>
  );
}

/** Who is away when, month by month: the caller's team (or the company for leave administrators) and the coverage warnings. */
export function TeamCalendarPage() {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { can } = useAuth();
  const admin = can('leave.manage');
  const [search, setSearch] = useSearchParams();
  const requested = search.get('month');
  const month = isMonth(requested) ? requested : monthOf(new Date());
  const [manager, setManager] = useState<PickedPerson | null>(null);
  const { from, to, days } = monthBounds(month);
  const calendar = useApiQuery<TeamCalendar>(PATHS.teamCalendar, { from, to, managerId: manager?.id });
  const go = (next: string) => setSearch({ month: next }, { replace: true });
  const title = new Intl.DateTimeFormat(localeTagOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${from}T00:00:00Z`));
  const data = calendar.data && calendar.data.from === from ? calendar.data : null;
  return (
    <>
      <PageHeader title={t('calendar.title')} subtitle={t(admin ? 'calendar.subtitleAdmin' : 'calendar.subtitle')} />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <IconButton aria-label={t('calendar.previous')} onClick={() => go(shiftMonth(month, -1))} data-testid="team-calendar-previous">
              <ChevronLeft />
            </IconButton>
            <Typography variant="h6" component="h2" sx={{ minWidth: 170, textAlign: 'center', textTransform: 'capitalize' }} data-testid="team-calendar-month">
              {title}
            </Typography>
            <IconButton aria-label={t('calendar.next')} onClick={() => go(shiftMonth(month, 1))} data-testid="team-calendar-next">
              <ChevronRight />
            </IconButton>
            <Button onClick={() => go(monthOf(new Date()))}>{t('calendar.today')}</Button>
          </Stack>
          {admin && (
            <Box sx={{ width: { xs: '100%', md: 320 } }}>
              <PersonPicker kind="employee" label={t('calendar.teamOf')} value={manager} onChange={setManager} testId="team-calendar-manager" />
            </Box>
          )}
        </Stack>
      </Paper>
      <ProblemAlert error={calendar.error} />
      {!data && !calendar.error && <LoadingState />}
      {data && (
        <>
          <CoverageWarnings calendar={data} />
          {data.members.length === 0 ? (
            <Paper>
              <EmptyState title={t('calendar.empty')} />
            </Paper>
          ) : (
            <>
              <MonthGrid calendar={data} days={days} />
              <Legend calendar={data} />
            </>
          )}
        </>
      )}
    </>
  );
}
