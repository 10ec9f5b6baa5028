import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatDate, localeTagOf } from '../../../components/dates/isoDate';
import type { TeamCalendar } from '../api';
import { isWeekend, partOf, type DayPart } from './month';

type Leave = TeamCalendar['leaves'][number];

const CELL = 30;
const cellSx = { border: 1, borderColor: 'divider', p: 0, width: CELL, minWidth: CELL, height: CELL, textAlign: 'center' } as const;
const stickySx = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: 200, maxWidth: 240, px: 1, textAlign: 'left', border: 1, borderColor: 'divider' } as const;

/** The fill of a day a leave holds: its type's colour (paler and striped while pending), half a cell for a half day. */
function fill(theme: Theme, leave: Leave, part: DayPart): string {
  const colour = leave.status === 'PENDING' ? alpha(leave.leaveType.color, 0.45) : leave.leaveType.color;
  const painted = leave.status === 'PENDING' ? `repeating-linear-gradient(45deg, ${colour} 0 4px, ${alpha(colour, 0.2)} 4px 8px)` : colour;
  if (part === 'FULL') return painted;
  const blank = theme.palette.background.paper;
  const direction = part === 'MORNING' ? 'to right' : 'to left';
  return `linear-gradient(${direction}, ${colour} 50%, ${blank} 50%)`;
}

/** Members down, days across: who is away when, weekends and holidays shaded, then each team's presence per day. */
export function MonthGrid({ calendar, days }: { calendar: TeamCalendar; days: string[] }) {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const weekday = new Intl.DateTimeFormat(localeTagOf(language), { weekday: 'narrow', timeZone: 'UTC' });
  const holidays = new Map(calendar.holidays.map((h) => [h.date, h.name]));
  const closed = (day: string) => isWeekend(day) || holidays.has(day);
  const byMember = new Map<string, Leave[]>();
  for (const l of calendar.leaves) byMember.set(l.employeeId, [...(byMember.get(l.employeeId) ?? []), l]);
  const shade = { bgcolor: 'action.hover' } as const;
  return (
    <Box
      role="region"
      aria-label={t('calendar.gridLabel')}
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      data-testid="team-calendar-grid"
    >
      <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 13 }}>
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('calendar.caption')}</caption>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...stickySx, zIndex: 2 }}>
              {t('calendar.member')}
            </Box>
            {days.map((day) => (
              <Box component="th" scope="col" key={day} title={holidays.get(day) ?? formatDate(day, language)} sx={{ ...cellSx, ...(closed(day) ? shade : {}), fontWeight: 500, lineHeight: 1.1 }}>
                <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                  {weekday.format(new Date(`${day}T00:00:00Z`))}
                </Typography>
                {Number(day.slice(8))}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.members.map((m) => {
            const leaves = byMember.get(m.id) ?? [];
            return (
              <tr key={m.id} data-testid="team-calendar-member">
                <Box component="th" scope="row" sx={{ ...stickySx, fontWeight: 400 }}>
                  <Typography variant="body2" noWrap>
                    {m.name}
                  </Typography>
                  {m.jobTitle && (
                    <Typography variant="caption" color="text.secondary" noWrap component="p">
                      {m.jobTitle}
                    </Typography>
                  )}
                </Box>
                {days.map((day) => {
                  const leave = closed(day) ? undefined : leaves.find((l) => partOf(l, day) !== null);
                  if (!leave) return <Box component="td" key={day} sx={{ ...cellSx, ...(closed(day) ? shade : {}) }} />;
                  const part = partOf(leave, day) as DayPart;
                  const label = `${m.name}, ${formatDate(day, language)} : ${leave.leaveType.name} (${t(`status.${leave.status}`)}${part === 'FULL' ? '' : `, ${t(`calendar.part.${part}`)}`})`;
                  return <Box component="td" key={day} aria-label={label} title={label} data-status={leave.status} sx={(theme) => ({ ...cellSx, background: fill(theme, leave, part) })} />;
                })}
              </tr>
            );
          })}
          {calendar.teams.map((team) => {
            const byDay = new Map(team.days.map((d) => [d.date, d]));
            return (
              <tr key={team.managerId} data-testid="team-calendar-coverage">
                <Box component="th" scope="row" sx={{ ...stickySx, fontWeight: 500, borderTopWidth: 2 }}>
                  <Typography variant="body2" noWrap>
                    {t('calendar.presence', { name: team.managerName })}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {team.minimumPercent === null ? t('calendar.noMinimum', { count: team.size }) : t('calendar.minimum', { count: team.size, percent: team.minimumPercent })}
                  </Typography>
                </Box>
                {days.map((day) => {
                  const d = byDay.get(day);
                  if (!d) return <Box component="td" key={day} sx={{ ...cellSx, ...shade, borderTopWidth: 2 }} />;
                  return (
                    <Box
                      component="td"
                      key={day}
                      title={t('calendar.presenceDay', { percent: d.presentPercent, absent: d.absent })}
                      data-below={d.belowMinimum || undefined}
                      sx={{ ...cellSx, borderTopWidth: 2, fontSize: 11, ...(d.belowMinimum ? { bgcolor: 'error.main', color: 'error.contrastText', fontWeight: 700 } : {}) }}
                    >
                      {d.presentPercent}
                    </Box>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </Box>
    </Box>
  );
}
