import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { USER_QUOTA } from '../../../../../shared/license';
import { api } from '../../../app/api';
import { formatDate, formatDateTime } from '../../../components/dates/isoDate';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { problemTitle } from '../../../components/feedback/ProblemAlert';
import { L, LICENSE_TONES, type LicenseKeyViewT } from './api';
import { optionsText } from './options';

/** The instance's keys, newest first: each renews the one below it. */
export function KeyChain({ instanceId, keys }: { instanceId: string; keys: LicenseKeyViewT[] }) {
  const { t, i18n } = useTranslation('licenseIssuer');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const sequenceOf = new Map(keys.map((k) => [k.id, k.sequence]));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('keys.title')}
        </Typography>
        {keys.length === 0 ? (
          <Typography color="text.secondary">{t('keys.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('keys.title')} data-testid="license-key-chain">
            <TableHead>
              <TableRow>
                <TableCell>{t('keys.sequence')}</TableCell>
                <TableCell>{t('fields.status')}</TableCell>
                <TableCell>{t('keys.issuedAt')}</TableCell>
                <TableCell>{t('fields.expiresAt')}</TableCell>
                <TableCell>{t('keys.renews')}</TableCell>
                <TableCell>{t('issue.modules')}</TableCell>
                <TableCell>{t('keys.issuedBy')}</TableCell>
                <TableCell>{t('keys.mailedAt')}</TableCell>
                <TableCell>{t('keys.file')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {keys.map((k) => (
                <TableRow key={k.id} data-testid={`license-key-${k.sequence}`} data-status={k.status}>
                  <TableCell>#{k.sequence}</TableCell>
                  <TableCell>
                    <StatusChip status={k.status} labelPrefix="licenseIssuer:keyStatuses" tones={LICENSE_TONES} />
                  </TableCell>
                  <TableCell>{formatDateTime(k.issuedAt, language)}</TableCell>
                  <TableCell>{formatDate(k.expiresAt.slice(0, 10), language)}</TableCell>
                  <TableCell>{k.renewedFromKeyId ? `#${sequenceOf.get(k.renewedFromKeyId) ?? '?'}` : '—'}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                      {k.modules.map((m) => (
                        <Chip
                          key={m.module}
                          size="small"
                          label={`${t(`common:modules.${m.module}`, { defaultValue: m.module })}${m.quotas[USER_QUOTA] !== undefined ? ` (${t('keys.users', { count: m.quotas[USER_QUOTA] })})` : ''}`}
                        />
                      ))}
                    </Stack>
                    {k.modules
                      .filter((m) => Object.keys(m.options).length > 0)
                      .map((m) => (
                        <Typography key={m.module} variant="caption" component="div" color="text.secondary">
                          {t(`common:modules.${m.module}`, { defaultValue: m.module })} : {optionsText(m.options)}
                        </Typography>
                      ))}
                  </TableCell>
                  <TableCell>{k.issuedByOperatorEmail ?? '—'}</TableCell>
                  <TableCell>{k.mailedAt ? formatDateTime(k.mailedAt, language) : '—'}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      startIcon={<DownloadOutlined />}
                      data-testid={`license-key-download-${k.sequence}`}
                      onClick={() => api.download(L.download(instanceId, k.id)).catch((err: unknown) => notify(problemTitle(t, err), 'error'))}
                    >
                      {t('actions.download')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
