import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import type { ListEnvelope } from '../../../app/api/types';
import { formatDateTime } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { formatMoney } from '../../../components/money/moneyText';
import { P, type PlanChangeViewT, type PlanViewT } from '../api';
import { PlanDialog } from './PlanDialog';

type Move = { plan: PlanViewT; action: 'activate' | 'archive' | 'duplicate' | 'delete' };

/** Plans: create, edit, archive or activate, duplicate, delete one no tenant has, and each plan's change history. */
export function PlansTab() {
  const { t, i18n } = useTranslation('operator');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<PlanViewT>(P.plans, { sort: 'sortOrder' });
  const [editing, setEditing] = useState<PlanViewT | 'new' | null>(null);
  const [move, setMove] = useState<Move | null>(null);
  const [history, setHistory] = useState<PlanViewT | null>(null);
  const changes = useApiQuery<ListEnvelope<PlanChangeViewT>>(history ? P.planAction(history.id, 'audit') : null, { pageSize: 100 });
  const columns = useMemo<GridColDef<PlanViewT>[]>(
    () => [
      { field: 'code', headerName: t('catalog.fields.code'), width: 140 },
      { field: 'name', headerName: t('catalog.fields.name'), flex: 1, minWidth: 140 },
      { field: 'monthlyPrice', headerName: t('catalog.fields.monthlyPrice'), width: 150, sortable: false, valueGetter: (_v, r) => formatMoney(r.monthlyPrice, r.currency, language) },
      { field: 'annualPrice', headerName: t('catalog.fields.annualPrice'), width: 160, sortable: false, valueGetter: (_v, r) => formatMoney(r.annualPrice, r.currency, language) },
      { field: 'quotas', headerName: t('catalog.fields.quotaUsers'), width: 110, sortable: false, valueGetter: (_v, r) => r.quotas.users ?? '∞' },
      { field: 'tenantCount', headerName: t('catalog.fields.tenants'), width: 100, sortable: false },
      { field: 'status', headerName: t('catalog.fields.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="operator:catalog.status" /> },
      {
        field: 'actions',
        headerName: '',
        width: 440,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Button size="small" onClick={() => setEditing(row)}>
              {t('catalog.actions.edit')}
            </Button>
            <Button size="small" onClick={() => setMove({ plan: row, action: row.status === 'ACTIVE' ? 'archive' : 'activate' })}>
              {t(row.status === 'ACTIVE' ? 'catalog.actions.archive' : 'catalog.actions.activate')}
            </Button>
            <Button size="small" onClick={() => setMove({ plan: row, action: 'duplicate' })}>
              {t('catalog.actions.duplicate')}
            </Button>
            <Button size="small" onClick={() => setHistory(row)}>
              {t('catalog.actions.history')}
            </Button>
            {row.tenantCount === 0 && (
              <Button size="small" color="error" onClick={() => setMove({ plan: row, action: 'delete' })}>
                {t('catalog.actions.delete')}
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    [t, language],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button variant="contained" onClick={() => setEditing('new')} data-testid="plan-create">
          {t('catalog.plans.create')}
        </Button>
      </Stack>
      <ServerDataGrid list={list} columns={columns} label={t('catalog.tabs.plans')} emptyTitle={t('catalog.plans.empty')} testId="plans-grid" />
      <PlanDialog
        plan={editing === 'new' ? null : editing}
        open={editing !== null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notify(t('catalog.saved'));
          list.reload();
        }}
      />
      <ConfirmDialog
        open={move !== null}
        title={move ? t(`catalog.actions.${move.action}`) : ''}
        message={move ? t(`catalog.confirm.${move.action}`, { code: move.plan.code }) : ''}
        destructive={move?.action === 'delete'}
        onConfirm={async () => {
          if (!move) return;
          if (move.action === 'delete') await api.delete(P.plan(move.plan.id));
          else await api.post(P.planAction(move.plan.id, move.action), move.action === 'duplicate' ? {} : undefined);
          notify(t('catalog.saved'));
          list.reload();
        }}
        onClose={() => setMove(null)}
      />
      <Dialog open={history !== null} onClose={() => setHistory(null)} fullWidth maxWidth="md" aria-labelledby="plan-history-title">
        <DialogTitle id="plan-history-title">{t('catalog.historyTitle', { code: history?.code ?? '' })}</DialogTitle>
        <DialogContent>
          {changes.error ? <ProblemAlert error={changes.error} /> : null}
          <List dense>
            {(changes.data?.items ?? []).map((c) => (
              <ListItem key={c.id} divider>
                <ListItemText
                  primary={`${t(`catalog.changeActions.${c.action}`, { defaultValue: c.action })} — ${c.operatorEmail ?? '—'} — ${formatDateTime(c.createdAt, language)}`}
                  secondary={c.changes.map((ch) => `${ch.field}: ${JSON.stringify(ch.before)} → ${JSON.stringify(ch.after)}`).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
      </Dialog>
    </Stack>
  );
}
