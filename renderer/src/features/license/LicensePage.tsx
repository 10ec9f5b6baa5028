import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { isLicenseBlocked } from '../../app/license/notice';
import { DownloadButton } from '../../components/files/DownloadButton';
import { FileUpload } from '../../components/files/FileUpload';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { useNotify } from '../../components/feedback/Notifier';
import { PageHeader } from '../../components/layout/PageHeader';
import { LICENSE_MAX_BYTES, LICENSE_PATHS, type LicenseActivationView, type LicenseFingerprintView, type LicenseStatusView } from './api';
import { FingerprintCard } from './FingerprintCard';
import { LicenseStatusCard } from './LicenseStatusCard';

/**
 * The installation's license (on-premise): its status, and how to get one — export a request for
 * the vendor (no network call), then import the `.lic` received. Also the activation screen the
 * administrators are taken to while no valid license is installed.
 */
export function LicensePage() {
  const { t } = useTranslation('license');
  const notify = useNotify();
  const { refreshMe } = useAuth();
  const status = useApiQuery<LicenseStatusView>(LICENSE_PATHS.status);
  const fingerprint = useApiQuery<LicenseFingerprintView>(LICENSE_PATHS.fingerprint);

  const imported = (result: LicenseActivationView) => {
    notify(t(`imported.${result.outcome}`));
    status.reload();
    void refreshMe();
  };

  const blocked = status.data ? isLicenseBlocked(status.data) : false;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ProblemAlert error={status.error ?? fingerprint.error} />
      {blocked && (
        <Alert severity="error" sx={{ mb: 3 }} data-testid="license-activation">
          <AlertTitle>{t('activation.title')}</AlertTitle>
          {t('activation.text')}
        </Alert>
      )}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          {status.data ? <LicenseStatusCard license={status.data} /> : <LoadingState />}
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={3}>
            <Card>
              <CardHeader title={t('request.title')} slotProps={{ title: { variant: 'h4', component: 'h2' } }} />
              <CardContent sx={{ pt: 0 }}>
                <Typography variant="body2" sx={{ mb: 2 }}>
                  {t('request.text')}
                </Typography>
                <DownloadButton
                  path={LICENSE_PATHS.requestExport}
                  fallbackName="baobab-license-request.txt"
                  label={t('request.export')}
                  data-testid="license-export"
                />
              </CardContent>
            </Card>
            <Card>
              <CardHeader title={t('import.title')} slotProps={{ title: { variant: 'h4', component: 'h2' } }} />
              <CardContent sx={{ pt: 0 }}>
                <Typography variant="body2" sx={{ mb: 2 }}>
                  {t('import.text')}
                </Typography>
                <FileUpload<LicenseActivationView>
                  path={LICENSE_PATHS.activate}
                  accept=".lic,text/plain"
                  maxBytes={LICENSE_MAX_BYTES}
                  label={t('import.choose')}
                  onUploaded={imported}
                />
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={12}>{fingerprint.data && <FingerprintCard fingerprint={fingerprint.data} />}</Grid>
      </Grid>
    </>
  );
}
