import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { TENANT_MODULE_IDS } from '../../../../../shared/modules';
import { USER_QUOTA } from '../../../../../shared/license';
import { api } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { optionsText, parseOptions } from './options';
import { L, type IssuedLicenseViewT, type LicenseInstanceViewT, type LicenseKeyViewT } from './api';

type ModuleId = (typeof TENANT_MODULE_IDS)[number];

type Grant = { quota: string; options: string };

function inOneYear(from: Date): string {
  const d = new Date(from);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Issues a signed license for an instance: modules (checkboxes) with their user quota, expiry date
 * and grace period; the previous key's grants are the starting point of a renewal.
 */
export function IssueLicenseDialog({ instance, previous, open, onClose, onIssued }: {
  instance: LicenseInstanceViewT;
  previous: LicenseKeyViewT | undefined;
  open: boolean;
  onClose: () => void;
  onIssued: (key: IssuedLicenseViewT) => void;
}) {
  const { t } = useTranslation('licenseIssuer');
  const titleId = useId();
  const initial = new Map<ModuleId, Grant>(
    (previous?.modules ?? []).map((m) => [m.module, { quota: m.quotas[USER_QUOTA] !== undefined ? String(m.quotas[USER_QUOTA]) : '', options: optionsText(m.options) }]),
  );
  const [modules, setModules] = useState<Map<ModuleId, Grant>>(initial);
  const [expiresAt, setExpiresAt] = useState(inOneYear(new Date()));
  const [grace, setGrace] = useState(String(previous?.gracePeriodDays ?? instance.gracePeriodDays));
  const [problem, setProblem] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const toggle = (m: ModuleId, on: boolean) =>
    setModules((current) => {
      const next = new Map(current);
      if (on) next.set(m, { quota: '', options: '' });
      else next.delete(m);
      return next;
    });
  const update = (m: ModuleId, change: Partial<Grant>) =>
    setModules((current) => new Map(current).set(m, { ...(current.get(m) ?? { quota: '', options: '' }), ...change }));
  const submit = async () => {
    setProblem(null);
    setSending(true);
    try {
      const key = await api.post<IssuedLicenseViewT>(L.keys(instance.id), {
        expiresAt,
        gracePeriodDays: Number(grace),
        modules: [...modules].map(([module, { quota, options }]) => ({
          module,
          ...(quota !== '' ? { quotas: { [USER_QUOTA]: Number(quota) } } : {}),
          ...(options.trim() ? { options: parseOptions(options) } : {}),
        })),
      });
      onIssued(key);
    } catch (err) {
      setProblem(err);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('issue.title', { code: instance.instanceCode })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t(previous ? 'issue.renewalText' : 'issue.text', { email: instance.contactEmail })}</DialogContentText>
        {problem !== null && <ProblemAlert error={problem} onClose={() => setProblem(null)} />}
        <Stack spacing={2}>
          <FormGroup data-testid="issue-modules">
            <FormLabel component="legend">{t('issue.modules')}</FormLabel>
            {TENANT_MODULE_IDS.map((m) => (
              <Stack key={m} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <FormControlLabel
                  sx={{ minWidth: 220 }}
                  control={<Checkbox checked={modules.has(m)} onChange={(e) => toggle(m, e.target.checked)} data-testid={`issue-module-${m}`} />}
                  label={t(`common:modules.${m}`, { defaultValue: m })}
                />
                {modules.has(m) && (
                  <>
                    <TextField
                      size="small"
                      type="number"
                      label={t('issue.maxUsers')}
                      value={modules.get(m)?.quota ?? ''}
                      onChange={(e) => update(m, { quota: e.target.value })}
                      sx={{ width: 150 }}
                      slotProps={{ htmlInput: { min: 0, 'data-testid': `issue-quota-${m}` } }}
                    />
                    <TextField
                      size="small"
                      label={t('issue.options')}
                      value={modules.get(m)?.options ?? ''}
                      onChange={(e) => update(m, { options: e.target.value })}
                      slotProps={{ htmlInput: { 'data-testid': `issue-options-${m}` } }}
                    />
                  </>
                )}
              </Stack>
            ))}
          </FormGroup>
          <TextField type="date" label={t('fields.expiresAt')} value={expiresAt} onChange={(e) => setExpiresAt(e.target.value)} required slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'issue-expires' } }} />
          <TextField type="number" label={t('fields.gracePeriodDays')} value={grace} onChange={(e) => setGrace(e.target.value)} required helperText={t('issue.graceHelp', { days: Number(grace) * 6 || 0 })} slotProps={{ htmlInput: { min: 1, max: 365, 'data-testid': 'issue-grace' } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={sending || modules.size === 0} data-testid="issue-submit">
          {t('actions.issue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
