import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PATHS, type Booking } from '../api';

/** Stars from 1 to 5 and a comment, once the slot is over; a new rating replaces the previous one. */
export function FeedbackDialog({
  booking,
  onClose,
  onSaved,
}: {
  booking: Booking | null;
  onClose: () => void;
  onSaved: (b: Booking) => void;
}) {
  const { t } = useTranslation('booking');
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setRating(booking?.feedback?.rating ?? null);
    setComment(booking?.feedback?.comment ?? '');
    setError(null);
  }, [booking]);
  const save = async () => {
    if (!booking || !rating) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(
        await api.post<Booking>(PATHS.action(booking.id, 'feedback'), {
          rating,
          comment: comment.trim() || null,
        }),
      );
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={booking !== null}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      data-testid="feedback-dialog"
    >
      <DialogTitle>{t('feedback.title')}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={error} />
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {booking ? `${booking.subject} — ${booking.resource?.name ?? ''}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <Typography component="legend" variant="body2">
            {t('feedback.rating')}
          </Typography>
          <Rating
            name="booking-rating"
            value={rating}
            onChange={(_, value) => setRating(value)}
            size="large"
            data-testid="feedback-rating"
          />
        </Box>
        <TextField
          label={t('feedback.comment')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={3}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={!rating}
          loading={busy}
          onClick={() => void save()}
          data-testid="feedback-submit"
        >
          {t('feedback.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
