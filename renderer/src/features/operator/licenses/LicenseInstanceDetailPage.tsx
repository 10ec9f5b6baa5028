import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FINGERPRINT_FIELDS } from '../../../../../shared/license';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDate, formatDateTime } from '../../../components/dates/isoDate';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PageHeader } from '../../../components/layout/PageHeader';
import { L, LICENSE_TONES, type LicenseInstanceViewT, type LicenseKeyViewT } from './api';
import { InstanceActions } from './InstanceActions';
import { KeyChain } from './KeyChain';

function Field({ label, value, testId }: { label: string; value: string | number | null | undefined; testId?: string }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {value === null || value === undefined || value === '' ? '—' : value}
      </Typography>
    </Stack>
  );
}

/** One installation: identity, license dates, the machine it was declared from, its key chain and actions. */
export function LicenseInstanceDetailPage() {
  const { t, i18n } = useTranslation('licenseIssuer');
  const { instanceId = '' } = useParams();
  const instance = useApiQuery<LicenseInstanceViewT>(L.instance(instanceId));
  const keys = useApiQuery<LicenseKeyViewT[]>(L.keys(instanceId));
  const language = i18n.resolvedLanguage ?? 'fr';
  if (instance.error) return <ProblemAlert error={instance.error} />;
  if (!instance.data) return <LoadingState />;
  const i = instance.data;
  const reload = () => {
    instance.reload();
    keys.reload();
  };
  const date = (v: string | null) => (v ? formatDate(v.slice(0, 10), language) : null);
  const fingerprint = i.fingerprint as Record<string, unknown>;
  const shown = (v: unknown) => (Array.isArray(v) ? v.join(', ') : v === undefined ? null : String(v));
  return (
    <>
      <PageHeader
        title={i.companyName}
        subtitle={i.instanceCode}
        breadcrumbs={[{ label: t('title'), to: '/operator/licenses' }]}
        actions={<InstanceActions instance={i} latestKey={keys.data?.[0]} onChanged={reload} />}
      />
      {i.statusReason && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('fields.reason')} : {i.statusReason}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                <Typography variant="h6" component="h2">
                  {t('detail.license')}
                </Typography>
                <StatusChip status={i.status} labelPrefix="licenseIssuer:statuses" tones={LICENSE_TONES} />
                <Typography data-testid="license-instance-status" sx={{ display: 'none' }}>
                  {i.status}
                </Typography>
              </Stack>
              <Grid container spacing={2}>
                <Grid size={6}><Field label={t('fields.instanceCode')} value={i.instanceCode} testId="license-instance-code" /></Grid>
                <Grid size={6}><Field label={t('fields.activatedAt')} value={date(i.activatedAt)} /></Grid>
                <Grid size={6}><Field label={t('fields.expiresAt')} value={date(i.expiresAt)} testId="license-instance-expires" /></Grid>
                <Grid size={6}><Field label={t('fields.gracePeriodDays')} value={i.gracePeriodDays} /></Grid>
                <Grid size={6}><Field label={t('fields.maxOfflineDays')} value={i.maxOfflineDays} /></Grid>
                <Grid size={6}><Field label={t('fields.contactName')} value={i.contactName} /></Grid>
                <Grid size={6}><Field label={t('fields.contactEmail')} value={i.contactEmail} /></Grid>
                <Grid size={6}><Field label={t('fields.phone')} value={i.phone} /></Grid>
                <Grid size={6}><Field label={t('fields.country')} value={t(`countries.${i.country}`)} /></Grid>
                <Grid size={6}><Field label={t('fields.registryNumber')} value={i.registryNumber} /></Grid>
              </Grid>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('detail.machine')}
              </Typography>
              {i.request ? (
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="license-request-info">
                  {t('detail.request', { at: formatDateTime(i.request.createdAt, language), version: i.request.appVersion })}
                </Typography>
              ) : (
                <Alert severity="warning" sx={{ mb: 2 }}>
                  {t('detail.noRequest')}
                </Alert>
              )}
              <Grid container spacing={2}>
                {FINGERPRINT_FIELDS.map((f) => (
                  <Grid key={f} size={6}>
                    <Field label={t(`fingerprint.${f}`)} value={shown(fingerprint[f])} testId={`license-fingerprint-${f}`} />
                  </Grid>
                ))}
              </Grid>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {keys.error ? <ProblemAlert error={keys.error} /> : <KeyChain instanceId={i.id} keys={keys.data ?? []} />}
    </>
  );
}
