import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/dates/isoDate';
import type { LicenseFingerprintView } from './api';

const FIELDS = ['machineId', 'motherboardSerial', 'macAddresses', 'cpuModel', 'cpuCores', 'totalMemoryMb', 'hostname', 'dockerDaemonId', 'fingerprintData'] as const;

/** This machine as the license sees it (the request file carries the same fields to the vendor). */
export function FingerprintCard({ fingerprint }: { fingerprint: LicenseFingerprintView }) {
  const { t, i18n } = useTranslation('license');
  const text = (field: (typeof FIELDS)[number]) => {
    const value = fingerprint[field];
    if (Array.isArray(value)) return value.length ? value.join(', ') : t('status.none');
    return value === null ? t('status.none') : String(value);
  };
  return (
    <Card>
      <CardHeader
        title={t('fingerprint.title')}
        subheader={t('fingerprint.collectedAt', { at: formatDateTime(fingerprint.collectedAt, i18n.resolvedLanguage ?? 'fr') })}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {fingerprint.machineIdFallback && (
          <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
            {t('fingerprint.fallback')}
          </Typography>
        )}
        <Table size="small" aria-label={t('fingerprint.title')} data-testid="license-fingerprint">
          <TableBody>
            {FIELDS.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row" sx={{ width: '40%' }}>
                  {t(`fingerprint.fields.${field}`)}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{text(field)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
