import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../components/grid/FilterBar';
import { SearchField } from '../../components/grid/SearchField';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { MoneyText } from '../../components/money/MoneyText';
import { sumCents, toCents, formatCents } from '../../../../shared/money';
import { PATHS, type PayrollRun, type VariableInputs } from './api';
import { InputsDialog } from './InputsDialog';

const total = (amounts: readonly { amount: string }[]) => formatCents(sumCents(amounts.map((a) => toCents(a.amount))));

/**
 * The run's variable inputs, one row per employee the month pays: bonuses, overtime, unpaid
 * absences, advances, benefits in kind; editable while the run is a DRAFT.
 */
export function InputsGrid({ run, editable, onChanged }: { run: PayrollRun; editable: boolean; onChanged: () => void }) {
  const { t } = useTranslation('payroll');
  const list = useServerList<VariableInputs>(PATHS.inputs(run.id), { filters: ['q'] });
  const [editing, setEditing] = useState<VariableInputs | null>(null);
  const columns = useMemo<GridColDef<VariableInputs>[]>(
    () => [
      { field: 'employeeNumber', headerName: t('fields.employeeNumber'), width: 110, sortable: false, valueGetter: (_v, row) => row.employee.employeeNumber },
      { field: 'employee', headerName: t('fields.employee'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_v, row) => row.employee.name },
      { field: 'baseSalary', headerName: t('fields.baseSalary'), width: 130, sortable: false, align: 'right', headerAlign: 'right', renderCell: ({ row }) => (row.contract ? <MoneyText amount={row.contract.baseSalary} currency={run.currency} /> : '—') },
      { field: 'bonuses', headerName: t('inputs.bonuses'), width: 130, sortable: false, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <MoneyText amount={total(row.bonuses)} currency={run.currency} /> },
      { field: 'overtime', headerName: t('inputs.overtimeHours'), width: 110, sortable: false, align: 'right', headerAlign: 'right', valueGetter: (_v, row) => row.overtime.reduce((s, o) => s + Number(o.hours), 0) },
      { field: 'unpaidAbsenceDays', headerName: t('inputs.absenceDays'), width: 110, sortable: false, align: 'right', headerAlign: 'right' },
      { field: 'advances', headerName: t('inputs.advances'), width: 120, sortable: false, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <MoneyText amount={row.advances} currency={run.currency} /> },
      { field: 'benefitsInKind', headerName: t('inputs.benefits'), width: 130, sortable: false, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <MoneyText amount={total(row.benefitsInKind)} currency={run.currency} /> },
      ...(editable
        ? [
            {
              field: 'edit',
              headerName: '',
              width: 110,
              sortable: false,
              renderCell: ({ row }) => (
                <Button size="small" onClick={() => setEditing(row)} data-testid="inputs-edit" aria-label={t('inputs.editFor', { name: row.employee.name })}>
                  {t('inputs.edit')}
                </Button>
              ),
            } satisfies GridColDef<VariableInputs>,
          ]
        : []),
    ],
    [t, run.currency, editable],
  );
  return (
    <>
      <FilterBar active={Boolean(list.params.filters.q)} onClear={list.clearFilters}>
        <SearchField label={t('entries.search')} value={list.params.filters.q ?? ''} onChange={(v) => list.setFilter('q', v)} />
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} getRowId={(row) => row.employee.id} label={t('run.inputs')} emptyTitle={t('inputs.empty')} testId="payroll-inputs-grid" />
      <InputsDialog
        run={run}
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
          onChanged();
        }}
      />
    </>
  );
}
