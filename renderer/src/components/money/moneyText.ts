import { MoneyError, parseAmount } from '../../../../shared/money';

/**
 * Amounts on screen. The API speaks decimal strings with two decimals ("1180.00"); screens show
 * them in the tenant's currency with that currency's own decimals (none for XOF and GNF) and
 * read what people type ("1 180 000", "1180,50"). Only string operations: no binary floats.
 */

const LOCALE_TAGS: Record<string, string> = { fr: 'fr-FR', en: 'en-GB' };

export function localeTag(language: string): string {
  return LOCALE_TAGS[language] ?? language;
}

/** Decimals a currency shows on screen (ISO 4217 minor units: XOF 0, EUR 2). */
export function screenDecimals(currency: string | null | undefined): number {
  if (!currency) return 2;
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function asNumericLiteral(amount: string | number): `${number}` | null {
  const text = typeof amount === 'number' ? String(amount) : amount.trim();
  return DECIMAL.test(text) ? (text as `${number}`) : null;
}

/** "1180.00" → "1 180 F CFA" (fr, XOF) or "€1,180.00" (en, EUR); rounding half away from zero. */
export function formatMoney(
  amount: string | number,
  currency: string | null | undefined,
  language: string,
): string {
  const literal = asNumericLiteral(amount);
  if (literal === null) return String(amount);
  const digits = screenDecimals(currency);
  const options: Intl.NumberFormatOptions = {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: 'halfExpand',
  };
  if (currency) Object.assign(options, { style: 'currency', currency });
  return new Intl.NumberFormat(localeTag(language), options).format(literal);
}

/** The number only, grouped the local way ("1 180 000"), for an input that is not focused. */
export function formatAmountInput(
  amount: string,
  currency: string | null | undefined,
  language: string,
): string {
  const literal = asNumericLiteral(amount);
  if (literal === null) return amount;
  const digits = screenDecimals(currency);
  return new Intl.NumberFormat(localeTag(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    roundingMode: 'halfExpand',
  }).format(literal);
}

export type ParsedAmount =
  { ok: true; value: string } | { ok: false; reason: 'format' | 'decimals' | 'range' | 'empty' };

/**
 * What someone typed → the API's decimal string with two decimals. Spaces (also non-breaking)
 * group thousands; in French the comma is the decimal mark, in English it groups thousands.
 * More decimals than the currency has on screen is refused rather than rounded silently.
 */
export function parseAmountInput(
  text: string,
  currency: string | null | undefined,
  language: string,
): ParsedAmount {
  let cleaned = text.replace(/[\s\u00a0\u202f']/g, '');
  if (cleaned === '') return { ok: false, reason: 'empty' };
  if (language === 'fr') {
    // "1.180,50" groups with dots; "1180.50" (no comma) uses the dot as decimal mark.
    if (cleaned.includes(',')) cleaned = cleaned.replace(/\./g, '').replace(',', '.');
  } else {
    cleaned = cleaned.replace(/,/g, '');
  }
  if (!DECIMAL.test(cleaned)) return { ok: false, reason: 'format' };
  const negative = cleaned.startsWith('-');
  const [whole, fraction = ''] = cleaned.replace(/^-/, '').split('.');
  const digits = screenDecimals(currency);
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > digits) return { ok: false, reason: 'decimals' };
  const cents = significant.padEnd(2, '0').slice(0, 2);
  const integer = whole.replace(/^0+(?=\d)/, '');
  const value = `${integer}.${cents}`;
  try {
    parseAmount(value);
  } catch (error) {
    if (error instanceof MoneyError) return { ok: false, reason: 'range' };
    throw error;
  }
  return { ok: true, value: negative && value !== '0.00' ? `-${value}` : value };
}
