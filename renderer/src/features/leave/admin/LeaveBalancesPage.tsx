import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useNotify } from '../../../components/feedback/Notifier';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PersonPicker, type PickedPerson } from '../../../components/people/PersonPicker';
import { PATHS, type LeaveBalance, type LeaveType } from '../api';
import { AdjustBalanceDialog } from './AdjustBalanceDialog';
import { BalanceRunDialog, type BalanceRun } from './BalanceRunDialog';
import { BalanceHistoryDialog } from './BalanceHistoryDialog';

const THIS_YEAR = new Date().getFullYear();
const YEARS = [THIS_YEAR + 1, THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2];

/** Every employee's balances of a year by type, with the adjustment (mandatory reason) and each balance's history. */
export function LeaveBalancesPage() {
  const { t } = useTranslation('leave');
  const notify = useNotify();
  const list = useServerList<LeaveBalance>(PATHS.adminBalances, { filters: ['year', 'employeeId', 'leaveTypeId'] });
  const types = useApiQuery<ListEnvelope<LeaveType>>(PATHS.adminTypes, { pageSize: 200, sort: 'name' });
  const [employee, setEmployee] = useState<PickedPerson | null>(null);
  const [adjusting, setAdjusting] = useState<LeaveBalance | null>(null);
  const [history, setHistory] = useState<LeaveBalance | null>(null);
  const [run, setRun] = useState<BalanceRun | null>(null);
  const columns = useMemo<GridColDef<LeaveBalance>[]>(() => {
    const number = (field: keyof LeaveBalance & string, header: string): GridColDef<LeaveBalance> => ({ field, headerName: header, width: 80, sortable: false, align: 'right', headerAlign: 'right' });
    return [
      { field: 'employee', headerName: t('fields.employee'), flex: 1, minWidth: 170, sortable: false, valueGetter: (_v: unknown, row: LeaveBalance) => `${row.employee.name} (${row.employee.employeeNumber})` },
      { field: 'type', headerName: t('fields.type'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_v: unknown, row: LeaveBalance) => row.leaveType.name },
      number('accrued', t('balanceAdmin.accrued')),
      number('carriedOver', t('balanceAdmin.carriedOver')),
      number('adjusted', t('balanceAdmin.adjusted')),
      number('taken', t('balanceAdmin.taken')),
      number('pending', t('balanceAdmin.pending')),
      { ...number('available', t('balanceAdmin.available')), renderCell: ({ row }) => <strong>{row.available}</strong> },
      {
        field: 'actions',
        headerName: '',
        width: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Button size="small" onClick={() => setAdjusting(row)} data-testid="leave-balance-adjust">
              {t('adjust.action')}
            </Button>
            <Button size="small" onClick={() => setHistory(row)} data-testid="leave-balance-history-open">
              {t('balanceAdmin.history')}
            </Button>
          </Stack>
        ),
      },
    ];
  }, [t]);
  const { year = String(THIS_YEAR), employeeId = '', leaveTypeId = '' } = list.params.filters;
  return (
    <>
      <PageHeader
        title={t('balanceAdmin.title')}
        subtitle={t('balanceAdmin.subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" onClick={() => setRun('accrue')} data-testid="leave-run-accrue">
              {t('runs.accrueAction')}
            </Button>
            <Button variant="outlined" onClick={() => setRun('rollover')} data-testid="leave-run-rollover">
              {t('runs.rolloverAction')}
            </Button>
          </Stack>
        }
      />
      <FilterBar
        active={Boolean(list.params.filters.year || employeeId || leaveTypeId)}
        onClear={() => {
          setEmployee(null);
          list.clearFilters();
        }}
      >
        <TextField select size="small" label={t('balanceAdmin.year')} value={year} onChange={(e) => list.setFilter('year', e.target.value === String(THIS_YEAR) ? undefined : e.target.value)} sx={{ minWidth: 120 }}>
          {YEARS.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ width: { xs: '100%', md: 300 } }}>
          <PersonPicker
            kind="employee"
            label={t('fields.employee')}
            value={employeeId ? (employee ?? (list.rows[0] ? { id: employeeId, name: list.rows[0].employee.name } : null)) : null}
            onChange={(person) => {
              setEmployee(person);
              list.setFilter('employeeId', person?.id);
            }}
            testId="leave-balance-employee"
          />
        </Box>
        <TextField select size="small" label={t('fields.type')} value={leaveTypeId} onChange={(e) => list.setFilter('leaveTypeId', e.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {(types.data?.items ?? []).map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.name}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} getRowId={(row) => row.id} label={t('balanceAdmin.title')} emptyTitle={t('balanceAdmin.empty')} testId="leave-balances-grid" />
      <AdjustBalanceDialog
        balance={adjusting}
        onClose={() => setAdjusting(null)}
        onAdjusted={(detail) => {
          setAdjusting(null);
          notify(t('adjust.done', { name: detail.employee.name, count: detail.available }));
          list.reload();
        }}
      />
      <BalanceRunDialog run={run} onClose={() => setRun(null)} onDone={list.reload} />
      {history && <BalanceHistoryDialog key={history.id} balance={history} onClose={() => setHistory(null)} />}
    </>
  );
}
