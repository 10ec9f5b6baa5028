import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import type { LeaveRequest } from './api';
import { ProofButton } from './ProofButton';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One request as its employee, approvers and administrators read it: the period, the step it
 * waits on and its approvers, the approver's comment (shown to the employee), the administrator's
 * direct decision, the cancellation and its reason, the proof.
 */
export function RequestDetailDialog({ request, onClose }: { request: LeaveRequest | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const r = request;
  const at = (iso: string | null) => (iso ? formatDateTime(iso, language) : '');
  return (
    <Dialog open={r !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="leave-detail-title" data-testid="leave-detail">
      <DialogTitle id="leave-detail-title">{r ? t('detail.title', { type: r.leaveType.name, name: r.employee.name }) : ''}</DialogTitle>
      {r && (
        <DialogContent>
          <Stack component="dl" spacing={1} sx={{ m: 0 }}>
            <Line label={t('fields.status')}>
              <StatusChip status={r.status} labelPrefix="leave:status" />
            </Line>
            <Line label={t('fields.period')}>
              {`${formatDate(r.startDate, language)}${r.startPeriod === 'AFTERNOON' ? ` ${t('periods.pm')}` : ''} → ${formatDate(r.endDate, language)}${r.endPeriod === 'MORNING' ? ` ${t('periods.am')}` : ''}`}
            </Line>
            <Line label={t('fields.days')}>{t('detail.days', { count: r.days, year: r.year })}</Line>
            {r.reason && <Line label={t('detail.reason')}>{r.reason}</Line>}
            <Line label={t('detail.submitted')}>{t('detail.byAt', { name: r.submittedBy?.name ?? r.employee.name, at: at(r.submittedAt) })}</Line>
            {r.currentStep && (
              <Line label={t('fields.step')}>
                {t('detail.step', { name: r.currentStep.name, order: r.currentStep.order, total: r.currentStep.stepCount })}
                {r.currentStep.approvers.length > 0 && ` — ${r.currentStep.approvers.map((a) => a.name).join(', ')}`}
              </Line>
            )}
            {r.decidedAt && !r.override && <Line label={t('detail.decided')}>{t('detail.byAt', { name: r.decidedBy?.name ?? '—', at: at(r.decidedAt) })}</Line>}
            {r.cancelledAt && !r.override && (
              <Line label={t('detail.cancelled')}>
                {t('detail.byAt', { name: r.cancelledBy?.name ?? '—', at: at(r.cancelledAt) })}
                {r.cancelReason && ` — ${r.cancelReason}`}
              </Line>
            )}
            {r.proof && (
              <Line label={t('requestsAdmin.proof')}>
                {r.proof.filename} <ProofButton request={r} />
              </Line>
            )}
          </Stack>
          {r.decisionComment && (
            <Alert severity={r.status === 'REJECTED' ? 'warning' : 'info'} sx={{ mt: 2 }} data-testid="leave-detail-comment">
              {t('detail.comment', { name: r.decidedBy?.name ?? '—', comment: r.decisionComment })}
            </Alert>
          )}
          {r.override && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="leave-detail-override">
              {t('detail.override', { action: t(`requestsAdmin.actions.${r.override.action}`), name: r.override.by?.name ?? '—', at: at(r.override.at), comment: r.override.comment })}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
