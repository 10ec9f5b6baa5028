import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import type { LicenseStatusView } from './api';

const TONES = { INVALID: 'error', REVOKED: 'error', SUSPENDED: 'error', EXPIRED: 'error', GRACE_PERIOD: 'warning', ACTIVE: 'success' } as const;

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-all' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

/** The installation's license as the server evaluates it: status and why, dates, modules, user limit. */
export function LicenseStatusCard({ license }: { license: LicenseStatusView }) {
  const { t, i18n } = useTranslation('license');
  const language = i18n.resolvedLanguage ?? 'fr';
  const none = t('status.none');
  const date = (value: string | null) => (value ? formatDateTime(value, language) : none);
  return (
    <Card>
      <CardHeader
        title={t('status.title')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={<StatusChip status={license.status} labelPrefix="license:statuses" tones={TONES} size="medium" />}
      />
      <CardContent sx={{ pt: 0 }}>
        {license.reason && (
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="license-reason">
            {t(`reasons.${license.reason}`)} — {license.detail}
          </Typography>
        )}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
          <Field label={t('status.instanceCode')} value={license.instanceCode ?? none} testId="license-instance" />
          <Field label={t('status.licenseKeyId')} value={license.licenseKeyId ?? none} />
          <Field label={t('status.expiresAt')} value={date(license.expiresAt)} testId="license-expires" />
          <Field label={t('status.graceEndsAt')} value={date(license.graceEndsAt)} />
          <Field label={t('status.refreshBy')} value={date(license.refreshBy)} />
          <Field label={t('status.lastSeenAt')} value={date(license.lastSeenAt)} />
          <Field label={t('status.userLimit')} value={license.userLimit === null ? t('status.noLimit') : String(license.userLimit)} />
        </Box>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          {t('status.modules')}
        </Typography>
        {license.modules.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {none}
          </Typography>
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="license-modules">
            {license.modules.map((m) => (
              <Chip key={m.module} label={t(`common:modules.${m.module}`, { defaultValue: m.module })} variant="outlined" />
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
