import { toCardinal } from 'n2words/fr-FR';
import { fromCents, type Cents } from '../../../../shared/money';

interface CurrencyWords {
  one: string;
  many: string;
  /** Minor unit, or null when the currency has none in use (the franc CFA). */
  minorOne: string | null;
  minorMany: string | null;
  /** Elided form after "million(s) d'" / "milliard(s) d'". */
  vowel: boolean;
}

const CURRENCIES: Record<string, CurrencyWords> = {
  XOF: { one: 'franc CFA', many: 'francs CFA', minorOne: 'centime', minorMany: 'centimes', vowel: false },
  XAF: { one: 'franc CFA', many: 'francs CFA', minorOne: 'centime', minorMany: 'centimes', vowel: false },
  EUR: { one: 'euro', many: 'euros', minorOne: 'centime', minorMany: 'centimes', vowel: true },
  USD: { one: 'dollar', many: 'dollars', minorOne: 'cent', minorMany: 'cents', vowel: false },
};

/** "deux millions" + "de francs CFA", "un million" + "d'euros": French puts "de" after round millions. */
function unitAfter(words: string, currency: CurrencyWords, count: bigint): string {
  const unit = count === 1n ? currency.one : currency.many;
  if (/(millions?|milliards?)$/.test(words)) return `${currency.vowel ? "d'" : 'de '}${unit}`;
  return unit;
}

/**
 * An amount in French words, as invoices state it: "deux cent trente-six mille francs CFA",
 * "mille cent quatre-vingts euros et cinquante centimes", "un million d'euros". Negative amounts
 * (credit notes) are written as their absolute value. Cents of the franc CFA are written too when
 * present.
 */
export function amountInWords(cents: Cents, currencyCode: string): string {
  const currency = CURRENCIES[currencyCode] ?? { one: currencyCode, many: currencyCode, minorOne: 'centime', minorMany: 'centimes', vowel: false };
  const abs = fromCents(Math.abs(cents));
  const units = BigInt(abs.round(0, 0).toFixed(0));
  const minor = Math.abs(cents) % 100;
  const unitWords = toCardinal(units);
  const major = `${unitWords} ${unitAfter(unitWords, currency, units)}`;
  if (minor === 0) return major;
  const minorWords = `${toCardinal(minor)} ${minor === 1 ? currency.minorOne : currency.minorMany}`;
  return units === 0n ? minorWords : `${major} et ${minorWords}`;
}

/** The closing sentence of a French invoice or credit note. */
export function closingSentence(cents: Cents, currencyCode: string, creditNote: boolean): string {
  return `Arrêté${creditNote ? ' le présent avoir' : 'e la présente facture'} à la somme de ${amountInWords(cents, currencyCode)}.`;
}
