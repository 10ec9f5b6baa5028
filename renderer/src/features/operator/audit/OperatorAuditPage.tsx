import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OPERATOR_AUDIT_TARGETS } from '../../../../../shared/operator';
import { useMe } from '../../../app/auth/AuthContext';
import { useApiQuery } from '../../../app/api/useApiQuery';
import type { ListEnvelope } from '../../../app/api/types';
import { formatDateTime } from '../../../components/dates/isoDate';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { P, type OperatorAuditViewT, type OperatorViewT, type PaymentAudit } from '../api';

function OperatorLog() {
  const { t, i18n } = useTranslation('operator');
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<OperatorAuditViewT>(P.audit, { filters: ['operatorId', 'action', 'targetType', 'from', 'to'] });
  const { filters } = list.params;
  const operators = useApiQuery<ListEnvelope<OperatorViewT>>(P.operators, { pageSize: 100, sort: 'lastName' });
  const columns = useMemo<GridColDef<OperatorAuditViewT>[]>(
    () => [
      { field: 'createdAt', headerName: t('audit.at'), width: 180, sortable: false, valueFormatter: (v: string) => formatDateTime(v, language) },
      { field: 'operatorEmail', headerName: t('audit.operator'), flex: 1, sortable: false },
      { field: 'action', headerName: t('audit.action'), flex: 1, sortable: false },
      { field: 'targetType', headerName: t('audit.targetType'), width: 140, sortable: false },
      { field: 'targetId', headerName: t('audit.targetId'), flex: 1, sortable: false },
      { field: 'payload', headerName: t('audit.payload'), flex: 1.5, sortable: false, valueFormatter: (v: Record<string, unknown>) => JSON.stringify(v) },
      { field: 'ipAddress', headerName: t('audit.ip'), width: 130, sortable: false },
    ],
    [t, language],
  );
  return (
    <>
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <TextField select label={t('audit.operator')} value={filters.operatorId ?? ''} onChange={(e) => list.setFilter('operatorId', e.target.value)} sx={{ minWidth: 220 }} data-testid="audit-operator">
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {(operators.data?.items ?? []).map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.email}
            </MenuItem>
          ))}
          {filters.operatorId && !operators.data?.items.some((o) => o.id === filters.operatorId) ? <MenuItem value={filters.operatorId}>{filters.operatorId}</MenuItem> : null}
        </TextField>
        <TextField label={t('audit.action')} value={filters.action ?? ''} onChange={(e) => list.setFilter('action', e.target.value)} />
        <TextField select label={t('audit.targetType')} value={filters.targetType ?? ''} onChange={(e) => list.setFilter('targetType', e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {OPERATOR_AUDIT_TARGETS.map((x) => (
            <MenuItem key={x} value={x}>
              {x}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={t('audit.from')} type="date" value={filters.from ?? ''} onChange={(e) => list.setFilter('from', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label={t('audit.to')} type="date" value={filters.to ?? ''} onChange={(e) => list.setFilter('to', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} label={t('audit.title')} emptyTitle={t('audit.empty')} testId="operator-audit-grid" />
    </>
  );
}

function PaymentLog() {
  const { t, i18n } = useTranslation('operator');
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<PaymentAudit>(P.paymentAudit);
  const columns = useMemo<GridColDef<PaymentAudit>[]>(
    () => [
      { field: 'createdAt', headerName: t('audit.at'), width: 180, sortable: false, valueFormatter: (v: string) => formatDateTime(v, language) },
      { field: 'operatorEmail', headerName: t('audit.operator'), flex: 1, sortable: false },
      { field: 'decision', headerName: t('audit.decision'), flex: 1, sortable: false },
      { field: 'tenantId', headerName: t('audit.tenant'), flex: 1, sortable: false },
      { field: 'payload', headerName: t('audit.payload'), flex: 1.5, sortable: false, valueFormatter: (v: Record<string, unknown>) => JSON.stringify(v) },
    ],
    [t, language],
  );
  return <ServerDataGrid list={list} columns={columns} label={t('audit.payments')} emptyTitle={t('audit.empty')} testId="payment-audit-grid" />;
}

/** The operator audit log and, for subscription administrators, the separate payment audit log. */
export function OperatorAuditPage() {
  const { t } = useTranslation('operator');
  const me = useMe();
  const [search, setSearch] = useSearchParams();
  const payments = me.permissions.has('platform.subscription.admin') && search.get('log') === 'payments';
  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      {me.permissions.has('platform.subscription.admin') && (
        <Tabs value={payments ? 'payments' : 'operators'} onChange={(_, v: string) => setSearch(v === 'payments' ? { log: 'payments' } : {})} aria-label={t('audit.title')} sx={{ mb: 2 }}>
          <Tab value="operators" label={t('audit.operators')} />
          <Tab value="payments" label={t('audit.payments')} />
        </Tabs>
      )}
      {payments ? <PaymentLog /> : <OperatorLog />}
    </>
  );
}
