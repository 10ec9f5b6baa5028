import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/AuthContext';
import { StatusChip } from '../../components/feedback/StatusChip';
import { FilterBar } from '../../components/grid/FilterBar';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { ACCESS, BUDGET_STATUSES, PATHS, ROUTES, STATUS_TONES, type BudgetSummary } from './api';
import { CreateBudgetDialog } from './CreateBudgetDialog';

const FILTERS = ['fiscalYear', 'status'] as const;

/** Every budget with its budgeted, actual and variance totals; a new draft opens in the editor. */
export function BudgetsPage() {
  const { t } = useTranslation('budgets');
  const me = useMe();
  const navigate = useNavigate();
  const list = useServerList<BudgetSummary>(PATHS.budgets, { filters: FILTERS, sort: '-fiscalYear' });
  const [creating, setCreating] = useState(false);
  const { filters } = list.params;
  const columns = useMemo<GridColDef<BudgetSummary>[]>(() => {
    const money = (field: 'budgeted' | 'actual' | 'variance', width = 140): GridColDef<BudgetSummary> => ({
      field,
      headerName: t(`fields.${field}`),
      width,
      align: 'right',
      headerAlign: 'right',
      sortable: false,
      renderCell: ({ row }) => <MoneyText amount={row[field]} currency={row.currency} />,
    });
    return [
      { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 160 },
      { field: 'fiscalYear', headerName: t('fields.fiscalYear'), width: 110 },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 120,
        renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="budgets:status" tones={STATUS_TONES} />,
      },
      { field: 'lineCount', headerName: t('fields.lineCount'), width: 90, sortable: false, align: 'right', headerAlign: 'right' },
      money('budgeted'),
      money('actual'),
      money('variance'),
    ];
  }, [t]);
  const years = Array.from({ length: 7 }, (_, i) => new Date().getFullYear() + 1 - i);
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          me.permissions.has(ACCESS.manage) ? (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="budget-new">
              {t('list.new')}
            </Button>
          ) : undefined
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <TextField
          select
          size="small"
          label={t('fields.fiscalYear')}
          value={filters.fiscalYear ?? ''}
          onChange={(e) => list.setFilter('fiscalYear', e.target.value || undefined)}
          sx={{ minWidth: 140 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {years.map((y) => (
            <MenuItem key={y} value={String(y)}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('fields.status')}
          value={filters.status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value || undefined)}
          sx={{ minWidth: 140 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {BUDGET_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('list.title')}
        emptyTitle={t('list.empty')}
        onRowClick={(row) => navigate(ROUTES.editor(row.id))}
        testId="budgets-grid"
      />
      <CreateBudgetDialog open={creating} onClose={() => setCreating(false)} onCreated={(b) => navigate(ROUTES.editor(b.id))} />
    </>
  );
}
