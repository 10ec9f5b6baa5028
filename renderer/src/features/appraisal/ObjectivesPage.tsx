import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { useMe } from '../../app/auth/AuthContext';
import { StatusChip } from '../../components/feedback/StatusChip';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { OBJECTIVE_TYPES, PARENT_TYPES } from '../../../../shared/appraisal';
import { OBJECTIVE_TONES, PATHS, type Objective, type ObjectiveSummary, type ObjectiveTree } from './api';

type ObjectiveType = (typeof OBJECTIVE_TYPES)[number];

function NewObjectiveDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation('appraisal');
  const me = useMe();
  const canManage = me.permissions.has('evaluation.manage');
  const [value, setValue] = useState({ title: '', type: 'INDIVIDUAL' as ObjectiveType, parentId: '', weighting: '100' });
  const parents = useApiQuery<ListEnvelope<ObjectiveSummary>>(open ? PATHS.objectives : null, { type: PARENT_TYPES[value.type].join(',') || 'NONE', pageSize: 200 });
  const [error, setError] = useState<unknown>(null);
  const save = async () => {
    setError(null);
    try {
      await api.post(PATHS.objectives, { title: value.title, type: value.type, parentId: value.parentId || null, weighting: Number(value.weighting) || 0 });
      onCreated();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="objective-dialog">
      <DialogTitle>{t('objectives.new')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <ProblemAlert error={error} /> : null}
          <TextField label={t('fields.title')} value={value.title} onChange={(e) => setValue({ ...value, title: e.target.value })} required slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'objective-title' } }} />
          <TextField select label={t('fields.type')} value={value.type} onChange={(e) => setValue({ ...value, type: e.target.value as ObjectiveType, parentId: '' })}>
            {OBJECTIVE_TYPES.filter((type) => canManage || type === 'INDIVIDUAL').map((type) => <MenuItem key={type} value={type}>{t(`objectiveTypes.${type}`)}</MenuItem>)}
          </TextField>
          {value.type !== 'COMPANY' && (
            <TextField select label={t('fields.parent')} value={value.parentId} onChange={(e) => setValue({ ...value, parentId: e.target.value })}>
              <MenuItem value="">{t('objectives.noParent')}</MenuItem>
              {(parents.data?.items ?? []).map((o) => <MenuItem key={o.id} value={o.id}>{o.title}</MenuItem>)}
            </TextField>
          )}
          <TextField label={t('fields.weighting')} type="number" value={value.weighting} onChange={(e) => setValue({ ...value, weighting: e.target.value })} slotProps={{ htmlInput: { min: 0, max: 100 } }} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={save} data-testid="objective-save">{t('actions.create')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function ObjectiveDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const detail = useApiQuery<Objective>(id ? PATHS.objective(id) : null);
  const tree = useApiQuery<ObjectiveTree>(id ? `${PATHS.objective(id)}/tree` : null);
  const [asking, setAsking] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const o = detail.data;
  const act = async (action: string, comment?: string) => {
    if (!id) return;
    setError(null);
    try {
      const path = action === 'achieve' ? 'achieved' : action;
      await api.post(`${PATHS.objective(id)}/${path}`, comment ? { comment } : {});
      notify(t(`objectiveActions.${action}.done`));
      detail.reload();
      onChanged();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 480 }, p: 3 } } }}>
      {o && (
        <Stack spacing={2} data-testid="objective-detail">
          <Typography variant="h3" component="h2">{o.title}</Typography>
          <Stack direction="row" spacing={1}>
            <StatusChip status={o.status} labelPrefix="appraisal:objectiveStatus" tones={OBJECTIVE_TONES} />
            <Typography variant="body2">{t(`objectiveTypes.${o.type}`)} · {t('objectives.weighting', { value: o.weighting })}</Typography>
          </Stack>
          <Box>
            <LinearProgress variant="determinate" value={o.progress} aria-label={t('objectives.progress', { value: o.progress })} />
            <Typography variant="caption">{t('objectives.progress', { value: o.progress })}</Typography>
          </Box>
          {error ? <ProblemAlert error={error} /> : null}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {o.allowedActions.filter((a) => a !== 'edit' && a !== 'revise').map((a) => (
              <Button key={a} size="small" variant={a === 'reject' || a === 'not-achieved' ? 'outlined' : 'contained'} color={a === 'reject' || a === 'not-achieved' ? 'error' : 'primary'} onClick={() => (a === 'submit' || a === 'approve' ? act(a) : setAsking(a))} data-testid={`objective-action-${a}`}>
                {t(`objectiveActions.${a}.button`)}
              </Button>
            ))}
          </Stack>
          <Typography variant="h4" component="h3">{t('objectives.tree')}</Typography>
          <Box component="ul" sx={{ pl: 2, m: 0 }} data-testid="objective-tree">
            {tree.data && [{ ...tree.data.root, depth: 0 }, ...tree.data.nodes].map((n) => (
              <Box component="li" key={n.id} sx={{ ml: n.depth * 2, listStyle: 'none' }}>
                {'└ '.repeat(n.depth ? 1 : 0)}{n.title} — {t(`objectiveTypes.${n.type}`)}, {n.progress} %{n.owner ? ` (${n.owner.name})` : ''}
              </Box>
            ))}
          </Box>
          <Typography variant="h4" component="h3">{t('objectives.history')}</Typography>
          <Box component="ul" sx={{ pl: 2, m: 0 }} data-testid="objective-history">
            {o.history.map((h, i) => (
              <li key={i}>
                {h.at.slice(0, 10)} — {t(`objectiveStatus.${h.toStatus}`)}{h.by ? ` (${h.by.name})` : ''}{h.comment ? ` : ${h.comment}` : ''}
              </li>
            ))}
          </Box>
        </Stack>
      )}
      <ReasonDialog
        open={asking !== null}
        title={asking ? t(`objectiveActions.${asking}.button`) : ''}
        message={t('objectives.commentHelp')}
        label={t('objectives.comment')}
        requiredMessage={t('objectives.commentRequired')}
        required={asking === 'not-achieved' || asking === 'reject'}
        confirmLabel={asking ? t(`objectiveActions.${asking}.button`) : ''}
        onClose={() => setAsking(null)}
        onConfirm={async (comment: string) => {
          const action = asking as string;
          setAsking(null);
          await act(action, comment);
        }}
      />
    </Drawer>
  );
}

