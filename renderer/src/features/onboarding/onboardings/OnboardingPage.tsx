import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth, useMe } from '../../../app/auth/AuthContext';
import { formatDate } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PageHeader } from '../../../components/layout/PageHeader';
import { DecisionButtons } from '../../approvals/DecisionButtons';
import { WorkflowProgress } from '../../approvals/WorkflowProgress';
import {
  ONBOARDING,
  ONBOARDING_TONES,
  onboardingPath,
  taskActionPath,
  type Onboarding,
  type OnboardingTask,
} from '../api';

/** An onboarding's checklist: each step's owner and due date; owners tick their steps. */
export function OnboardingPage() {
  const { t, i18n } = useTranslation('onboarding');
  const { onboardingId = '' } = useParams();
  const me = useMe();
  const { can } = useAuth();
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const onboarding = useApiQuery<Onboarding>(onboardingPath(onboardingId));
  const [error, setError] = useState<unknown>(null);
  const [cancelling, setCancelling] = useState(false);
  const manager = can(ONBOARDING);

  if (!onboarding.data)
    return onboarding.loading ? <LoadingState /> : <ProblemAlert error={onboarding.error} />;
  const o = onboarding.data;
  const mine = (task: OnboardingTask) =>
    manager ||
    task.owner?.userId === me.user.id ||
    (task.ownerType === 'ROLE' && me.roles.includes(task.ownerRoleName ?? ''));
  const toggle = async (task: OnboardingTask) => {
    setError(null);
    try {
      await api.post(
        taskActionPath(o.id, task.id, task.status === 'DONE' ? 'reopen' : 'complete'),
        task.status === 'DONE' ? undefined : {},
      );
      onboarding.reload();
    } catch (err) {
      setError(err);
    }
  };
  const ownerLabel = (task: OnboardingTask) =>
    task.ownerType === 'ROLE'
      ? t(`common:roles.${task.ownerRoleName}`, { defaultValue: task.ownerRoleName ?? '' })
      : (task.owner?.name ?? t(`ownerType.${task.ownerType}`));

  return (
    <>
      <PageHeader
        title={t('onboardings.detailTitle', { name: o.employee.name })}
        subtitle={t('onboardings.detailSubtitle', {
          template: o.templateName,
          date: formatDate(o.startDate, language),
        })}
        breadcrumbs={[{ label: t('onboardings.title'), to: '/hr/onboardings' }, { label: o.employee.name }]}
        actions={
          manager &&
          (o.status === 'IN_PROGRESS' || o.status === 'PENDING_APPROVAL') && (
            <Button color="error" onClick={() => setCancelling(true)}>
              {t('onboardings.cancel')}
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        <StatusChip
          status={o.status}
          labelPrefix="onboarding:onboardingStatus"
          tones={ONBOARDING_TONES}
          size="medium"
        />
        <DecisionButtons instance={o.workflow} onDecided={onboarding.reload} />
      </Stack>
      <ProblemAlert error={error} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: o.workflow ? 8 : 12 }}>
          <Card data-testid="onboarding-checklist">
            <CardHeader
              title={t('onboardings.checklist')}
              subheader={t('onboardings.progress', { done: o.progress.done, total: o.progress.total })}
              slotProps={{ title: { variant: 'h6', component: 'h2' } }}
            />
            <LinearProgress
              variant="determinate"
              value={o.progress.total ? (100 * o.progress.done) / o.progress.total : 0}
              aria-label={t('fields.progress')}
              aria-valuetext={t('onboardings.progress', { done: o.progress.done, total: o.progress.total })}
              sx={{ mx: 2 }}
            />
            <CardContent>
              {o.status === 'PENDING_APPROVAL' && (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {t('onboardings.lockedUntilApproved')}
                </Typography>
              )}
              <List disablePadding>
                {o.tasks.map((task) => (
                  <ListItem key={task.id} disableGutters data-testid={`task-${task.position}`}>
                    <ListItemIcon>
                      <Checkbox
                        edge="start"
                        checked={task.status === 'DONE'}
                        disabled={
                          o.status !== 'IN_PROGRESS' || !mine(task) || (task.status === 'DONE' && !manager)
                        }
                        onChange={() => void toggle(task)}
                        slotProps={{ input: { 'aria-label': task.title } }}
                      />
                    </ListItemIcon>
                    <ListItemText
                      primary={task.title}
                      secondary={
                        <>
                          {ownerLabel(task)} ·{' '}
                          {t('onboardings.due', { date: formatDate(task.dueDate, language) })}
                          {task.overdue && (
                            <Typography component="span" color="error" variant="body2">
                              {' '}
                              · {t('onboardings.overdue')}
                            </Typography>
                          )}
                          {task.completedBy &&
                            ` · ${t('onboardings.doneBy', { name: task.completedBy.name })}`}
                          {task.note && ` — ${task.note}`}
                        </>
                      }
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
        {o.workflow && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Card>
              <CardHeader
                title={t('onboardings.approval')}
                slotProps={{ title: { variant: 'h6', component: 'h2' } }}
              />
              <CardContent sx={{ pt: 0 }}>
                <WorkflowProgress instance={o.workflow} />
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
      <ConfirmDialog
        open={cancelling}
        title={t('onboardings.cancelTitle')}
        message={t('onboardings.cancelMessage', { name: o.employee.name })}
        destructive
        onConfirm={async () => {
          await api.post(`${onboardingPath(o.id)}/cancel`, {});
          notify(t('onboardings.cancelled'));
          onboarding.reload();
        }}
        onClose={() => setCancelling(false)}
      />
    </>
  );
}
