import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useNotify } from '../../../components/feedback/Notifier';
import { PATHS, type CalendarToken } from '../api';
import { copyText } from './copyText';

/** "Subscribe to my calendar": the personal feed URL to copy into a calendar app, and its rotation. */
export function SubscribeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const notify = useNotify();
  const token = useApiQuery<CalendarToken>(open ? PATHS.token : null);
  const [rotating, setRotating] = useState(false);
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement | null>(null);
  const copy = async () => {
    if (!token.data) return;
    if (await copyText(token.data.feedUrl, field.current)) {
      setCopied(true);
      notify(t('subscribe.copied'));
      setTimeout(() => setCopied(false), 2000);
    } else {
      notify(t('subscribe.copyFailed'), 'warning');
    }
  };
  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="subscribe-dialog">
        <DialogTitle>{t('subscribe.title')}</DialogTitle>
        <DialogContent>
          <ProblemAlert error={token.error} />
          <DialogContentText sx={{ mb: 2 }}>{t('subscribe.explain')}</DialogContentText>
          {token.loading && !token.data ? (
            <LoadingState />
          ) : (
            token.data && (
              <Stack spacing={2}>
                <TextField
                  label={t('subscribe.url')}
                  value={token.data.feedUrl}
                  fullWidth
                  inputRef={field}
                  slotProps={{
                    htmlInput: { readOnly: true, 'data-testid': 'feed-url' },
                    input: {
                      endAdornment: (
                        <InputAdornment position="end">
                          <Tooltip title={copied ? t('subscribe.copied') : t('subscribe.copy')}>
                            <IconButton
                              onClick={() => void copy()}
                              aria-label={t('subscribe.copy')}
                              data-testid="feed-copy"
                            >
                              <ContentCopyOutlined />
                            </IconButton>
                          </Tooltip>
                        </InputAdornment>
                      ),
                    },
                  }}
                  onFocus={(e) => e.target.select()}
                />
                <DialogContentText variant="body2">{t('subscribe.private')}</DialogContentText>
              </Stack>
            )
          )}
        </DialogContent>
        <DialogActions>
          <Button
            color="error"
            onClick={() => setRotating(true)}
            disabled={!token.data}
            data-testid="feed-rotate"
          >
            {t('subscribe.rotate')}
          </Button>
          {token.data && (
            <Button href={token.data.webcalUrl} variant="outlined">
              {t('subscribe.open')}
            </Button>
          )}
          <Button onClick={onClose} variant="contained">
            {t('common:actions.close')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={rotating}
        title={t('subscribe.rotateTitle')}
        message={t('subscribe.rotateMessage')}
        confirmLabel={t('subscribe.rotate')}
        destructive
        onClose={() => setRotating(false)}
        onConfirm={async () => {
          await api.post(PATHS.rotate);
          token.reload();
          notify(t('subscribe.rotated'));
        }}
      />
    </>
  );
}
