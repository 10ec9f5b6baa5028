import { useState } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FiscalYearView } from '../../../../../shared/schemas/accounting-books';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDateTime } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { MoneyText } from '../../../components/money/MoneyText';
import { ROUTES } from '../api';

const YEARS_PATH = '/accounting/fiscal-years';

/**
 * Year-end closing: each fiscal year with its open periods and drafts, its result once closed
 * and the two entries closing wrote (result, à-nouveaux); close and reopen after confirmation.
 */
export function FiscalYearsPanel({ onChanged }: { onChanged: () => void }) {
  const { t, i18n } = useTranslation('books');
  const language = i18n.resolvedLanguage ?? 'fr';
  const notify = useNotify();
  const years = useApiQuery<{ items: FiscalYearView[] }>(YEARS_PATH);
  const [pending, setPending] = useState<{ year: number; action: 'close' | 'reopen' } | null>(null);

  const act = async () => {
    if (!pending) return;
    const result = await api.post<FiscalYearView>(`${YEARS_PATH}/${pending.year}/${pending.action}`);
    notify(pending.action === 'close' ? t('years.closed', { year: result.year, result: result.result ?? '0.00' }) : t('years.reopened', { year: result.year }));
    years.reload();
    onChanged();
  };

  return (
    <>
      <Typography variant="h2" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('years.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('years.subtitle')}
      </Typography>
      <ProblemAlert error={years.error} />
      <Paper sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('years.title')} data-testid="fiscal-years">
          <TableHead>
            <TableRow>
              <TableCell>{t('years.year')}</TableCell>
              <TableCell>{t('years.status')}</TableCell>
              <TableCell align="right">{t('years.openPeriods')}</TableCell>
              <TableCell align="right">{t('years.drafts')}</TableCell>
              <TableCell align="right">{t('years.result')}</TableCell>
              <TableCell>{t('years.entries')}</TableCell>
              <TableCell>{t('years.closedAt')}</TableCell>
              <TableCell align="right" />
            </TableRow>
          </TableHead>
          <TableBody>
            {(years.data?.items ?? []).map((y) => (
              <TableRow key={y.year} data-testid={`fiscal-year-${y.year}`}>
                <TableCell sx={{ fontWeight: 600 }}>{y.year}</TableCell>
                <TableCell>
                  <StatusChip status={y.status} />
                </TableCell>
                <TableCell align="right">{y.openPeriods}</TableCell>
                <TableCell align="right">{y.draftEntries || '—'}</TableCell>
                <TableCell align="right">{y.result === null ? '—' : <MoneyText amount={y.result} signed />}</TableCell>
                <TableCell>
                  {y.resultEntry && <Link component={RouterLink} to={ROUTES.entry(y.resultEntry.id)}>{y.resultEntry.pieceNumber}</Link>}
                  {y.resultEntry && y.openingEntry && ' · '}
                  {y.openingEntry && <Link component={RouterLink} to={ROUTES.entry(y.openingEntry.id)}>{y.openingEntry.pieceNumber}</Link>}
                </TableCell>
                <TableCell>{y.closedAt ? formatDateTime(y.closedAt, language) : '—'}</TableCell>
                <TableCell align="right">
                  {y.actions.map((action) => (
                    <Button
                      key={action}
                      size="small"
                      startIcon={action === 'close' ? <EventBusyOutlined /> : <EventAvailableOutlined />}
                      onClick={() => setPending({ year: y.year, action })}
                      data-testid={`fiscal-year-${action}-${y.year}`}
                    >
                      {t(`years.${action}`)}
                    </Button>
                  ))}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`years.${pending.action}Title`, { year: pending.year }) : ''}
        message={pending ? t(`years.${pending.action}Message`, { year: pending.year, next: pending.year + 1 }) : ''}
        destructive={pending?.action === 'close'}
        confirmLabel={pending ? t(`years.${pending.action}`) : undefined}
        onConfirm={act}
        onClose={() => setPending(null)}
      />
    </>
  );
}
