import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/dates/isoDate';
import type { Activity } from './api';

/** The application's history in order: received, stage changes, offer, rejection, notes, ratings, reinstatement, hire. */
export function ActivityTimeline({ activities }: { activities: Activity[] }) {
  const { t, i18n } = useTranslation('recruitment');
  const language = i18n.resolvedLanguage ?? 'fr';
  return (
    <List dense aria-label={t('application.timeline')} data-testid="application-timeline">
      {activities.map((a) => {
        const text = t(`activity.${a.type}`, {
          from: a.fromStatus ? t(`stages.${a.fromStatus}`) : '',
          to: a.toStatus ? t(`stages.${a.toStatus}`) : '',
          rating: a.rating ?? '',
        });
        const by = a.actor?.name ?? t('application.candidate');
        return (
          <ListItem key={a.id} disableGutters data-activity={a.type}>
            <ListItemText primary={text} secondary={[`${by} · ${formatDateTime(a.at, language)}`, a.note ? t('application.quoted', { text: a.note }) : null].filter(Boolean).join(' — ')} />
          </ListItem>
        );
      })}
    </List>
  );
}
