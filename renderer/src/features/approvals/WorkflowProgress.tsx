import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import type { WorkflowInstance } from './api';

export const STEP_TONES = {
  NOTIFIED: 'info',
  SKIPPED: 'default',
  TIMED_OUT: 'error',
  PENDING: 'warning',
} as const;
export const INSTANCE_TONES = { TIMED_OUT: 'error', PENDING: 'warning' } as const;

/** The steps of an approval request: who decided what and when, who is asked now, what comes next. */
export function WorkflowProgress({ instance }: { instance: WorkflowInstance }) {
  const { t, i18n } = useTranslation('workflow');
  const language = i18n.resolvedLanguage ?? 'fr';
  const active = instance.steps.findIndex((s) => s.status === 'PENDING');
  return (
    <Box data-testid="workflow-progress">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2">{instance.definitionName}</Typography>
        <StatusChip status={instance.status} labelPrefix="workflow:instanceStatus" tones={INSTANCE_TONES} />
      </Stack>
      <Stepper orientation="vertical" activeStep={active === -1 ? instance.steps.length : active} nonLinear>
        {instance.steps.map((step) => (
          <Step key={step.order} completed={step.status !== null && step.status !== 'PENDING'} expanded>
            <StepLabel
              error={step.status === 'REJECTED' || step.status === 'TIMED_OUT'}
              optional={
                step.status ? (
                  <StatusChip status={step.status} labelPrefix="workflow:stepStatus" tones={STEP_TONES} />
                ) : (
                  <Typography variant="caption" color="text.secondary">
                    {t('progress.upcoming')}
                  </Typography>
                )
              }
            >
              {step.name}
            </StepLabel>
            <StepContent>
              <Stack spacing={0.25}>
                {step.approvers.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    {t(step.kind === 'NOTIFY' ? 'progress.notified' : 'progress.approvers', {
                      names: step.approvers.map((a) => a.name).join(', '),
                    })}
                  </Typography>
                )}
                {step.actedBy && step.status !== 'NOTIFIED' && (
                  <Typography variant="body2">
                    {t('progress.actedBy', {
                      name: step.actedBy.name,
                      at: formatDateTime(step.actedAt, language),
                    })}
                    {step.onBehalfOf && ` ${t('progress.onBehalfOf', { name: step.onBehalfOf.name })}`}
                  </Typography>
                )}
                {step.delegatedBy && (
                  <Typography variant="body2" color="text.secondary">
                    {t('progress.delegatedBy', { name: step.delegatedBy.name })}
                  </Typography>
                )}
                {step.skipReason && (
                  <Typography variant="body2" color="text.secondary">
                    {t(`skipReason.${step.skipReason}`)}
                  </Typography>
                )}
                {step.status === 'PENDING' && step.dueAt && (
                  <Typography variant="body2" color="warning.main">
                    {t(step.timeoutAction === 'FAIL' ? 'progress.dueFail' : 'progress.dueSkip', {
                      at: formatDateTime(step.dueAt, language),
                    })}
                  </Typography>
                )}
                {step.comment && (
                  <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                    « {step.comment} »
                  </Typography>
                )}
              </Stack>
            </StepContent>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}
