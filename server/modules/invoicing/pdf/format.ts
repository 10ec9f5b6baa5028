import Big from 'big.js';
import { fromCents, type Cents } from '../../../../shared/money';

const SYMBOLS: Record<string, string> = { XOF: 'F CFA', XAF: 'F CFA', EUR: '€', USD: '$' };

/** "1 180 000 F CFA", "1 180,50 €": the franc CFA without decimals unless an amount has cents. */
export function money(cents: Cents, currency: string): string {
  const decimals = (currency === 'XOF' || currency === 'XAF') && cents % 100 === 0 ? 0 : 2;
  const text = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number(fromCents(cents).toFixed(2)));
  return `${text} ${SYMBOLS[currency] ?? currency}`;
}

/** "2,5" */
export function quantity(value: string): string {
  return new Big(value).toString().replace('.', ',');
}

/** "18 %", "5,5 %" */
export function rate(value: string): string {
  return `${new Big(value).toString().replace('.', ',')} %`;
}

/** "02/03/2026" */
export function frenchDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
