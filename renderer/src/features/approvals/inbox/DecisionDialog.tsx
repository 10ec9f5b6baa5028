import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import type { Links } from '../api';

/** What a decision needs: the line shown and the module's endpoints. */
export interface Decidable {
  summary: string;
  links: Links | null;
}

export type Decision = 'approve' | 'reject';

export interface DecisionDialogProps<T extends Decidable> {
  item: T | null;
  decision: Decision;
  onClose: () => void;
  onDecided: (item: T, decision: Decision) => void;
}

/**
 * Approves or rejects one pending request through its module's own endpoint (the item's links);
 * a rejection cannot be undone, so it asks first and takes an optional comment for the requester.
 */
export function DecisionDialog<T extends Decidable>({
  item,
  decision,
  onClose,
  onDecided,
}: DecisionDialogProps<T>) {
  const { t } = useTranslation('workflow');
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const close = () => {
    if (busy) return;
    setComment('');
    setError(null);
    onClose();
  };
  const submit = async () => {
    if (!item?.links) return;
    setBusy(true);
    setError(null);
    try {
      const text = comment.trim() || undefined;
      // Modules name a rejection's explanation `reason` (expense claims), the engine `comment`.
      await api.post(item.links[decision].path, decision === 'reject' ? { comment: text, reason: text } : { comment: text });
      setComment('');
      onDecided(item, decision);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={item !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="decision-title"
      data-testid="decision-dialog"
    >
      <DialogTitle id="decision-title">{t(`decision.${decision}.title`)}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={error} />
        <DialogContentText sx={{ mb: 2 }}>
          {t(`decision.${decision}.message`, { summary: item?.summary ?? '' })}
        </DialogContentText>
        <TextField
          label={t('decision.comment')}
          helperText={t('decision.commentHelp')}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'decision-comment' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button
          variant="contained"
          color={decision === 'reject' ? 'error' : 'primary'}
          loading={busy}
          onClick={() => void submit()}
          data-testid="decision-confirm"
        >
          {t(`decision.${decision}.confirm`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
