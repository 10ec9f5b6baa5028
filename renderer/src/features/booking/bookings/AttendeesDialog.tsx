import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api, isApiProblem } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PATHS, type Booking } from '../api';

/** Replaces the attendees of one's booking (emails; colleagues are recognised by the server). */
export function AttendeesDialog({
  booking,
  onClose,
  onSaved,
}: {
  booking: Booking | null;
  onClose: () => void;
  onSaved: (b: Booking) => void;
}) {
  const { t } = useTranslation('booking');
  const [value, setValue] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setValue(booking?.attendees.map((a) => a.email) ?? []);
    setError(null);
  }, [booking]);
  const fieldErrors = isApiProblem(error)
    ? error.fieldErrors.map((e) => `${value[Number(e.path.split('.')[1])] ?? ''} ${e.message}`.trim())
    : [];
  const save = async () => {
    if (!booking) return;
    setBusy(true);
    setError(null);
    try {
      onSaved(await api.put<Booking>(PATHS.attendees(booking.id), { attendees: value }));
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
      maxWidth="sm"
      data-testid="attendees-dialog"
    >
      <DialogTitle>{t('attendees.title')}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={fieldErrors.length ? null : error} />
        <Autocomplete
          multiple
          freeSolo
          options={[]}
          value={value}
          onChange={(_, next) => setValue(next.map((v) => String(v).trim().toLowerCase()).filter(Boolean))}
          renderValue={(items, getItemProps) =>
            items.map((option, index) => {
              const { key, ...props } = getItemProps({ index });
              return <Chip key={key} size="small" label={option} {...props} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              sx={{ mt: 1 }}
              label={t('fields.attendees')}
              error={fieldErrors.length > 0}
              helperText={fieldErrors.join(' ; ') || t('dialog.attendeesHelp')}
            />
          )}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => void save()}>
          {t('common:actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
