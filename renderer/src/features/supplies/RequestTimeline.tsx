import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/dates/isoDate';
import type { PurchaseRequestDetail } from './api';

interface Event {
  at: string | null;
  text: string;
  detail?: string | null;
  key: string;
}

/**
 * The request's life, in order: drafted, submitted, each step of its circuit (who decided, with
 * their comment, or who it waits for), ordered, received, cancelled.
 */
export function RequestTimeline({ request }: { request: PurchaseRequestDetail }) {
  const { t, i18n } = useTranslation('supplies');
  const language = i18n.resolvedLanguage ?? 'fr';
  const events: Event[] = [{ at: request.createdAt, text: t('timeline.created', { name: request.requester.name }), key: 'created' }];
  if (request.submittedAt) events.push({ at: request.submittedAt, text: t('timeline.submitted'), key: 'submitted' });
  for (const step of request.workflow?.steps ?? []) {
    if (!step.status) {
      events.push({ at: null, text: t('timeline.stepLater', { name: step.name }), key: `s${step.order}` });
    } else if (step.status === 'PENDING') {
      events.push({ at: step.activatedAt, text: t('timeline.stepWaiting', { name: step.name, approvers: step.approvers.map((a) => a.name).join(', ') }), key: `s${step.order}` });
    } else {
      const by = step.actedBy?.name ?? step.approvers.map((a) => a.name).join(', ');
      events.push({ at: step.actedAt ?? step.activatedAt, text: t(`timeline.step.${step.status}`, { name: step.name, by }), detail: step.comment, key: `s${step.order}` });
    }
  }
  if (request.orderedAt) events.push({ at: request.orderedAt, text: t('timeline.ordered', { name: request.orderedBy?.name ?? '' }), detail: request.orderNote, key: 'ordered' });
  if (request.receivedAt) events.push({ at: request.receivedAt, text: t('timeline.received', { name: request.receivedBy?.name ?? '' }), detail: request.receiptNote, key: 'received' });
  if (request.cancelledAt) events.push({ at: request.cancelledAt, text: t('timeline.cancelled'), key: 'cancelled' });
  return (
    <List dense aria-label={t('detail.timeline')} data-testid="request-timeline">
      {events.map((e) => (
        <ListItem key={e.key} disableGutters>
          <ListItemText primary={e.text} secondary={[e.at ? formatDateTime(e.at, language) : null, e.detail ? `« ${e.detail} »` : null].filter(Boolean).join(' · ') || undefined} />
        </ListItem>
      ))}
    </List>
  );
}