/** Objectives: the company, team and individual objectives the caller may read, their cascade and decisions. */
export function ObjectivesPage() {
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const list = useServerList<ObjectiveSummary>(PATHS.objectives, { filters: ['scope', 'type', 'status'] });
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const columns = useMemo<GridColDef<ObjectiveSummary>[]>(
    () => [
      { field: 'title', headerName: t('fields.title'), flex: 1.5, minWidth: 180 },
      { field: 'type', headerName: t('fields.type'), width: 130, valueFormatter: (v: string) => t(`objectiveTypes.${v}`) },
      { field: 'owner', headerName: t('fields.owner'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_v, row) => row.owner?.name ?? '—' },
      { field: 'weighting', headerName: t('fields.weighting'), width: 100, sortable: false, valueFormatter: (v: number) => `${v} %` },
      { field: 'progress', headerName: t('fields.progress'), width: 120, sortable: false, valueFormatter: (v: number) => `${v} %` },
      { field: 'status', headerName: t('fields.status'), width: 160, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="appraisal:objectiveStatus" tones={OBJECTIVE_TONES} /> },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t('objectives.title')} subtitle={t('objectives.subtitle')} actions={<Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} data-testid="objective-new">{t('objectives.new')}</Button>} />
      <ServerDataGrid list={list} columns={columns} label={t('objectives.title')} emptyTitle={t('objectives.empty')} onRowClick={(row) => setOpened(row.id)} testId="objectives-grid" />
      <NewObjectiveDialog open={creating} onClose={() => setCreating(false)} onCreated={() => { setCreating(false); notify(t('objectives.created')); list.reload(); }} />
      <ObjectiveDrawer id={opened} onClose={() => setOpened(null)} onChanged={list.reload} />
    </>
  );
}
