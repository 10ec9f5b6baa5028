import { toCents } from '../../../../shared/money';

/**
 * Reads a bank amount written the French way ("1 180 000,50", "-250,5") or the English way
 * ("1,180,000.50", "-250.5") into signed cents; null when it is not an amount.
 */
export function bankAmountToCents(raw: string): number | null {
  let text = raw.replace(/[\s\u00a0\u202f']/g, '');
  if (text === '') return null;
  let sign = '';
  if (/^[+-]/.test(text)) {
    sign = text[0] === '-' ? '-' : '';
    text = text.slice(1);
  } else if (/-$/.test(text)) {
    sign = '-';
    text = text.slice(0, -1);
  }
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma > lastDot) {
    // Decimal comma; dots (if any) group thousands.
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (lastDot > lastComma && lastComma !== -1) {
    text = text.replace(/,/g, '');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(text) && !/^\d+\.$/.test(text)) return null;
  try {
    return toCents(`${sign}${text.replace(/\.$/, '')}`);
  } catch {
    return null;
  }
}
