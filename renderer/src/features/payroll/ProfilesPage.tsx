import { useEffect, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useAuth } from '../../app/auth/AuthContext';
import { useNotify } from '../../components/feedback/Notifier';
import { FilterBar } from '../../components/grid/FilterBar';
import { SearchField } from '../../components/grid/SearchField';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PAYROLL_CATEGORIES, type PayrollCategory } from '../../../../shared/payroll';
import { ACCESS, PATHS, type PayrollProfile } from './api';
import { FormDialog } from './FormDialog';

const NUMBERS = ['familyParts', 'trimfParts', 'cmuPersons', 'riskRate', 'pasRate'] as const;
type NumberField = (typeof NUMBERS)[number];

/** What payroll keeps per employee beyond the contract: category, expatriation, family parts, notified rates. */
export function ProfilesPage() {
  const { t } = useTranslation('payroll');
  const { can } = useAuth();
  const notify = useNotify();
  const list = useServerList<PayrollProfile>(PATHS.profiles, { filters: ['q'] });
  const [editing, setEditing] = useState<PayrollProfile | null>(null);
  const [category, setCategory] = useState<PayrollCategory>('NON_CADRE');
  const [expatriate, setExpatriate] = useState(false);
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({ familyParts: '1', trimfParts: '1', cmuPersons: '1', riskRate: '', pasRate: '' });
  useEffect(() => {
    if (!editing) return;
    setCategory(editing.category);
    setExpatriate(editing.expatriate);
    setNumbers({ familyParts: editing.familyParts, trimfParts: editing.trimfParts, cmuPersons: editing.cmuPersons, riskRate: editing.riskRate ?? '', pasRate: editing.pasRate ?? '' });
  }, [editing]);
  const manage = can(ACCESS.manage);
  const columns = useMemo<GridColDef<PayrollProfile>[]>(
    () => [
      { field: 'employeeNumber', headerName: t('fields.employeeNumber'), width: 110, sortable: false, valueGetter: (_v, row) => row.employee.employeeNumber },
      { field: 'employee', headerName: t('fields.employee'), flex: 1, minWidth: 150, sortable: false, valueGetter: (_v, row) => row.employee.name },
      { field: 'category', headerName: t('profiles.category'), width: 120, sortable: false, valueFormatter: (value: PayrollCategory) => t(`profiles.categories.${value}`) },
      { field: 'expatriate', headerName: t('profiles.expatriate'), width: 100, sortable: false, valueFormatter: (value: boolean) => (value ? t('profiles.yes') : t('profiles.no')) },
      ...NUMBERS.map((field): GridColDef<PayrollProfile> => ({ field, headerName: t(`profiles.${field}`), width: 120, sortable: false, align: 'right', headerAlign: 'right', valueFormatter: (value: string | null) => value ?? '—' })),
      ...(manage
        ? [
            {
              field: 'edit',
              headerName: '',
              width: 110,
              sortable: false,
              renderCell: ({ row }) => (
                <Button size="small" onClick={() => setEditing(row)} aria-label={t('profiles.editFor', { name: row.employee.name })} data-testid="profile-edit">
                  {t('inputs.edit')}
                </Button>
              ),
            } satisfies GridColDef<PayrollProfile>,
          ]
        : []),
    ],
    [t, manage],
  );
  return (
    <>
      <PageHeader title={t('profiles.title')} subtitle={t('profiles.subtitle')} breadcrumbs={[{ label: t('runs.title'), to: '/accounting/payroll' }, { label: t('profiles.title') }]} />
      <FilterBar active={Boolean(list.params.filters.q)} onClear={list.clearFilters}>
        <SearchField label={t('entries.search')} value={list.params.filters.q ?? ''} onChange={(v) => list.setFilter('q', v)} />
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} getRowId={(row) => row.employee.id} label={t('profiles.title')} emptyTitle={t('profiles.empty')} testId="payroll-profiles-grid" />
      <FormDialog
        open={editing !== null}
        title={t('profiles.editFor', { name: editing?.employee.name ?? '' })}
        confirmLabel={t('inputs.save')}
        testId="profile-form"
        onClose={() => setEditing(null)}
        onSubmit={async () => {
          if (!editing) return;
          await api.put(PATHS.profile(editing.employee.id), { category, expatriate, ...numbers, riskRate: numbers.riskRate || null, pasRate: numbers.pasRate || null });
          notify(t('profiles.saved', { name: editing.employee.name }));
          setEditing(null);
          list.reload();
        }}
      >
        {(fieldError) => (
          <>
            <TextField select label={t('profiles.category')} value={category} onChange={(e) => setCategory(e.target.value as PayrollCategory)}>
              {PAYROLL_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`profiles.categories.${c}`)}
                </MenuItem>
              ))}
            </TextField>
            <FormControlLabel control={<Switch checked={expatriate} onChange={(e) => setExpatriate(e.target.checked)} />} label={t('profiles.expatriate')} />
            {NUMBERS.map((field) => (
              <TextField
                key={field}
                label={t(`profiles.${field}`)}
                value={numbers[field]}
                onChange={(e) => setNumbers({ ...numbers, [field]: e.target.value })}
                error={Boolean(fieldError(field))}
                helperText={fieldError(field) ?? t(`profiles.help.${field}`)}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            ))}
          </>
        )}
      </FormDialog>
    </>
  );
}
