import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../app/auth/AuthContext';
import { StatusChip } from '../../components/feedback/StatusChip';
import { useNotify } from '../../components/feedback/Notifier';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { ACCESS, PATHS, STATUS_TONES, periodLabel, type PayrollRun } from './api';
import { CreateRunDialog } from './CreateRunDialog';

/** The payroll runs, latest month first; a new run (DRAFT) for a month without one. */
export function RunsPage() {
  const { t, i18n } = useTranslation('payroll');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { can } = useAuth();
  const notify = useNotify();
  const navigate = useNavigate();
  const list = useServerList<PayrollRun>(PATHS.runs, { sort: '-period' });
  const [creating, setCreating] = useState(false);
  const columns = useMemo<GridColDef<PayrollRun>[]>(
    () => [
      { field: 'period', headerName: t('fields.period'), flex: 1, minWidth: 140, valueGetter: (_v, row) => periodLabel(row, language) },
      { field: 'status', headerName: t('fields.status'), width: 120, sortable: true, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="payroll:status" tones={STATUS_TONES} /> },
      { field: 'employeeCount', headerName: t('fields.employees'), width: 100, sortable: false, align: 'right', headerAlign: 'right' },
      ...(['adjustedGross', 'netPay', 'employerCost'] as const).map(
        (field): GridColDef<PayrollRun> => ({
          field,
          headerName: t(`fields.${field}`),
          width: 150,
          sortable: false,
          align: 'right',
          headerAlign: 'right',
          renderCell: ({ row }) => <MoneyText amount={row.totals[field]} currency={row.currency} />,
        }),
      ),
      { field: 'payslipCount', headerName: t('fields.payslips'), width: 100, sortable: false, align: 'right', headerAlign: 'right' },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader
        title={t('runs.title')}
        subtitle={t('runs.subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => navigate('/accounting/payroll/rules')} data-testid="payroll-rules">
              {t('runs.rules')}
            </Button>
            <Button variant="outlined" onClick={() => navigate('/accounting/payroll/profiles')} data-testid="payroll-profiles">
              {t('runs.profiles')}
            </Button>
            <Button variant="outlined" onClick={() => navigate('/accounting/payroll/history')} data-testid="payroll-history">
              {t('runs.history')}
            </Button>
            {can(ACCESS.manage) && (
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="payroll-new">
                {t('runs.new')}
              </Button>
            )}
          </Stack>
        }
      />
      <ServerDataGrid list={list} columns={columns} label={t('runs.title')} emptyTitle={t('runs.empty')} onRowClick={(run) => navigate(`/accounting/payroll/${run.id}`)} testId="payroll-runs-grid" />
      <CreateRunDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(run) => {
          setCreating(false);
          notify(t('runs.created', { period: periodLabel(run, language) }));
          navigate(`/accounting/payroll/${run.id}`);
        }}
      />
    </>
  );
}
