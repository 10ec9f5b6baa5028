import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OPEN_OFFBOARDING_STATUSES, OPEN_ONBOARDING_STATUSES } from '../../../../shared/onboarding';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import type { ProfileTabProps } from '../../app/registry';
import { formatDate } from '../../components/dates/isoDate';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import {
  OFFBOARDING,
  OFFBOARDING_TONES,
  ONBOARDING,
  ONBOARDING_TONES,
  OFFBOARDINGS_PATH,
  ONBOARDINGS_PATH,
  onboardingPath,
  type Offboarding,
  type Onboarding,
} from './api';
import { InitiateOffboardingDialog } from './offboardings/InitiateOffboardingDialog';
import { StartOnboardingDialog } from './onboardings/StartOnboardingDialog';

/**
 * The employee's latest record of a list (`/hr/onboardings`, `/hr/offboardings`), or `none` when
 * they have none: the list answers an empty page, so nothing is asked that does not exist.
 */
function useLatest<T>(listPath: string, employeeId: string) {
  const query = useApiQuery<ListEnvelope<T>>(listPath, { employeeId, sort: '-createdAt', pageSize: 1 });
  const data = query.data?.items[0];
  return { ...query, data, none: query.data !== undefined && data === undefined };
}

function JourneyCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardHeader title={title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

function OnboardingCard({ employeeId, employeeName, employeeStatus }: ProfileTabProps) {
  const { t, i18n } = useTranslation('onboarding');
  const notify = useNotify();
  const [starting, setStarting] = useState(false);
  const latest = useLatest<Onboarding>(ONBOARDINGS_PATH, employeeId);
  const language = i18n.resolvedLanguage ?? 'fr';
  const o = latest.data;
  const canStart =
    employeeStatus !== 'TERMINATED' &&
    (latest.none || (o !== undefined && !OPEN_ONBOARDING_STATUSES.includes(o.status)));
  let body: ReactNode;
  if (latest.loading && !o && !latest.none) body = <LoadingState />;
  else if (latest.error) body = <ProblemAlert error={latest.error} />;
  else if (!o) body = <Typography color="text.secondary">{t('journey.noOnboarding')}</Typography>;
  else
    body = (
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StatusChip status={o.status} labelPrefix="onboarding:onboardingStatus" tones={ONBOARDING_TONES} />
          <Typography variant="body2" color="text.secondary">
            {t('onboardings.detailSubtitle', {
              template: o.templateName,
              date: formatDate(o.startDate, language),
            })}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={o.progress.total ? (100 * o.progress.done) / o.progress.total : 0}
          aria-label={t('fields.progress')}
          aria-valuetext={t('onboardings.progress', o.progress)}
        />
        <Typography variant="body2">{t('onboardings.progress', o.progress)}</Typography>
        <div>
          <Button component={RouterLink} to={onboardingPath(o.id)} data-testid="journey-onboarding-open">
            {t('journey.openChecklist')}
          </Button>
        </div>
      </Stack>
    );
  return (
    <JourneyCard title={t('journey.onboarding')} testId="journey-onboarding">
      {body}
      {canStart && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          onClick={() => setStarting(true)}
          data-testid="journey-onboarding-start"
        >
          {t('onboardings.start')}
        </Button>
      )}
      {starting && (
        <StartOnboardingDialog
          open
          employee={{ id: employeeId, name: employeeName }}
          onClose={() => setStarting(false)}
          onStarted={() => {
            setStarting(false);
            notify(t('onboardings.started', { name: employeeName }));
            latest.reload();
          }}
        />
      )}
    </JourneyCard>
  );
}

function OffboardingCard({ employeeId, employeeName, employeeStatus }: ProfileTabProps) {
  const { t, i18n } = useTranslation('onboarding');
  const notify = useNotify();
  const [initiating, setInitiating] = useState(false);
  const latest = useLatest<Offboarding>(OFFBOARDINGS_PATH, employeeId);
  const language = i18n.resolvedLanguage ?? 'fr';
  const o = latest.data;
  const canInitiate =
    employeeStatus !== 'TERMINATED' &&
    (latest.none || (o !== undefined && !OPEN_OFFBOARDING_STATUSES.includes(o.status)));
  let body: ReactNode;
  if (latest.loading && !o && !latest.none) body = <LoadingState />;
  else if (latest.error) body = <ProblemAlert error={latest.error} />;
  else if (!o) body = <Typography color="text.secondary">{t('journey.noOffboarding')}</Typography>;
  else
    body = (
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <StatusChip
            status={o.status}
            labelPrefix="onboarding:offboardingStatus"
            tones={OFFBOARDING_TONES}
          />
          <Typography variant="body2" color="text.secondary">
            {t(`reason.${o.reason}`)} · {t('fields.exitDate')} {formatDate(o.exitDate, language)}
          </Typography>
        </Stack>
        <Typography variant="body2">
          {t(`offboardings.explain.${o.status}`, { date: formatDate(o.exitDate, language) })}
        </Typography>
        <div>
          <Button
            component={RouterLink}
            to={`/hr/offboarding/${employeeId}`}
            data-testid="journey-offboarding-open"
          >
            {t('journey.openDeparture')}
          </Button>
        </div>
      </Stack>
    );
  return (
    <JourneyCard title={t('journey.offboarding')} testId="journey-offboarding">
      {body}
      {canInitiate && (
        <Button
          variant="outlined"
          color="warning"
          sx={{ mt: 2 }}
          onClick={() => setInitiating(true)}
          data-testid="journey-offboarding-initiate"
        >
          {t('offboardings.initiate')}
        </Button>
      )}
      {initiating && (
        <InitiateOffboardingDialog
          open
          employee={{ id: employeeId, name: employeeName }}
          onClose={() => setInitiating(false)}
          onDone={() => {
            setInitiating(false);
            notify(t('offboardings.initiated', { name: employeeName }));
            latest.reload();
          }}
        />
      )}
    </JourneyCard>
  );
}

/**
 * The "Arrival and departure" tab of the employee profile: their latest onboarding and departure,
 * and the way to start one, each shown to who manages it (onboarding.manage, offboarding.manage).
 */
export function EmployeeJourneyTab(props: ProfileTabProps) {
  const { can } = useAuth();
  return (
    <Grid container spacing={3}>
      {can(ONBOARDING) && (
        <Grid size={{ xs: 12, md: 6 }}>
          <OnboardingCard {...props} />
        </Grid>
      )}
      {can(OFFBOARDING) && (
        <Grid size={{ xs: 12, md: 6 }}>
          <OffboardingCard {...props} />
        </Grid>
      )}
    </Grid>
  );
}
