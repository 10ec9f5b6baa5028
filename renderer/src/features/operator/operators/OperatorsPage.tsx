import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OPERATOR_ROLES } from '../../../../../shared/permissions';
import { CreateOperatorBody } from '../../../../../shared/schemas/operator';
import { api } from '../../../app/api';
import { useMe } from '../../../app/auth/AuthContext';
import { formatDateTime } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormTextField } from '../../../components/form/FormTextField';
import { SearchField } from '../../../components/grid/SearchField';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { FormDialog } from '../FormDialog';
import { P, type OperatorViewT } from '../api';

const Form = CreateOperatorBody.pick({ email: true, firstName: true, lastName: true, role: true });
type Pending = { operator: OperatorViewT; action: 'deactivate' | 'reset' } | null;

/** Operator accounts: invite, deactivate (sessions end at once), send a reset link. */
export function OperatorsPage() {
  const { t, i18n } = useTranslation('operator');
  const notify = useNotify();
  const me = useMe();
  const manage = me.permissions.has('platform.tenants.manage');
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<OperatorViewT>(P.operators, { filters: ['q'], sort: 'lastName' });
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const columns = useMemo<GridColDef<OperatorViewT>[]>(
    () => [
      { field: 'lastName', headerName: t('operators.fields.lastName'), flex: 1 },
      { field: 'firstName', headerName: t('operators.fields.firstName'), flex: 1, sortable: false },
      { field: 'email', headerName: t('operators.fields.email'), flex: 1.5 },
      { field: 'role', headerName: t('operators.fields.role'), width: 200, sortable: false, valueFormatter: (v: string) => t(`common:roles.${v}`, { defaultValue: v }) },
      { field: 'active', headerName: t('operators.fields.status'), width: 130, sortable: false, renderCell: ({ row }) => <StatusChip status={row.active ? 'ACTIVE' : 'INACTIVE'} /> },
      { field: 'lastLoginAt', headerName: t('operators.fields.lastLogin'), width: 170, sortable: false, valueFormatter: (v: string | null) => (v ? formatDateTime(v, language) : '—') },
      {
        field: 'actions',
        headerName: '',
        width: 260,
        sortable: false,
        renderCell: ({ row }) =>
          manage && row.active && row.id !== me.user.id ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <Button size="small" onClick={() => setPending({ operator: row, action: 'reset' })}>
                {t('operators.reset')}
              </Button>
              <Button size="small" color="warning" onClick={() => setPending({ operator: row, action: 'deactivate' })}>
                {t('operators.deactivate')}
              </Button>
            </Stack>
          ) : null,
      },
    ],
    [t, language, manage, me.user.id],
  );
  return (
    <>
      <PageHeader
        title={t('operators.title')}
        subtitle={t('operators.subtitle')}
        actions={
          manage && (
            <Button variant="contained" onClick={() => setCreating(true)} data-testid="operator-create">
              {t('operators.create')}
            </Button>
          )
        }
      />
      <FilterBar active={Boolean(list.params.filters.q)} onClear={list.clearFilters}>
        <SearchField label={t('operators.search')} value={list.params.filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} label={t('operators.title')} emptyTitle={t('operators.empty')} testId="operators-grid" />
      <FormDialog<z.infer<typeof Form>>
        open={creating}
        title={t('operators.create')}
        schema={Form}
        defaults={{ email: '', firstName: '', lastName: '', role: 'PLATFORM_OPERATOR' }}
        submitLabel={t('operators.invite')}
        testId="operator-form"
        onClose={() => setCreating(false)}
        onSubmit={async (v) => {
          await api.post(P.operators, v);
          notify(t('operators.invited', { email: v.email }));
          setCreating(false);
          list.reload();
        }}
      >
        {(form) => (
          <>
            <FormTextField control={form.control} name="firstName" label={t('operators.fields.firstName')} required />
            <FormTextField control={form.control} name="lastName" label={t('operators.fields.lastName')} required />
            <FormTextField control={form.control} name="email" label={t('operators.fields.email')} type="email" required />
            <FormTextField control={form.control} name="role" label={t('operators.fields.role')} select>
              {OPERATOR_ROLES.map((r) => (
                <MenuItem key={r} value={r}>
                  {t(`common:roles.${r}`, { defaultValue: r })}
                </MenuItem>
              ))}
            </FormTextField>
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`operators.${pending.action}`) : ''}
        message={pending ? t(`operators.confirm.${pending.action}`, { email: pending.operator.email }) : ''}
        destructive={pending?.action === 'deactivate'}
        onConfirm={async () => {
          if (!pending) return;
          if (pending.action === 'deactivate') await api.delete(P.operator(pending.operator.id));
          else await api.post(`${P.operator(pending.operator.id)}/reset-password`);
          notify(t(`operators.done.${pending.action}`));
          list.reload();
        }}
        onClose={() => setPending(null)}
      />
    </>
  );
}
