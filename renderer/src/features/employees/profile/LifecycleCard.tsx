import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { DateField } from '../../../components/dates/DateField';
import { formatDate, formatDateTime } from '../../../components/dates/isoDate';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { lifecyclePath, STATUS_TONES, type EmployeeDetail, type EmployeeStatus } from '../api';
import { Fact, Facts, SectionCard } from './SectionCard';

/** The lifecycle status and the moves the server allows from it; terminating asks twice. */
export function LifecycleCard({ employee, onChanged }: { employee: EmployeeDetail; onChanged: () => void }) {
  const { t, i18n } = useTranslation('employees');
  const notify = useNotify();
  const [target, setTarget] = useState<EmployeeStatus | null>(null);
  const [effectiveDate, setEffectiveDate] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const language = i18n.resolvedLanguage ?? 'fr';
  const terminating = target === 'TERMINATED';

  const close = () => {
    setTarget(null);
    setEffectiveDate('');
    setReason('');
    setError(null);
  };
  const apply = async () => {
    if (!target) return;
    setBusy(true);
    setError(null);
    try {
      await api.patch(lifecyclePath(employee.id), {
        status: target,
        effectiveDate: effectiveDate || undefined,
        reason: reason.trim() || undefined,
      });
      notify(t('lifecycle.done', { status: t(`status.${target}`) }));
      close();
      onChanged();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard title={t('lifecycle.title')} testId="lifecycle-card">
      <Facts>
        <Fact
          label={t('fields.status')}
          value={<StatusChip status={employee.status} labelPrefix="employees:status" tones={STATUS_TONES} />}
        />
        <Fact label={t('lifecycle.since')} value={formatDateTime(employee.statusChangedAt, language)} />
        {employee.status === 'TERMINATED' && (
          <Fact
            label={t('lifecycle.terminationDate')}
            value={formatDate(employee.terminationDate, language)}
          />
        )}
        {employee.status === 'TERMINATED' && (
          <Fact label={t('lifecycle.reason')} value={employee.terminationReason} />
        )}
      </Facts>
      {employee.allowedStatuses.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
          {employee.allowedStatuses.map((status) => (
            <Button
              key={status}
              variant="outlined"
              color={status === 'TERMINATED' ? 'error' : 'primary'}
              onClick={() => setTarget(status)}
              data-testid={`lifecycle-${status}`}
            >
              {t(`lifecycle.actions.${status}`)}
            </Button>
          ))}
        </Stack>
      )}
      <Dialog
        open={target !== null}
        onClose={busy ? undefined : close}
        maxWidth="xs"
        fullWidth
        aria-labelledby="lifecycle-title"
      >
        <DialogTitle id="lifecycle-title">{target ? t(`lifecycle.actions.${target}`) : ''}</DialogTitle>
        <DialogContent>
          <ProblemAlert error={error} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            {terminating && (
              <Alert severity="warning">{t('lifecycle.terminateWarning', { name: employee.fullName })}</Alert>
            )}
            {!terminating && (
              <Alert severity="info">
                {t('lifecycle.confirmText', {
                  name: employee.fullName,
                  status: target ? t(`status.${target}`) : '',
                })}
              </Alert>
            )}
            {terminating && (
              <DateField
                label={t('lifecycle.terminationDate')}
                value={effectiveDate}
                onChange={setEffectiveDate}
              />
            )}
            {terminating && (
              <TextField
                label={t('lifecycle.reason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                multiline
                minRows={2}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={() => void apply()}
            variant="contained"
            color={terminating ? 'error' : 'primary'}
            loading={busy}
            data-testid="lifecycle-confirm"
          >
            {t('common:actions.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
