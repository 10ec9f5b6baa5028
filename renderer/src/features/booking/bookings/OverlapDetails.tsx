import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiProblem } from '../../../app/api';
import type { OverlapConflict } from '../api';

interface SeriesConflict {
  date: string;
  start: string;
  end: string;
  conflictsWith: OverlapConflict[];
}

/** What a 409 BOOKING_OVERLAP says is in the way: the bookings and blockouts, or a series' dates. */
export function OverlapDetails({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation('booking');
  if (!isApiProblem(error) || error.code !== 'BOOKING_OVERLAP') return null;
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'full' });
  const describe = (c: OverlapConflict) =>
    `${c.kind === 'BLOCKOUT' ? t('overlap.blockout', { reason: c.reason ?? '' }) : t('overlap.booking')} · ${time.format(new Date(c.start))} → ${time.format(new Date(c.end))}`;
  const dates = error.body.conflictingDates as string[] | undefined;
  const conflicts = (error.body.conflicts ?? []) as (OverlapConflict | SeriesConflict)[];
  if (dates?.length) {
    return (
      <>
        <Typography variant="body2">{t('overlap.seriesIntro', { count: dates.length })}</Typography>
        <List dense data-testid="overlap-dates">
          {(conflicts as SeriesConflict[]).map((c) => (
            <ListItem key={c.date} disableGutters>
              <ListItemText
                primary={day.format(new Date(`${c.date}T12:00:00`))}
                secondary={c.conflictsWith.map(describe).join(' ; ')}
              />
            </ListItem>
          ))}
        </List>
      </>
    );
  }
  if (conflicts.length === 0) return null;
  return (
    <List dense data-testid="overlap-conflicts">
      {(conflicts as OverlapConflict[]).map((c, i) => (
        <ListItem key={i} disableGutters>
          <ListItemText primary={describe(c)} />
        </ListItem>
      ))}
    </List>
  );
}
