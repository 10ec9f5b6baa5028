import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDate, formatDateTime } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PageHeader } from '../../../components/layout/PageHeader';
import { DecisionButtons } from '../../approvals/DecisionButtons';
import { WorkflowProgress } from '../../approvals/WorkflowProgress';
import { OFFBOARDING_TONES, offboardingPath, type Offboarding } from '../api';

/** An employee's departure: reason, exit date, approval progress; approve, reject or cancel it. */
export function OffboardingPage() {
  const { t, i18n } = useTranslation('onboarding');
  const { employeeId = '' } = useParams();
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const offboarding = useApiQuery<Offboarding>(offboardingPath(employeeId));
  const [cancelling, setCancelling] = useState(false);
  if (!offboarding.data)
    return offboarding.loading ? <LoadingState /> : <ProblemAlert error={offboarding.error} />;
  const o = offboarding.data;
  const open = o.status === 'PENDING_APPROVAL' || o.status === 'SCHEDULED';
  return (
    <>
      <PageHeader
        title={t('offboardings.detailTitle', { name: o.employee.name })}
        breadcrumbs={[{ label: t('offboardings.title'), to: '/hr/offboardings' }, { label: o.employee.name }]}
        actions={
          open && (
            <Button color="error" onClick={() => setCancelling(true)} data-testid="offboarding-cancel">
              {t('offboardings.cancel')}
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <StatusChip
          status={o.status}
          labelPrefix="onboarding:offboardingStatus"
          tones={OFFBOARDING_TONES}
          size="medium"
        />
        <DecisionButtons instance={o.workflow} onDecided={offboarding.reload} />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card data-testid="offboarding-summary">
            <CardHeader
              title={t('offboardings.summary')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <Stack spacing={1}>
                <Typography variant="body2">
                  {t('fields.reason')} : <strong>{t(`reason.${o.reason}`)}</strong>
                </Typography>
                <Typography variant="body2">
                  {t('fields.exitDate')} : <strong>{formatDate(o.exitDate, language)}</strong>
                </Typography>
                {o.comment && <Typography variant="body2">{o.comment}</Typography>}
                <Typography variant="body2" color="text.secondary">
                  {t('offboardings.initiatedOn', {
                    name: o.initiatedBy?.name ?? '—',
                    at: formatDateTime(o.createdAt, language),
                  })}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`offboardings.explain.${o.status}`, { date: formatDate(o.exitDate, language) })}
                </Typography>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardHeader
              title={t('offboardings.approval')}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              {o.workflow ? (
                <WorkflowProgress instance={o.workflow} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('offboardings.noCircuit')}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={cancelling}
        title={t('offboardings.cancelTitle')}
        message={t('offboardings.cancelMessage', { name: o.employee.name })}
        destructive
        onConfirm={async () => {
          await api.post(`${offboardingPath(employeeId)}/cancel`, {});
          notify(t('offboardings.cancelled'));
          offboarding.reload();
        }}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
