import { countrySpecs, electronicFormatIBAN, friendlyFormatIBAN, isValidBIC, setCountryBBANValidation, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/**
 * IBAN and BIC validation for the whole product (employee bank details, tenant bank accounts,
 * transfer files), built on ibantools with the West African patterns corrected.
 *
 * The eight WAEMU (UEMOA) countries share one RIB of 24 characters issued by the BCEAO:
 * bank code (country letters + 3 digits, or one letter + 4 digits for older codes), branch code
 * (5 digits), account number (12 digits) and a 2-digit RIB key; the IBAN is the country, two
 * check digits and that RIB (28 characters). ibantools' Côte d'Ivoire pattern expects one letter
 * and 23 digits, so it rejects real Ivorian IBANs (CI93CI0080111301134291200589). We replace the
 * patterns through ibantools' configuration (its country table and `setCountryBBANValidation`),
 * and add the RIB key check: the RIB read as a number, letters converted as in the French RIB
 * (A–I → 1–9, J–R → 1–9, S–Z → 2–9), is a multiple of 97.
 *
 * Guinea (GN) has no entry in ibantools and no published IBAN structure; its domestic account
 * number is 18 digits (bank 3, branch 3, account 10, key 2), so a Guinean IBAN is accepted as
 * GN + 2 check digits + those 18 digits, verified by the ISO 7064 mod-97 check only.
 */

/** WAEMU countries whose RIB follows the BCEAO 24-character layout (Guinea-Bissau keeps ibantools' entry). */
export const WAEMU_RIB_COUNTRIES = ['BJ', 'BF', 'CI', 'ML', 'NE', 'SN', 'TG'] as const;
const WAEMU_BBAN = '^[A-Z][A-Z0-9][0-9]{22}$';
const GUINEA_BBAN = '^[0-9]{18}$';

const RIB_LETTER_DIGITS = '12345678912345678923456789';

/** The BCEAO RIB key check on a 24-character BBAN. */
export function isValidWaemuRibKey(bban: string): boolean {
  if (!new RegExp(WAEMU_BBAN).test(bban)) return false;
  let remainder = 0;
  for (const char of bban) {
    const digit = /[A-Z]/.test(char) ? Number(RIB_LETTER_DIGITS[char.charCodeAt(0) - 65]) : Number(char);
    remainder = (remainder * 10 + digit) % 97;
  }
  return remainder === 0;
}

let configured = false;
/** Applies the corrections once per process (idempotent; called by every function here). */
export function configureIbantools(): void {
  if (configured) return;
  configured = true;
  for (const country of WAEMU_RIB_COUNTRIES) {
    const spec = countrySpecs[country] ?? (countrySpecs[country] = {});
    spec.chars = 28;
    spec.bban_regexp = WAEMU_BBAN;
    setCountryBBANValidation(country, isValidWaemuRibKey);
  }
  const guinea = countrySpecs.GN ?? (countrySpecs.GN = {});
  guinea.chars = 22;
  guinea.bban_regexp = GUINEA_BBAN;
}

/**
 * Builds a WAEMU IBAN from the parts of a RIB, computing the RIB key and the IBAN check digits
 * (demo data, tests, and forms that collect a RIB).
 */
export function composeWaemuIban(parts: { country: (typeof WAEMU_RIB_COUNTRIES)[number]; bankCode: string; branchCode: string; accountNumber: string }): string {
  configureIbantools();
  const body = `${parts.bankCode}${parts.branchCode}${parts.accountNumber}`.toUpperCase();
  if (!/^[A-Z][A-Z0-9][0-9]{20}$/.test(body)) throw new Error(`Not a WAEMU RIB: ${body}`);
  let remainder = 0;
  for (const char of `${body}00`) {
    const digit = /[A-Z]/.test(char) ? Number(RIB_LETTER_DIGITS[char.charCodeAt(0) - 65]) : Number(char);
    remainder = (remainder * 10 + digit) % 97;
  }
  const bban = `${body}${String(97 - remainder).padStart(2, '0')}`;
  const country = parts.country;
  const numeric = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let mod = 0;
  for (const char of numeric) mod = (mod * 10 + Number(char)) % 97;
  return `${country}${String(98 - mod).padStart(2, '0')}${bban}`;
}

/** `ci93 ci00-8011…` → `CI93CI008011…` (no validation). */
export function normalizeIban(input: string): string {
  return (electronicFormatIBAN(input.trim()) ?? '').replace(/\./g, '');
}

/** Groups of four for display. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(normalizeIban(iban)) ?? iban;
}

export type IbanProblem = 'EMPTY' | 'UNKNOWN_COUNTRY' | 'LENGTH' | 'FORMAT' | 'CHECK_DIGITS' | 'NATIONAL_KEY';

export type IbanCheck = { valid: true; iban: string } | { valid: false; iban: string; problem: IbanProblem; message: string };

const MESSAGES: Record<IbanProblem, string> = {
  EMPTY: 'IBAN is required',
  UNKNOWN_COUNTRY: 'Unknown IBAN country',
  LENGTH: 'Wrong IBAN length for its country',
  FORMAT: 'Wrong IBAN format for its country',
  CHECK_DIGITS: 'Wrong IBAN check digits',
  NATIONAL_KEY: 'Wrong RIB key',
};

/** Validates an IBAN (spaces and case ignored) and says what is wrong. */
export function checkIban(input: string): IbanCheck {
  configureIbantools();
  const iban = normalizeIban(input);
  if (!iban) return { valid: false, iban, problem: 'EMPTY', message: MESSAGES.EMPTY };
  const result = validateIBAN(iban);
  if (result.valid) return { valid: true, iban };
  const codes = result.errorCodes;
  const problem: IbanProblem = codes.includes(ValidationErrorsIBAN.NoIBANCountry)
    ? 'UNKNOWN_COUNTRY'
    : codes.includes(ValidationErrorsIBAN.WrongBBANLength)
      ? 'LENGTH'
      : codes.includes(ValidationErrorsIBAN.WrongBBANFormat) || codes.includes(ValidationErrorsIBAN.ChecksumNotNumber)
        ? 'FORMAT'
        : codes.includes(ValidationErrorsIBAN.WrongIBANChecksum)
          ? 'CHECK_DIGITS'
          : 'NATIONAL_KEY';
  return { valid: false, iban, problem, message: MESSAGES[problem] };
}

export function isValidIban(input: string): boolean {
  return checkIban(input).valid;
}

export function normalizeBic(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** A BIC (8 or 11 characters) whose country part is a known country. */
export function isValidBicCode(input: string): boolean {
  configureIbantools();
  return isValidBIC(normalizeBic(input));
}

/** The country of an IBAN and of a BIC agree (a BIC of another country is suspicious, not wrong). */
export function bicMatchesIbanCountry(iban: string, bic: string): boolean {
  return normalizeIban(iban).slice(0, 2) === normalizeBic(bic).slice(4, 6);
}
