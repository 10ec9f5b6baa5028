import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazyFormResolver } from '../forms/formResolver';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '../../components/form/FormProblem';
import { PasswordField } from '../../components/form/PasswordField';
import { useFormSubmit } from '../forms/useFormSubmit';
import { requestSession } from './login';
import type { StoredSession } from './session';

/** zod loads with the first submit: this dialog is part of the shell. */
const reloginForm = () => import('./reloginForm').then((m) => m.ReloginForm);
type ReloginValues = { password: string };

export interface SessionExpiredDialogProps {
  expired: StoredSession;
  onRenewed: (session: StoredSession) => void;
  onGiveUp: () => void;
}

/**
 * Shown over the current screen when the session can no longer be refreshed: the same person
 * types their password again and the request that was refused is sent again; nothing typed on
 * the screen underneath is lost.
 */
export function SessionExpiredDialog({ expired, onRenewed, onGiveUp }: SessionExpiredDialogProps) {
  const { t } = useTranslation('auth');
  const form = useForm<ReloginValues>({
    resolver: lazyFormResolver(reloginForm),
    defaultValues: { password: '' },
  });
  const { onSubmit, problem, submitting } = useFormSubmit(form, async ({ password }) => {
    onRenewed(
      await requestSession(expired.realm, { email: expired.email, password, tenant: expired.tenant }),
    );
  });
  return (
    <Dialog
      open
      disableEscapeKeyDown
      maxWidth="xs"
      aria-labelledby="session-expired-title"
      data-testid="session-expired-dialog"
    >
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id="session-expired-title">{t('expired.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('expired.text')}</DialogContentText>
          <FormProblem problem={problem} />
          <Stack spacing={2}>
            <TextField label={t('fields.email')} value={expired.email} disabled />
            <PasswordField
              control={form.control}
              name="password"
              label={t('fields.password')}
              autoComplete="current-password"
              autoFocus
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onGiveUp} disabled={submitting} color="inherit">
            {t('expired.logout')}
          </Button>
          <Button type="submit" variant="contained" loading={submitting} data-testid="session-expired-submit">
            {t('expired.resume')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
