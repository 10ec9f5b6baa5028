import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { StatusChip } from '../../components/feedback/StatusChip';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';
import { DetailList } from '../../components/layout/DetailList';
import { OBJECTIVE_TONES, PATHS, type Objective, type ObjectiveTree } from './api';
import { ObjectiveFormDialog } from './ObjectiveFormDialog';
import { ObjectiveProgressDialog } from './ObjectiveProgressDialog';

/** Decisions the drawer offers as buttons; edit and progress open their dialogs, revise happens by editing. */
const DECISIONS = ['submit', 'approve', 'reject', 'achieve', 'not-achieved'] as const;

/** One objective: figures, milestones, KPIs, its cascade, its history (final decisions included) and what the caller may do. */
export function ObjectiveDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const detail = useApiQuery<Objective>(id ? PATHS.objective(id) : null);
  const tree = useApiQuery<ObjectiveTree>(id ? `${PATHS.objective(id)}/tree` : null);
  const [asking, setAsking] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [progressing, setProgressing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const o = detail.data;
  const refresh = () => {
    detail.reload();
    tree.reload();
    onChanged();
  };
  const act = async (action: string, comment?: string) => {
    if (!id) return;
    setError(null);
    try {
      const path = action === 'achieve' ? 'achieved' : action;
      await api.post(`${PATHS.objective(id)}/${path}`, comment ? { comment } : {});
      notify(t(`objectiveActions.${action}.done`));
      refresh();
    } catch (err) {
      setError(err);
    }
  };
  const decisions = o ? DECISIONS.filter((a) => o.allowedActions.includes(a)) : [];
  return (
    <Drawer anchor="right" open={id !== null} onClose={onClose} slotProps={{ paper: { 'aria-labelledby': 'objective-drawer-title', sx: { width: { xs: '100%', sm: 520 }, p: 3 } } }}>
      {o && (
        <Stack spacing={2} data-testid="objective-detail">
          <Typography variant="h3" component="h2" id="objective-drawer-title">{o.title}</Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StatusChip status={o.status} labelPrefix="appraisal:objectiveStatus" tones={OBJECTIVE_TONES} />
            <Typography variant="body2">{t(`objectiveTypes.${o.type}`)} · {t('objectives.weighting', { value: o.weighting })}</Typography>
          </Stack>
          <Box>
            <LinearProgress variant="determinate" value={o.progress} aria-label={t('objectives.progress', { value: o.progress })} />
            <Typography variant="caption" data-testid="objective-progress">{t('objectives.progress', { value: o.progress })}</Typography>
          </Box>
          <DetailList
            items={[
              { label: t('fields.owner'), value: o.owner?.name },
              { label: t('fields.dueDate'), value: o.dueDate },
              { label: t('fields.parent'), value: o.parent?.title, wide: true },
              { label: t('objectiveForm.description'), value: o.description, wide: true },
            ]}
          />
          {error ? <ProblemAlert error={error} /> : null}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {o.allowedActions.includes('edit') && (
              <Button size="small" variant="outlined" onClick={() => setEditing(true)} data-testid="objective-action-edit">{t('objectiveForm.edit')}</Button>
            )}
            {o.allowedActions.includes('progress') && (
              <Button size="small" variant="outlined" onClick={() => setProgressing(true)} data-testid="objective-action-progress">{t('objectiveProgress.title')}</Button>
            )}
            {decisions.map((a) => (
              <Button key={a} size="small" variant={a === 'reject' || a === 'not-achieved' ? 'outlined' : 'contained'} color={a === 'reject' || a === 'not-achieved' ? 'error' : 'primary'} onClick={() => (a === 'submit' || a === 'approve' ? act(a) : setAsking(a))} data-testid={`objective-action-${a}`}>
                {t(`objectiveActions.${a}.button`)}
              </Button>
            ))}
          </Stack>
          {o.milestones.length > 0 && (
            <>
              <Typography variant="h4" component="h3">{t('objectiveForm.milestones')}</Typography>
              <Box component="ul" sx={{ pl: 0, m: 0, listStyle: 'none' }} data-testid="objective-milestones">
                {o.milestones.map((m) => (
                  <Box component="li" key={m.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    {m.done ? <CheckBoxOutlined fontSize="small" color="success" /> : <CheckBoxOutlineBlank fontSize="small" />}
                    <span>{m.title}{m.dueDate ? ` — ${m.dueDate}` : ''} ({m.done ? t('objectives.milestoneDone') : t('objectives.milestoneOpen')})</span>
                  </Box>
                ))}
              </Box>
            </>
          )}
          {o.kpis.length > 0 && (
            <>
              <Typography variant="h4" component="h3">{t('objectiveForm.kpis')}</Typography>
              <Box component="ul" sx={{ pl: 2, m: 0 }} data-testid="objective-kpis">
                {o.kpis.map((k) => (
                  <li key={k.id}>{t('objectives.kpiLine', { name: k.name, actual: k.actual, target: k.target, unit: k.unit ?? '', weighting: k.weighting })}</li>
                ))}
              </Box>
            </>
          )}
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
                {h.at.slice(0, 10)} — {t(`objectiveHistory.${h.action}`, { defaultValue: h.action })} → {t(`objectiveStatus.${h.toStatus}`)}
                {h.toStatus === 'NOT_ACHIEVED' || h.toStatus === 'ACHIEVED' ? ` (${t('objectives.final')})` : ''}
                {h.by ? ` · ${h.by.name}` : ''}{h.comment ? ` : « ${h.comment} »` : ''}
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
        destructive={asking === 'not-achieved' || asking === 'reject'}
        confirmLabel={asking ? t(`objectiveActions.${asking}.button`) : ''}
        onClose={() => setAsking(null)}
        onConfirm={async (comment: string) => {
          const action = asking as string;
          setAsking(null);
          await act(action, comment);
        }}
      />
      <ObjectiveFormDialog
        open={editing}
        objective={editing && o ? o : null}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          notify(t('objectiveForm.saved'));
          refresh();
        }}
      />
      <ObjectiveProgressDialog
        objective={progressing && o ? o : null}
        onClose={() => setProgressing(false)}
        onSaved={() => {
          setProgressing(false);
          notify(t('objectiveProgress.saved'));
          refresh();
        }}
      />
    </Drawer>
  );
}
