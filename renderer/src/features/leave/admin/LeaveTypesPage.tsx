import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type DeleteLeaveTypeResult, type LeaveType } from '../api';
import { LeaveTypeDialog } from './LeaveTypeDialog';

type Editing = { type: LeaveType | null };

/** The organisation's leave types: create, edit, delete (a type in use is deactivated instead). */
export function LeaveTypesPage() {
  const { t } = useTranslation('leave');
  const notify = useNotify();
  const list = useServerList<LeaveType>(PATHS.adminTypes, { filters: ['q', 'active'], sort: 'code' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<LeaveType | null>(null);
  const yesNo = useCallback((value: boolean) => (value ? t('flags.yes') : t('flags.no')), [t]);
  const columns = useMemo<GridColDef<LeaveType>[]>(
    () => [
      {
        field: 'code',
        headerName: t('types.code'),
        width: 130,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.color, flexShrink: 0 }} />
            <span>{row.code}</span>
          </Stack>
        ),
      },
      { field: 'name', headerName: t('types.name'), flex: 1, minWidth: 160 },
      { field: 'accrualMode', headerName: t('types.accrualMode'), width: 180, sortable: false, valueGetter: (_v: unknown, row: LeaveType) => t(`accrual.${row.accrualMode}`) },
      {
        field: 'rules',
        headerName: t('types.rules'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_v: unknown, row: LeaveType) =>
          [row.paid ? t('types.paidShort') : t('types.unpaidShort'), row.requiresApproval ? t('types.approvalShort') : t('types.noApprovalShort'), ...(row.requiresProof ? [t('types.proofShort')] : [])].join(' · '),
      },
      { field: 'policyId', headerName: t('types.policy'), width: 90, sortable: false, valueGetter: (_v: unknown, row: LeaveType) => yesNo(row.policyId !== null) },
      { field: 'active', headerName: t('fields.status'), width: 100, sortable: false, renderCell: ({ row }) => <StatusChip status={row.active ? 'ACTIVE' : 'INACTIVE'} /> },
      {
        field: 'actions',
        headerName: '',
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', height: '100%' }}>
            <Tooltip title={t('common:actions.edit')}>
              <IconButton size="small" aria-label={`${t('common:actions.edit')} ${row.name}`} onClick={() => setEditing({ type: row })} data-testid={`leave-type-edit-${row.code}`}>
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('common:actions.delete')}>
              <IconButton size="small" color="error" aria-label={`${t('common:actions.delete')} ${row.name}`} onClick={() => setDeleting(row)} data-testid={`leave-type-delete-${row.code}`}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        ),
      },
    ],
    [t, yesNo],
  );
  const { q = '', active = '' } = list.params.filters;
  return (
    <>
      <PageHeader
        title={t('types.title')}
        subtitle={t('types.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ type: null })} data-testid="leave-type-new">
            {t('types.new')}
          </Button>
        }
      />
      <FilterBar active={Boolean(q || active)} onClear={list.clearFilters}>
        <SearchField label={t('types.search')} value={q} onChange={(v) => list.setFilter('q', v)} />
        <TextField select size="small" label={t('fields.status')} value={active} onChange={(e) => list.setFilter('active', e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="true">{t('common:status.ACTIVE')}</MenuItem>
          <MenuItem value="false">{t('common:status.INACTIVE')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} label={t('types.title')} emptyTitle={t('types.empty')} testId="leave-types-grid" />
      <LeaveTypeDialog
        open={editing !== null}
        type={editing?.type ?? null}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          notify(t('types.saved', { name: saved.name }));
          list.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('types.deleteTitle', { name: deleting?.name ?? '' })}
        message={t(deleting?.inUse ? 'types.deleteInUse' : 'types.deleteMessage')}
        confirmLabel={t(deleting?.inUse ? 'types.deactivate' : 'common:actions.delete')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const answer = await api.delete<DeleteLeaveTypeResult>(PATHS.adminType((deleting as LeaveType).id));
          notify(t(answer.result === 'DELETED' ? 'types.deleted' : 'types.deactivated'));
          list.reload();
        }}
      />
    </>
  );
}
