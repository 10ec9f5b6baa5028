import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmountInput } from '../../../components/money/moneyText';
import { useCurrency } from '../../../components/money/useCurrency';

/**
 * An amount cell of a report: the number only, grouped the local way with the currency's
 * decimals (the currency is stated once above the table), right-aligned in tabular digits; zero
 * shown as a dash to keep the columns readable.
 */
export function AmountCell({ amount, signed, ...props }: { amount: string | undefined; signed?: boolean } & TableCellProps) {
  const { i18n } = useTranslation();
  const currency = useCurrency();
  const zero = amount === undefined || /^-?0(\.0+)?$/.test(amount);
  const negative = Boolean(amount?.startsWith('-'));
  return (
    <TableCell
      align="right"
      {...props}
      sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: signed && negative ? 'error.main' : undefined, ...props.sx }}
    >
      {zero ? '—' : formatAmountInput(amount as string, currency, i18n.resolvedLanguage ?? 'fr')}
    </TableCell>
  );
}

/** A totals row: bold, with a top rule. */
export function TotalRow({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <TableRow data-testid={testId} sx={{ '& td': { fontWeight: 700, borderTop: 2, borderColor: 'divider' } }}>
      {children}
    </TableRow>
  );
}

/** A variation in percent ("12.50" → "+12,50 %"); none when there is no base. */
export function VariationCell({ value, language }: { value: string | null | undefined; language: string }) {
  if (value === null || value === undefined) return <TableCell align="right">—</TableCell>;
  const number = Number(value);
  const text = new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(number);
  return (
    <TableCell align="right" sx={{ color: number < 0 ? 'error.main' : number > 0 ? 'success.main' : undefined, whiteSpace: 'nowrap' }}>
      {text} %
    </TableCell>
  );
}
