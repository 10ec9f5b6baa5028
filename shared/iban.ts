import { countrySpecs, electronicFormatIBAN, isValidBIC, validateIBAN } from 'ibantools';

/**
 * IBAN and BIC validation with ibantools, after fixing its WAEMU (UEMOA) entries. The BCEAO
 * bank code has five characters: the country letters and three digits (`CI008`) or, for older
 * codes, a letter and four digits; then branch (5), account (12) and RIB key (2) digits.
 * ibantools ships `^[A-Z]{1}[0-9]{23}$` for Côte d'Ivoire, which refuses every real Ivorian
 * IBAN such as CI93CI0080111301134291200589, and narrower variants for its neighbours. Its
 * exported `countrySpecs` table is the configuration hook: we widen the BBAN pattern of each
 * WAEMU country that issues 28-character IBANs. Guinea (GN) has no IBAN entry and keeps none.
 */
const WAEMU_BBAN = '^[A-Z][A-Z0-9][0-9]{22}$';
export const WAEMU_IBAN_COUNTRIES = ['BJ', 'BF', 'CI', 'ML', 'NE', 'SN', 'TG'] as const;

for (const country of WAEMU_IBAN_COUNTRIES) {
  const spec = countrySpecs[country];
  if (spec) {
    spec.chars = 28;
    spec.bban_regexp = WAEMU_BBAN;
  }
}

/** `ci93 ci008 …` → `CI93CI008…` (no spaces, upper case); null when it is not even text. */
export function normalizeIban(input: string): string | null {
  return electronicFormatIBAN(input.replace(/[\s-]+/g, '').toUpperCase());
}

export function isValidIban(input: string): boolean {
  const iban = normalizeIban(input);
  return Boolean(iban) && validateIBAN(iban ?? undefined).valid;
}

export function isValidBic(input: string): boolean {
  return isValidBIC(input.replace(/\s+/g, '').toUpperCase());
}
