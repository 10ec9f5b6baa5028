import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useMe } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { ReasonDialog } from '../../../components/feedback/ReasonDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { L, type LicenseInstanceViewT, type LicenseKeyViewT } from './api';
import { InstanceFormDialog } from './InstanceFormDialog';
import { IssueLicenseDialog } from './IssueLicenseDialog';

type Pending = 'issue' | 'edit' | 'suspend' | 'reactivate' | 'revoke' | 'delete' | null;
const ISSUABLE = new Set(['PENDING', 'ACTIVE', 'GRACE_PERIOD', 'EXPIRED']);

/** What an operator may do with an instance, by status and permission; irreversible moves are confirmed. */
export function InstanceActions({ instance, latestKey, onChanged }: { instance: LicenseInstanceViewT; latestKey: LicenseKeyViewT | undefined; onChanged: () => void }) {
  const { t } = useTranslation('licenseIssuer');
  const me = useMe();
  const notify = useNotify();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending>(null);
  const licenses = me.permissions.has('platform.license.manage');
  const tenants = me.permissions.has('platform.tenants.manage');
  const { status } = instance;
  const close = () => setPending(null);
  const move = async (action: 'suspend' | 'reactivate' | 'revoke', reason?: string) => {
    await api.post(L.action(instance.id, action), { reason: reason || undefined });
    notify(t(`done.${action}`));
    close();
    onChanged();
  };
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {licenses && ISSUABLE.has(status) && (
        <Button variant="contained" onClick={() => setPending('issue')} data-testid="license-issue">
          {t(latestKey ? 'actions.renew' : 'actions.issue')}
        </Button>
      )}
      {licenses && status !== 'REVOKED' && status !== 'TRANSFERRED' && (
        <Button onClick={() => setPending('edit')} data-testid="license-edit">
          {t('actions.edit')}
        </Button>
      )}
      {tenants && status === 'ACTIVE' && (
        <Button color="warning" variant="outlined" onClick={() => setPending('suspend')} data-testid="license-suspend">
          {t('actions.suspend')}
        </Button>
      )}
      {tenants && status === 'SUSPENDED' && (
        <Button variant="outlined" onClick={() => setPending('reactivate')} data-testid="license-reactivate">
          {t('actions.reactivate')}
        </Button>
      )}
      {tenants && status !== 'REVOKED' && (
        <Button color="error" variant="outlined" onClick={() => setPending('revoke')} data-testid="license-revoke">
          {t('actions.revoke')}
        </Button>
      )}
      {licenses && status === 'PENDING' && (
        <Button color="error" onClick={() => setPending('delete')} data-testid="license-delete">
          {t('common:actions.delete')}
        </Button>
      )}
      {pending === 'issue' && (
        <IssueLicenseDialog
          open
          instance={instance}
          previous={latestKey}
          onClose={close}
          onIssued={(key) => {
            notify(t('done.issue', { sequence: key.sequence, email: instance.contactEmail }));
            close();
            onChanged();
          }}
        />
      )}
      <InstanceFormDialog
        open={pending === 'edit'}
        instance={instance}
        onClose={close}
        onSaved={() => {
          notify(t('done.edit'));
          close();
          onChanged();
        }}
      />
      {(['suspend', 'revoke'] as const).map((action) => (
        <ReasonDialog
          key={action}
          open={pending === action}
          title={t(`confirm.${action}Title`, { code: instance.instanceCode })}
          message={t(`confirm.${action}`)}
          label={t('fields.reason')}
          confirmLabel={t(`actions.${action}`)}
          requiredMessage=""
          destructive
          testId={`license-${action}`}
          onConfirm={(reason) => move(action, reason)}
          onClose={close}
        />
      ))}
      <ReasonDialog
        open={pending === 'reactivate'}
        title={t('confirm.reactivateTitle', { code: instance.instanceCode })}
        message={t('confirm.reactivate')}
        label={t('fields.reason')}
        confirmLabel={t('actions.reactivate')}
        requiredMessage=""
        testId="license-reactivate"
        onConfirm={(reason) => move('reactivate', reason)}
        onClose={close}
      />
      <ConfirmDialog
        open={pending === 'delete'}
        title={t('confirm.deleteTitle', { code: instance.instanceCode })}
        message={t('confirm.delete')}
        confirmLabel={t('common:actions.delete')}
        destructive
        onConfirm={async () => {
          await api.delete(L.instance(instance.id));
          notify(t('done.delete'));
          navigate('/operator/licenses');
        }}
        onClose={close}
      />
    </Stack>
  );
}
