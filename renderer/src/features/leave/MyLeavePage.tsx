import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ReasonDialog } from '../../components/feedback/ReasonDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type LeaveBalance, type LeaveRequest, type LeaveType } from './api';
import { Balances } from './Balances';
import { RequestLeaveDialog } from './RequestLeaveDialog';
import { RequestDetailDialog } from './RequestDetailDialog';
import { RequestsGrid } from './RequestsGrid';

/** The caller's balances of the year, their requests (newest first) with cancel, and the request form. */
export function MyLeavePage() {
  const { t } = useTranslation('leave');
  const notify = useNotify();
  const list = useServerList<LeaveRequest>(PATHS.mine, { sort: '-startDate' });
  const balances = useApiQuery<ListEnvelope<LeaveBalance>>(PATHS.balances);
  const types = useApiQuery<ListEnvelope<LeaveType>>(PATHS.types);
  const [requesting, setRequesting] = useState(false);
  const [cancelling, setCancelling] = useState<LeaveRequest | null>(null);
  const [showing, setShowing] = useState<LeaveRequest | null>(null);
  const requestOf = useCallback((r: LeaveRequest) => r, []);
  const actions = useCallback(
    (r: LeaveRequest) => (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
        {r.allowedActions.includes('cancel') && (
          <Button size="small" color="error" onClick={() => setCancelling(r)} data-testid="leave-cancel">
            {t('actions.cancel')}
          </Button>
        )}
        <Button size="small" onClick={() => setShowing(r)} data-testid="leave-details">
          {t('detail.action')}
        </Button>
      </Stack>
    ),
    [t],
  );
  const reload = () => {
    list.reload();
    balances.reload();
  };
  return (
    <>
      <PageHeader
        title={t('mine.title')}
        subtitle={t('mine.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setRequesting(true)} data-testid="leave-new">
            {t('mine.new')}
          </Button>
        }
      />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('balances.title')}
      </Typography>
      <Balances balances={balances.data?.items ?? []} />
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('mine.history')}
        </Typography>
        <RequestsGrid list={list} requestOf={requestOf} label={t('mine.history')} emptyTitle={t('mine.empty')} actions={actions} testId="my-leave-grid" />
      </Stack>
      <RequestLeaveDialog
        open={requesting}
        types={types.data?.items ?? []}
        onClose={() => setRequesting(false)}
        onSubmitted={(r) => {
          setRequesting(false);
          notify(t(r.status === 'APPROVED' ? 'form.doneApproved' : 'form.done', { count: r.days }));
          reload();
        }}
      />
      <ReasonDialog
        open={cancelling !== null}
        title={t('cancel.title')}
        message={t('cancel.message')}
        label={t('cancel.reason')}
        confirmLabel={t('actions.cancel')}
        requiredMessage=""
        destructive
        testId="leave-cancel"
        onClose={() => setCancelling(null)}
        onConfirm={async (reason) => {
          await api.post(PATHS.cancel((cancelling as LeaveRequest).id), reason ? { reason } : {});
          setCancelling(null);
          notify(t('cancel.done'));
          reload();
        }}
      />
      <RequestDetailDialog request={showing} onClose={() => setShowing(null)} />
    </>
  );
}
