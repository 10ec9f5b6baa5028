import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useMe } from '../../../app/auth/AuthContext';
import { formatDate } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { DELEGATIONS_PATH, revokePath, type Delegation } from '../api';
import { DelegationDialog } from './DelegationDialog';

const state = (d: Delegation) => (d.revokedAt ? 'REVOKED' : d.inForce ? 'ACTIVE' : 'INACTIVE');

/** My delegations, given and received: create one for an absence, end one early. */
export function DelegationsPanel() {
  const { t, i18n } = useTranslation('workflow');
  const me = useMe();
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<Delegation>(DELEGATIONS_PATH, { sort: '-startsOn' });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<Delegation | null>(null);

  const columns = useMemo<GridColDef<Delegation>[]>(
    () => [
      {
        field: 'delegator',
        headerName: t('delegations.delegator'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => row.delegator.name,
      },
      {
        field: 'delegate',
        headerName: t('delegations.delegate'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => row.delegate.name,
      },
      {
        field: 'startsOn',
        headerName: t('delegations.startsOn'),
        width: 120,
        valueFormatter: (v: string) => formatDate(v, language),
      },
      {
        field: 'endsOn',
        headerName: t('delegations.endsOn'),
        width: 120,
        valueFormatter: (v: string) => formatDate(v, language),
      },
      {
        field: 'entityTypes',
        headerName: t('delegations.entityTypes'),
        flex: 1,
        minWidth: 180,
        sortable: false,
        valueGetter: (_v, row) =>
          row.entityTypes.length
            ? row.entityTypes.map((type) => t(`entityType.${type}`)).join(', ')
            : t('delegations.allTypes'),
      },
      {
        field: 'state',
        headerName: t('fields.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={state(row)} labelPrefix="workflow:delegations.state" />,
      },
      {
        field: 'actions',
        headerName: '',
        width: 130,
        sortable: false,
        renderCell: ({ row }) =>
          row.delegator.userId === me.user.id && !row.revokedAt ? (
            <Button size="small" color="error" onClick={() => setRevoking(row)}>
              {t('delegations.revoke')}
            </Button>
          ) : null,
      },
    ],
    [t, language, me.user.id],
  );

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setCreating(true)}
          data-testid="delegation-create"
        >
          {t('delegations.create')}
        </Button>
      </Stack>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('delegations.title')}
        emptyTitle={t('delegations.empty')}
        emptyDescription={t('delegations.emptyHelp')}
        testId="delegations-grid"
      />
      <DelegationDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          notify(t('delegations.created'));
          list.reload();
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('delegations.revokeTitle')}
        message={t('delegations.revokeMessage', { name: revoking?.delegate.name ?? '' })}
        confirmLabel={t('delegations.revoke')}
        destructive
        onConfirm={async () => {
          if (!revoking) return;
          await api.post(revokePath(revoking.id));
          notify(t('delegations.revoked'));
          list.reload();
        }}
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
