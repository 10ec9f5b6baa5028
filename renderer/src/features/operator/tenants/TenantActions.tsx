import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { useMe } from '../../../app/auth/AuthContext';
import { useApiQuery } from '../../../app/api/useApiQuery';
import type { ListEnvelope } from '../../../app/api/types';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { ReasonDialog } from '../../../components/feedback/ReasonDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormTextField } from '../../../components/form/FormTextField';
import { FormDialog } from '../FormDialog';
import { P, type PlanViewT, type TenantRecord } from '../api';

type Pending = 'suspend' | 'reactivate' | 'extend-trial' | 'force-provision' | 'apply-plan' | null;
const ApplyPlanForm = z.object({ planCode: z.string().min(1) });

/** Lifecycle buttons of a tenant (platform.subscription.manage), each confirmed before it runs. */
export function TenantActions({ tenant, onChanged }: { tenant: TenantRecord; onChanged: () => void }) {
  const { t } = useTranslation('operator');
  const me = useMe();
  const notify = useNotify();
  const [pending, setPending] = useState<Pending>(null);
  const plans = useApiQuery<ListEnvelope<PlanViewT>>(pending === 'apply-plan' ? P.plans : null, { status: 'ACTIVE', pageSize: 200 });
  if (!me.permissions.has('platform.subscription.manage')) return null;
  const status = tenant.subscriptionStatus;
  const run = async (action: Exclude<Pending, null>, body?: unknown) => {
    await api.post(P.tenantAction(tenant.id, action), body);
    notify(t(`tenants.done.${action}`));
    onChanged();
  };
  const close = () => setPending(null);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {status === 'TRIAL' && (
        <Button onClick={() => setPending('extend-trial')} data-testid="tenant-extend-trial">
          {t('tenants.actions.extendTrial')}
        </Button>
      )}
      {status !== 'TERMINATED' && (
        <>
          <Button onClick={() => setPending('apply-plan')} data-testid="tenant-apply-plan">
            {t('tenants.actions.applyPlan')}
          </Button>
          <Button onClick={() => setPending('force-provision')} data-testid="tenant-force-provision">
            {t('tenants.actions.forceProvision')}
          </Button>
        </>
      )}
      {(status === 'TRIAL' || status === 'ACTIVE') && (
        <Button color="warning" variant="outlined" onClick={() => setPending('suspend')} data-testid="tenant-suspend">
          {t('tenants.actions.suspend')}
        </Button>
      )}
      {status === 'SUSPENDED' && (
        <Button variant="contained" onClick={() => setPending('reactivate')} data-testid="tenant-reactivate">
          {t('tenants.actions.reactivate')}
        </Button>
      )}
      <ReasonDialog
        open={pending === 'suspend'}
        title={t('tenants.confirm.suspendTitle', { name: tenant.companyName })}
        message={t('tenants.confirm.suspend')}
        label={t('tenants.fields.reason')}
        confirmLabel={t('tenants.actions.suspend')}
        requiredMessage=""
        destructive
        testId="suspend"
        onConfirm={(reason) => run('suspend', { reason: reason || undefined })}
        onClose={close}
      />
      {(['reactivate', 'extend-trial', 'force-provision'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          open={pending === action}
          title={t(`tenants.confirm.${action}Title`, { name: tenant.companyName })}
          message={t(`tenants.confirm.${action}`)}
          confirmLabel={t('common:actions.confirm')}
          onConfirm={() => run(action, action === 'reactivate' ? {} : undefined)}
          onClose={close}
        />
      ))}
      <FormDialog<z.infer<typeof ApplyPlanForm>>
        open={pending === 'apply-plan'}
        title={t('tenants.actions.applyPlan')}
        schema={ApplyPlanForm}
        defaults={{ planCode: tenant.planCode ?? '' }}
        submitLabel={t('tenants.actions.applyPlan')}
        testId="apply-plan-form"
        onClose={close}
        onSubmit={async (values) => {
          await run('apply-plan', values);
          close();
        }}
      >
        {(form) => (
          <FormTextField control={form.control} name="planCode" label={t('tenants.fields.plan')} select required helperText={t('tenants.applyPlanHelp')}>
            {(plans.data?.items ?? []).map((p) => (
              <MenuItem key={p.code} value={p.code}>
                {p.name} ({p.code})
              </MenuItem>
            ))}
          </FormTextField>
        )}
      </FormDialog>
    </Stack>
  );
}
