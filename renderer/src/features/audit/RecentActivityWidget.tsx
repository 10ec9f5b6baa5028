import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { formatDateTime } from '../../components/dates/isoDate';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { AUDIT_EVENTS_PATH, type AuditEventRecord } from './api';

/** Dashboard card: the last changes made in the company. */
export function RecentActivityWidget() {
  const { t, i18n } = useTranslation('audit');
  const query = useApiQuery<ListEnvelope<AuditEventRecord>>(AUDIT_EVENTS_PATH, {
    pageSize: 6,
    sort: '-occurredAt',
  });
  const items = query.data?.items ?? [];
  let body;
  if (query.error) body = <ProblemAlert error={query.error} />;
  else if (query.loading && !query.data) body = <LoadingState />;
  else if (items.length === 0) body = <EmptyState title={t('widgets.noActivity')} />;
  else
    body = (
      <List dense disablePadding>
        {items.map((event) => (
          <ListItem key={event.id} disableGutters divider>
            <ListItemText
              primary={t('widgets.line', {
                actor: event.actor.label ?? t(`actorTypes.${event.actor.type}`),
                action: t(`actions.${event.action}`, { defaultValue: event.action }).toLowerCase(),
                type: t(`entityTypes.${event.entityType}`, { defaultValue: event.entityType }),
              })}
              secondary={formatDateTime(event.occurredAt, i18n.resolvedLanguage ?? 'fr')}
            />
          </ListItem>
        ))}
      </List>
    );
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="recent-activity">
      <CardHeader
        title={t('widgets.recentTitle')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>{body}</CardContent>
      <CardActions>
        <Button component={RouterLink} to="/audit">
          {t('widgets.seeAll')}
        </Button>
      </CardActions>
    </Card>
  );
}
