import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PATHS, STATUS_TONES, type Booking, type CallerAction, type HistoryEntry } from '../api';
import { formatInstant, formatSlot } from './format';

const ORDER: CallerAction[] = ['approve', 'reject', 'editAttendees', 'giveFeedback', 'cancel', 'adminCancel'];

export interface BookingDrawerProps {
  booking: Booking | null;
  onClose: () => void;
  onAction: (action: CallerAction, booking: Booking) => void;
}

/** One booking: slot, people, decision, feedback, what the caller may do, and its history. */
export function BookingDrawer({ booking, onClose, onAction }: BookingDrawerProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage;
  const history = useApiQuery<ListEnvelope<HistoryEntry>>(booking ? PATHS.history(booking.id) : null, {
    pageSize: 200,
  });
  const { reload } = history;
  // After an action on the same booking, its history has a new line.
  const version = booking
    ? `${booking.id}|${booking.status}|${booking.attendees.length}|${booking.feedback?.at ?? ''}`
    : '';
  const seen = useRef(version);
  useEffect(() => {
    const sameBooking = seen.current.split('|')[0] === version.split('|')[0];
    if (sameBooking && seen.current !== version) reload();
    seen.current = version;
  }, [version, reload]);
  const row = (label: string, value: string | null | undefined) =>
    value ? (
      <Box>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2">{value}</Typography>
      </Box>
    ) : null;

  return (
    <Drawer
      anchor="right"
      open={booking !== null}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      {booking && (
        <Box sx={{ p: 3 }} data-testid="booking-drawer">
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
            <Box>
              <Typography variant="h3" component="h2">
                {booking.subject}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {booking.resource?.name}
              </Typography>
            </Box>
            <IconButton onClick={onClose} aria-label={t('common:actions.close')}>
              <CloseOutlined />
            </IconButton>
          </Stack>
          <StatusChip status={booking.status} labelPrefix="booking:status" tones={STATUS_TONES} />
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {row(t('fields.slot'), formatSlot(booking.start, booking.end, language))}
            {row(t('fields.requester'), booking.requester?.name ?? booking.requester?.email)}
            {row(t('fields.attendees'), booking.attendees.map((a) => a.name ?? a.email).join(', '))}
            {booking.decidedAt &&
              row(
                t('fields.decision'),
                `${booking.decidedBy?.name ?? t('history.system')} · ${formatInstant(booking.decidedAt, language)}`,
              )}
            {row(
              booking.status === 'REJECTED' ? t('fields.rejectReason') : t('fields.decisionComment'),
              booking.decisionComment,
            )}
            {booking.cancelledAt &&
              row(
                t('fields.cancelled'),
                `${booking.cancelledBy?.name ?? ''} · ${formatInstant(booking.cancelledAt, language)}${booking.cancelReason ? ` — ${booking.cancelReason}` : ''}`,
              )}
            {booking.reminderSentAt &&
              row(t('fields.reminderSentAt'), formatInstant(booking.reminderSentAt, language))}
            {booking.feedback && (
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {t('fields.feedback')}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Rating value={booking.feedback.rating} readOnly size="small" />
                  <Typography variant="body2">{booking.feedback.comment}</Typography>
                </Box>
              </Box>
            )}
          </Stack>
          {booking.allowedActions.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 3 }}>
              {ORDER.filter((a) => booking.allowedActions.includes(a)).map((action) => (
                <Button
                  key={action}
                  size="small"
                  variant={action === 'approve' || action === 'giveFeedback' ? 'contained' : 'outlined'}
                  color={
                    action === 'reject' || action === 'cancel' || action === 'adminCancel'
                      ? 'error'
                      : 'primary'
                  }
                  onClick={() => onAction(action, booking)}
                  data-testid={`booking-action-${action}`}
                >
                  {t(`actions.${action}.button`)}
                </Button>
              ))}
            </Stack>
          )}
          {history.data && (
            <>
              <Divider sx={{ my: 3 }} />
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {t('history.title')}
              </Typography>
              <List dense data-testid="booking-history">
                {history.data.items.map((h) => (
                  <ListItem key={h.id} disableGutters>
                    <ListItemText
                      primary={t(`history.actions.${h.action}`, { defaultValue: h.action })}
                      secondary={`${formatInstant(h.at, language)} · ${h.actor?.name ?? t('history.system')}${h.comment ? ` — ${h.comment}` : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Box>
      )}
    </Drawer>
  );
}
