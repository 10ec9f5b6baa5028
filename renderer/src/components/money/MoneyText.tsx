import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatMoney } from './moneyText';
import { useCurrency } from './useCurrency';

export interface MoneyTextProps {
  /** Decimal string of the API ("1180.00") or a number of whole units. */
  amount: string | number | null | undefined;
  /** Defaults to the tenant's currency. */
  currency?: string;
  /** Negative amounts in red. */
  signed?: boolean;
}

/** An amount as people read it: "1 180 F CFA", "1 180,50 €"; tabular digits, right-aligned in tables. */
export function MoneyText({ amount, currency, signed }: MoneyTextProps) {
  const { i18n } = useTranslation();
  const tenantCurrency = useCurrency();
  if (amount === null || amount === undefined || amount === '') return <span>—</span>;
  const text = formatMoney(amount, currency ?? tenantCurrency, i18n.resolvedLanguage ?? 'fr');
  const negative = String(amount).trim().startsWith('-');
  return (
    <Box
      component="span"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        color: signed && negative ? 'error.main' : undefined,
      }}
    >
      {text}
    </Box>
  );
}
