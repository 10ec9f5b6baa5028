import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, startOfWeek } from 'date-fns';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, ROUTES, TONES, type Interview } from './api';

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** The recruiters' interview calendar, a week at a time (Monday to Sunday, local time). */
export function CalendarPage() {
  const { t, i18n } = useTranslation('recruitment');
  const [monday, setMonday] = useState(() => startOfWeek(new Date(), { weekStartsOn: 1 }));
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(monday, i)), [monday]);
  const range = useMemo(() => ({ from: monday.toISOString(), to: addDays(monday, 7).toISOString() }), [monday]);
  const query = useApiQuery<{ items: Interview[] }>(PATHS.calendar, range);
  const language = i18n.resolvedLanguage ?? 'fr';
  const dayFormat = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long' });
  const timeFormat = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  const items = query.data?.items ?? [];
  return (
    <>
      <PageHeader
        title={t('calendar.title')}
        subtitle={t('calendar.week', { from: dayFormat.format(days[0]), to: dayFormat.format(days[6]) })}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setMonday((d) => addDays(d, -7))}>
              {t('calendar.previous')}
            </Button>
            <Button variant="outlined" onClick={() => setMonday(startOfWeek(new Date(), { weekStartsOn: 1 }))}>
              {t('calendar.today')}
            </Button>
            <Button variant="outlined" onClick={() => setMonday((d) => addDays(d, 7))}>
              {t('calendar.next')}
            </Button>
          </Stack>
        }
      />
      <ProblemAlert error={query.error} />
      <Grid container spacing={2} data-testid="recruitment-calendar">
        {days.map((day) => {
          const ofDay = items.filter((i) => sameDay(new Date(i.startsAt), day));
          return (
            <Grid key={day.toISOString()} size={{ xs: 12, md: 6, lg: 3 }}>
              <Paper component="section" aria-label={dayFormat.format(day)} sx={{ p: 1.5, height: '100%' }}>
                <Typography variant="subtitle1" component="h2" sx={{ textTransform: 'capitalize' }}>
                  {dayFormat.format(day)}
                </Typography>
                {ofDay.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('calendar.none')}
                  </Typography>
                ) : (
                  <List dense disablePadding>
                    {ofDay.map((i) => (
                      <ListItem key={i.id} disableGutters sx={{ alignItems: 'flex-start', flexDirection: 'column' }}>
                        <ListItemText
                          primary={
                            <Link component={RouterLink} to={ROUTES.application(i.application.id)}>
                              {`${timeFormat.format(new Date(i.startsAt))} · ${i.application.name}`}
                            </Link>
                          }
                          secondary={[t(`interviewTypes.${i.type}`), i.location, i.interviewers.map((p) => p.name).join(', ')].filter(Boolean).join(' · ')}
                        />
                        <StatusChip status={i.status} labelPrefix="recruitment:interviewStatus" tones={TONES} />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Paper>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
