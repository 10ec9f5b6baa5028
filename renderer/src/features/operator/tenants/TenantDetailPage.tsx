import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useMe } from '../../../app/auth/AuthContext';
import { formatDate } from '../../../components/dates/isoDate';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PageHeader } from '../../../components/layout/PageHeader';
import { P, type TenantRecord } from '../api';
import { TenantActions } from './TenantActions';
import { SettingsDialog } from './SettingsDialog';
import { SubscriptionTab } from './SubscriptionTab';
import { PaymentsTab } from './PaymentsTab';
import { HistoryTab, NotesTab, LicenseTab } from './RecordTabs';

const TABS = ['subscription', 'payments', 'history', 'notes', 'license'] as const;

/** One tenant: identity, lifecycle actions, and its subscription, payments, plan history, notes and license. */
export function TenantDetailPage() {
  const { t, i18n } = useTranslation('operator');
  const { tenantId = '' } = useParams();
  const me = useMe();
  const [search, setSearch] = useSearchParams();
  const { data: tenant, error, reload } = useApiQuery<TenantRecord>(P.tenant(tenantId));
  const [editing, setEditing] = useState(false);
  const admin = me.permissions.has('platform.subscription.admin');
  const tab = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? (search.get('tab') as (typeof TABS)[number]) : 'subscription';
  if (error) return <ProblemAlert error={error} />;
  if (!tenant) return <LoadingState />;
  const language = i18n.resolvedLanguage ?? 'fr';
  return (
    <>
      <PageHeader
        title={tenant.companyName}
        subtitle={tenant.slug}
        breadcrumbs={[{ label: t('tenants.title'), to: '/operator/tenants' }]}
        actions={<TenantActions tenant={tenant} onChanged={reload} />}
      />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
            <StatusChip status={tenant.subscriptionStatus} tones={{ TRIAL: 'info', SUSPENDED: 'warning' }} />
            <Typography data-testid="tenant-status" sx={{ display: 'none' }}>
              {tenant.subscriptionStatus}
            </Typography>
            <Typography>
              {t('tenants.fields.plan')} : <strong>{tenant.planCode ?? t('tenants.noPlan')}</strong>
            </Typography>
            {tenant.trialEndsAt && (
              <Typography data-testid="tenant-trial-end">
                {t('tenants.fields.trialEndsAt')} : {formatDate(tenant.trialEndsAt.slice(0, 10), language)}
              </Typography>
            )}
            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
              {tenant.licensedModules.map((m) => (
                <Chip key={m} size="small" label={t(`common:modules.${m}`, { defaultValue: m })} />
              ))}
            </Stack>
            <Button onClick={() => setEditing(true)} data-testid="tenant-settings">
              {t('tenants.settings')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {admin ? (
        <>
          <Tabs value={tab} onChange={(_, value: string) => setSearch({ tab: value }, { replace: true })} aria-label={t('tenants.tabs.label')} sx={{ mb: 2 }} variant="scrollable">
            {TABS.map((id) => (
              <Tab key={id} value={id} label={t(`tenants.tabs.${id}`)} data-testid={`tab-${id}`} />
            ))}
          </Tabs>
          {tab === 'subscription' && <SubscriptionTab key={tenant.updatedAt} tenantId={tenant.id} onChanged={reload} />}
          {tab === 'payments' && <PaymentsTab tenantId={tenant.id} />}
          {tab === 'history' && <HistoryTab tenantId={tenant.id} />}
          {tab === 'notes' && <NotesTab tenantId={tenant.id} />}
          {tab === 'license' && <LicenseTab tenantId={tenant.id} />}
        </>
      ) : (
        <Alert severity="info">{t('tenants.adminOnly')}</Alert>
      )}
      <SettingsDialog tenant={tenant} open={editing} onClose={() => setEditing(false)} onSaved={() => { setEditing(false); reload(); }} />
    </>
  );
}
