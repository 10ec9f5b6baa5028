import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { formatDate, formatDateTime } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { PageHeader } from '../../../components/layout/PageHeader';
import { CALENDAR_PATH, PERIODS_PATH, periodActionPath, type PeriodRecord } from '../api';
import { FiscalYearsPanel } from './FiscalYearsPanel';

/** The twelve periods of a year: status, drafts inside, close and reopen; the fiscal calendar (.ics). */
export function PeriodsPage() {
  const { t, i18n } = useTranslation('ledger');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { can } = useAuth();
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const year = Number(search.get('year')) || new Date().getFullYear();
  const periods = useApiQuery<ListEnvelope<PeriodRecord>>(PERIODS_PATH, { year });
  const [pending, setPending] = useState<{ period: PeriodRecord; action: 'close' | 'reopen' } | null>(null);
  const monthName = (month: number) => new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
  const setYear = (next: number) => setSearch((previous) => {
    const params = new URLSearchParams(previous);
    params.set('year', String(next));
    return params;
  });

  const act = async () => {
    if (!pending) return;
    await api.post<PeriodRecord>(periodActionPath(pending.period.id, pending.action));
    notify(t(`periods.done.${pending.action}`, { period: monthName(pending.period.month) }));
    periods.reload();
  };

  return (
    <>
      <PageHeader
        title={t('periods.title')}
        subtitle={t('periods.subtitle')}
        actions={
          can('accounting.config') && (
            <DownloadButton path={CALENDAR_PATH} query={{ year }} fallbackName={`calendrier-fiscal-${year}.ics`} label={t('periods.calendar')} data-testid="periods-calendar" />
          )
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <IconButton onClick={() => setYear(year - 1)} aria-label={t('periods.previousYear')}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="h2" component="h2" data-testid="periods-year">
          {year}
        </Typography>
        <IconButton onClick={() => setYear(year + 1)} aria-label={t('periods.nextYear')}>
          <ChevronRight />
        </IconButton>
      </Stack>
      <ProblemAlert error={periods.error} />
      {periods.loading && !periods.data ? (
        <LoadingState />
      ) : (
        <Paper sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('periods.title')} data-testid="periods-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('periods.fields.period')}</TableCell>
                <TableCell>{t('periods.fields.dates')}</TableCell>
                <TableCell>{t('periods.fields.status')}</TableCell>
                <TableCell>{t('periods.fields.closedAt')}</TableCell>
                <TableCell align="right">{t('periods.fields.drafts')}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {(periods.data?.items ?? []).map((p) => (
                <TableRow key={p.id} data-testid={`period-${p.period}`}>
                  <TableCell sx={{ textTransform: 'capitalize', fontWeight: 600 }}>{monthName(p.month)}</TableCell>
                  <TableCell>
                    {formatDate(p.startDate, language)} – {formatDate(p.endDate, language)}
                  </TableCell>
                  <TableCell>
                    <StatusChip status={p.status} />
                  </TableCell>
                  <TableCell>{p.closedAt ? formatDateTime(p.closedAt, language) : '—'}</TableCell>
                  <TableCell align="right">{p.draftEntries || '—'}</TableCell>
                  <TableCell align="right">
                    {p.actions.map((action) => (
                      <Button
                        key={action}
                        size="small"
                        startIcon={action === 'close' ? <LockOutlined /> : <LockOpenOutlined />}
                        onClick={() => setPending({ period: p, action })}
                        data-testid={`period-${action}-${p.period}`}
                      >
                        {t(`periods.${action}`)}
                      </Button>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      <FiscalYearsPanel onChanged={periods.reload} />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`periods.${pending.action}Title`, { period: `${monthName(pending.period.month)} ${year}` }) : ''}
        message={
          pending?.action === 'close'
            ? pending.period.draftEntries > 0
              ? t('periods.closeWithDrafts', { count: pending.period.draftEntries })
              : t('periods.closeMessage')
            : t('periods.reopenMessage')
        }
        destructive={pending?.action === 'close'}
        confirmLabel={pending ? t(`periods.${pending.action}`) : undefined}
        onConfirm={act}
        onClose={() => setPending(null)}
      />
    </>
  );
}
