import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDateTime } from '../../components/dates/isoDate';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PageHeader } from '../../components/layout/PageHeader';
import { formatIban } from '../../../../shared/iban';
import { ACCESS, PATHS, ROUTES, type Vendor } from './api';
import { DetailList } from '../../components/layout/DetailList';
import { VendorDialog } from './VendorDialog';

/** One vendor: every field, edit, activate or deactivate (a vendor is never deleted). */
export function VendorPage() {
  const { t, i18n } = useTranslation('supplies');
  const notify = useNotify();
  const { can } = useAuth();
  const { vendorId = '' } = useParams();
  const query = useApiQuery<Vendor>(PATHS.vendor(vendorId));
  const [editing, setEditing] = useState(false);
  const [toggling, setToggling] = useState(false);
  if (query.loading && !query.data) return <LoadingState />;
  if (!query.data) return <ProblemAlert error={query.error} />;
  const vendor = query.data;
  const manager = can(ACCESS.managePermission);
  const action = vendor.active ? 'deactivate' : 'activate';
  const language = i18n.resolvedLanguage ?? 'fr';
  return (
    <>
      <PageHeader
        title={`${vendor.code} · ${vendor.name}`}
        breadcrumbs={[{ label: t('vendors.title'), to: ROUTES.vendors }, { label: vendor.code }]}
        actions={
          manager && (
            <Stack direction="row" spacing={1}>
              <Button variant={vendor.active ? 'outlined' : 'contained'} color={vendor.active ? 'warning' : 'primary'} onClick={() => setToggling(true)} data-testid={`vendor-${action}`}>
                {t(`vendors.detail.${action}`)}
              </Button>
              <Button variant="contained" startIcon={<EditOutlined />} onClick={() => setEditing(true)} data-testid="vendor-edit">
                {t('vendors.detail.edit')}
              </Button>
            </Stack>
          )
        }
      />
      <Paper sx={{ p: 2, mb: 2 }} data-testid="vendor-detail">
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <StatusChip status={vendor.active ? 'ACTIVE' : 'INACTIVE'} />
        </Stack>
        <DetailList
          items={[
            { label: t('vendors.fields.code'), value: vendor.code },
            { label: t('vendors.fields.name'), value: vendor.name },
            { label: t('vendors.fields.email'), value: vendor.email },
            { label: t('vendors.fields.phone'), value: vendor.phone },
            { label: t('vendors.fields.address'), value: vendor.address, wide: true },
            { label: t('vendors.fields.taxId'), value: vendor.taxId },
            { label: t('vendors.fields.accountingCode'), value: vendor.accountingCode },
            { label: t('vendors.fields.iban'), value: vendor.iban ? formatIban(vendor.iban) : null },
            { label: t('vendors.fields.bic'), value: vendor.bic },
            { label: t('vendors.fields.paymentTermsDays'), value: t('vendors.days', { count: vendor.paymentTermsDays }) },
            { label: t('vendors.fields.createdBy'), value: vendor.createdBy ? `${vendor.createdBy.name} · ${formatDateTime(vendor.createdAt, language)}` : formatDateTime(vendor.createdAt, language) },
            { label: t('vendors.fields.notes'), value: vendor.notes, wide: true },
          ]}
        />
      </Paper>
      {manager && <Alert severity="info">{t('vendors.detail.noDeletion')}</Alert>}
      {editing && (
        <VendorDialog
          vendor={vendor}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            notify(t('vendors.saved', { name: saved.name }));
            setEditing(false);
            query.reload();
          }}
        />
      )}
      <ConfirmDialog
        open={toggling}
        title={t(`vendors.detail.${action}Title`)}
        message={t(`vendors.detail.${action}Message`, { name: vendor.name })}
        confirmLabel={t(`vendors.detail.${action}`)}
        destructive={vendor.active}
        onClose={() => setToggling(false)}
        onConfirm={async () => {
          await api.post(PATHS.vendorAction(vendor.id, action));
          setToggling(false);
          notify(t(`vendors.detail.${action}d`, { name: vendor.name }));
          query.reload();
        }}
      />
    </>
  );
}
