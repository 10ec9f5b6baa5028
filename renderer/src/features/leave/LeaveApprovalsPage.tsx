import { useCallback, useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { formatDate } from '../../components/dates/isoDate';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { FilterBar } from '../../components/grid/FilterBar';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { LEAVE_PENDING_SORTS, PATHS, type LeaveRequest, type PendingLeave } from './api';
import { DelegateDialog } from './DelegateDialog';
import { ProofButton } from './ProofButton';
import { RequestsGrid } from './RequestsGrid';

type Decision = { item: PendingLeave; decision: 'approve' | 'reject' };

/** The requests waiting for the caller's decision (as approver or stand-in), sorted by wait, employee or urgency. */
export function LeaveApprovalsPage() {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const notify = useNotify();
  const list = useServerList<PendingLeave>(PATHS.pending, { sort: 'oldest' });
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [delegating, setDelegating] = useState<LeaveRequest | null>(null);
  const requestOf = useCallback((p: PendingLeave) => p.request, []);
  const actions = useCallback(
    (p: PendingLeave) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
        <Button size="small" variant="contained" onClick={() => setDeciding({ item: p, decision: 'approve' })} data-testid="leave-approve">
          {t('actions.approve')}
        </Button>
        <Button size="small" color="error" onClick={() => setDeciding({ item: p, decision: 'reject' })} data-testid="leave-reject">
          {t('actions.reject')}
        </Button>
        {p.request.allowedActions.includes('delegate') && (
          <Button size="small" onClick={() => setDelegating(p.request)} data-testid="leave-delegate">
            {t('delegate.action')}
          </Button>
        )}
        {p.request.proof && <ProofButton request={p.request} />}
      </Stack>
    ),
    [t],
  );
  const extraColumns = useMemo<GridColDef<PendingLeave>[]>(
    () => [
      { field: 'startedAt', headerName: t('fields.waitingSince'), width: 120, sortable: false, valueGetter: (_v: unknown, row: PendingLeave) => formatDate(row.startedAt.slice(0, 10), language) },
      { field: 'step', headerName: t('fields.step'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_v: unknown, row: PendingLeave) => `${row.step.name} (${row.step.order}/${row.stepCount})` },
    ],
    [t, language],
  );
  const sort = list.params.sort ?? 'oldest';
  return (
    <>
      <PageHeader title={t('approvals.title')} subtitle={t('approvals.subtitle')} />
      <FilterBar active={sort !== 'oldest'} onClear={() => list.setSort('oldest')}>
        <TextField select size="small" label={t('approvals.sort')} value={sort} onChange={(e) => list.setSort(e.target.value)} sx={{ minWidth: 220 }} slotProps={{ htmlInput: { 'data-testid': 'leave-sort' } }}>
          {LEAVE_PENDING_SORTS.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`approvals.sorts.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <RequestsGrid list={list} requestOf={requestOf} label={t('approvals.title')} emptyTitle={t('approvals.empty')} showEmployee actions={actions} extraColumns={extraColumns} actionsWidth={320} testId="leave-approvals-grid" />
      <DelegateDialog
        request={delegating}
        onClose={() => setDelegating(null)}
        onDone={(person) => {
          setDelegating(null);
          notify(t('delegate.done', { name: person.name }));
          list.reload();
        }}
      />
      <ReasonDialog
        open={deciding !== null}
        title={t(deciding?.decision === 'reject' ? 'approvals.rejectTitle' : 'approvals.approveTitle', { name: deciding?.item.request.employee.name ?? '' })}
        message={t('approvals.decisionMessage')}
        label={t('approvals.comment')}
        confirmLabel={t(deciding?.decision === 'reject' ? 'actions.reject' : 'actions.approve')}
        requiredMessage=""
        destructive={deciding?.decision === 'reject'}
        testId="leave-decision"
        onClose={() => setDeciding(null)}
        onConfirm={async (comment) => {
          const d = deciding as Decision;
          await api.post(PATHS.decide(d.item.request.id, d.decision), comment ? { comment } : {});
          setDeciding(null);
          notify(t(d.decision === 'approve' ? 'approvals.approved' : 'approvals.rejected'));
          list.reload();
        }}
      />
    </>
  );
}
