import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { SIGNED_PROOF_MAX_BYTES } from '../../../../../shared/contracts';
import { DateField } from '../../../components/dates/DateField';
import { FileUpload } from '../../../components/files/FileUpload';
import { SIGNED_ACCEPT } from '../api';

export interface SignDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** Endpoint receiving the signed copy (`file`) and `signedOn`. */
  path: string;
  onClose: () => void;
  onSigned: () => void;
}

/** Records a signature: the date it was signed and the scanned or signed PDF as proof. */
export function SignDialog({ open, title, message, path, onClose, onSigned }: SignDialogProps) {
  const { t } = useTranslation('contracts');
  const [signedOn, setSignedOn] = useState(new Date().toISOString().slice(0, 10));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="sign-title"
      data-testid="sign-dialog"
    >
      <DialogTitle id="sign-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <Stack spacing={2}>
          <DateField label={t('sign.signedOn')} value={signedOn} onChange={setSignedOn} disableFuture />
          <FileUpload<unknown>
            path={path}
            extraFields={signedOn ? { signedOn } : undefined}
            accept={SIGNED_ACCEPT}
            maxBytes={SIGNED_PROOF_MAX_BYTES}
            label={t('sign.file')}
            onUploaded={onSigned}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
