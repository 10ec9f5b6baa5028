import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { CONFIG_PERMISSION, PATHS, type DeletePolicyResult, type LeavePolicy, type LeaveType } from '../api';
import { PolicyDialog } from './PolicyDialog';
import { PolicyVersionsDialog } from './PolicyVersionsDialog';

type Editing = { policy: LeavePolicy | null };

/** The policy of each leave type (the version in force), its changes as new versions, history and rollback. */
export function LeavePoliciesPage() {
  const { t } = useTranslation('leave');
  const notify = useNotify();
  const { can } = useAuth();
  const canVersions = can(CONFIG_PERMISSION);
  const list = useServerList<LeavePolicy>(PATHS.policies, { filters: ['leaveTypeId', 'archived'], sort: 'createdAt' });
  const types = useApiQuery<ListEnvelope<LeaveType>>(PATHS.adminTypes, { pageSize: 200, sort: 'name' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [history, setHistory] = useState<LeavePolicy | null>(null);
  const [deleting, setDeleting] = useState<LeavePolicy | null>(null);
  const columns = useMemo<GridColDef<LeavePolicy>[]>(() => {
    const rulesText = (p: LeavePolicy) =>
      [
        t('policies.noticeText', { count: p.minNoticeDays }),
        ...(p.maxConsecutiveDays === null ? [] : [t('policies.maxText', { count: p.maxConsecutiveDays })]),
        ...(p.minTeamCoveragePercent === null ? [] : [t('policies.coverageText', { percent: p.minTeamCoveragePercent })]),
        ...(p.blackoutPeriods.length ? [t('policies.blackoutText', { count: p.blackoutPeriods.length })] : []),
      ].join(' · ');
    return [
      {
        field: 'type',
        headerName: t('fields.type'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: row.leaveType.color, flexShrink: 0 }} />
            <span>{row.leaveType.name}</span>
          </Stack>
        ),
      },
      {
        field: 'version',
        headerName: t('versions.version'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <span>{row.version}</span>
            {row.archived && <StatusChip status="ARCHIVED" labelPrefix="leave:policies.states" tones={{ ARCHIVED: 'default' }} />}
          </Stack>
        ),
      },
      { field: 'effectiveAnnualAllowance', headerName: t('policies.perYear'), width: 90, sortable: false, align: 'right', headerAlign: 'right' },
      { field: 'rules', headerName: t('policies.rules'), flex: 1.5, minWidth: 220, sortable: false, valueGetter: (_v: unknown, row: LeavePolicy) => rulesText(row) },
      {
        field: 'carryOver',
        headerName: t('policies.carryOverShort'),
        width: 130,
        sortable: false,
        valueGetter: (_v: unknown, row: LeavePolicy) => (row.carryOverRules.maxDays === null ? t('policies.noCap') : t('policies.upTo', { count: row.carryOverRules.maxDays })),
      },
      {
        field: 'actions',
        headerName: '',
        width: 240,
        sortable: false,
        renderCell: ({ row }) => (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <Button size="small" onClick={() => setEditing({ policy: row })} data-testid={`policy-edit-${row.leaveType.code}`}>
                {t('policies.change')}
              </Button>
              {canVersions && (
                <Button size="small" onClick={() => setHistory(row)} data-testid={`policy-history-${row.leaveType.code}`}>
                  {t('policies.history')}
                </Button>
              )}
              {!row.archived && (
                <Button size="small" color="error" onClick={() => setDeleting(row)} data-testid={`policy-delete-${row.leaveType.code}`}>
                  {t('common:actions.delete')}
                </Button>
              )}
            </Stack>
          ),
      },
    ];
  }, [t, canVersions]);
  const { leaveTypeId = '', archived = '' } = list.params.filters;
  const allTypes = types.data?.items ?? [];
  return (
    <>
      <PageHeader
        title={t('policies.title')}
        subtitle={t('policies.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ policy: null })} data-testid="leave-policy-new">
            {t('policies.new')}
          </Button>
        }
      />
      <FilterBar active={Boolean(leaveTypeId || archived)} onClear={list.clearFilters}>
        <TextField select size="small" label={t('fields.type')} value={leaveTypeId} onChange={(e) => list.setFilter('leaveTypeId', e.target.value)} sx={{ minWidth: 220 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {allTypes.map((x) => (
            <MenuItem key={x.id} value={x.id}>
              {x.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label={t('policies.archivedFilter')} value={archived} onChange={(e) => list.setFilter('archived', e.target.value)} sx={{ minWidth: 200 }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="false">{t('policies.inForce')}</MenuItem>
          <MenuItem value="true">{t('policies.archived')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} label={t('policies.title')} emptyTitle={t('policies.empty')} testId="leave-policies-grid" />
      <PolicyDialog
        open={editing !== null}
        policy={editing?.policy ?? null}
        types={allTypes}
        conventions={canVersions}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          notify(t('policies.saved', { name: saved.leaveType.name, version: saved.version }));
          list.reload();
          types.reload();
        }}
      />
      <PolicyVersionsDialog policy={history} onClose={() => setHistory(null)} onRolledBack={list.reload} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('policies.deleteTitle', { name: deleting?.leaveType.name ?? '' })}
        message={t('policies.deleteMessage')}
        confirmLabel={t('common:actions.delete')}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          const answer = await api.delete<DeletePolicyResult>(PATHS.policy((deleting as LeavePolicy).id));
          notify(t(answer.result === 'DELETED' ? 'policies.deleted' : 'policies.archivedDone'));
          list.reload();
          types.reload();
        }}
      />
    </>
  );
}
