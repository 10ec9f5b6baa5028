import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/money/moneyText';
import type { Variance, VarianceRow } from './api';

const FIGURES = ['budgeted', 'actual', 'committed', 'variance', 'available'] as const;

/** Per account: budgeted, actual, committed, variance and its percentage, available, over/under label; totals last. */
export function VarianceTable({ variance }: { variance: Variance }) {
  const { t, i18n } = useTranslation('budgets');
  const language = i18n.resolvedLanguage ?? 'fr';
  const percent = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const num = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  const figures = (row: Pick<VarianceRow, (typeof FIGURES)[number] | 'variancePercent' | 'label'>, bold = false) => (
    <>
      {FIGURES.map((f) => (
        <TableCell key={f} align="right" sx={{ ...num, fontWeight: bold ? 600 : undefined }}>
          {formatMoney(row[f], variance.currency, language)}
        </TableCell>
      ))}
      <TableCell align="right" sx={num}>
        {row.variancePercent === null ? '—' : `${percent.format(Number(row.variancePercent))} %`}
      </TableCell>
      <TableCell>
        <Chip size="small" variant="outlined" color={row.label === 'OVER_BUDGET' ? 'error' : 'success'} label={t(`label.${row.label}`)} />
      </TableCell>
    </>
  );
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('variance.tableLabel')}>
      <Table size="small" aria-label={t('variance.tableLabel')} data-testid="variance-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.account')}</TableCell>
            {FIGURES.map((f) => (
              <TableCell key={f} align="right">
                {t(`fields.${f}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('fields.variancePercent')}</TableCell>
            <TableCell>{t('fields.label')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variance.rows.map((row) => (
            <TableRow key={row.accountCode} hover data-testid={`variance-${row.accountCode}`}>
              <TableCell sx={{ minWidth: 200 }}>
                <strong>{row.accountCode}</strong> {row.accountTitle}
                {!row.hasLine && <Chip size="small" sx={{ ml: 1 }} label={t('variance.noLine')} />}
              </TableCell>
              {figures(row)}
            </TableRow>
          ))}
          <TableRow data-testid="variance-total">
            <TableCell sx={{ fontWeight: 600 }}>{t('fields.total')}</TableCell>
            {figures(variance.totals, true)}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
