import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  ACCOUNTING_CURRENCIES,
  ENTRY_SOURCES,
  ENTRY_STATUSES,
  JOURNAL_CODE_PATTERN,
  JOURNAL_KINDS,
  SOCIAL_BODIES,
  SYSTEM_ENTRY_SOURCES,
  THIRD_PARTY_KINDS,
  TAX_REGIMES,
  VAT_PERIODICITIES,
} from '../accounting';
import { COUNTRIES } from '../modules';
import { MoneyError, parseAmount, toCents } from '../money';
import { isValidBicCode as isValidBic, isValidIban, normalizeIban } from '../iban';
import { isoDateSchema } from './dates';

/** Request schemas of the general ledger; the server validates with them, the renderer's forms too. */

export { isoDateSchema } from './dates';

/** An amount as a number or a decimal string; answers integer cents (half-up to the cent). */
export const amountSchema = () =>
  z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      try {
        const big = parseAmount(value);
        if (big.lt(0)) {
          ctx.addIssue({ code: 'custom', message: 'Amounts cannot be negative' });
          return z.NEVER;
        }
        return toCents(big);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof MoneyError ? err.message : 'Not an amount' });
        return z.NEVER;
      }
    })
    .meta({ description: 'Amount: a number or a decimal string with a dot ("1180.00"); never negative' });

/** Account codes: a digit 1–9 (the class) then digits or capital letters, up to 20 characters. */
export const accountCodeSchema = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[1-9][0-9A-Z]{0,19}$/, 'An account code starts with its class digit (1–9) and has up to 20 digits or letters');

export const CreateAccountBody = z.object({
  code: accountCodeSchema(),
  title: z.string().trim().min(1).max(200),
  type: z.enum(ACCOUNT_TYPES).optional().meta({ description: 'Derived from the code when omitted' }),
});
export type CreateAccountInput = z.infer<typeof CreateAccountBody>;

export const UpdateAccountBody = z.object({
  code: accountCodeSchema().optional(),
  title: z.string().trim().min(1).max(200).optional(),
  accountClass: z.number().int().min(1).max(9).optional().meta({ description: 'Must equal the first digit of the code' }),
  type: z.enum(ACCOUNT_TYPES).optional(),
  status: z.enum(ACCOUNT_STATUSES).optional(),
});
export type UpdateAccountInput = z.infer<typeof UpdateAccountBody>;

const lineShape = {
  accountCode: accountCodeSchema(),
  debit: amountSchema().optional(),
  credit: amountSchema().optional(),
  label: z.string().trim().max(255).nullish(),
  thirdParty: z.string().trim().max(100).nullish().meta({ description: 'Third party by name: on a third-party account (40x, 41x, 42x, 47x) it resolves to, or creates, the third party of the account\'s kind' }),
  thirdPartyId: z.uuid().nullish().meta({ description: 'Third party by id (third-party accounts only)' }),
  dueDate: isoDateSchema().nullish(),
  reference: z.string().trim().max(60).nullish().meta({ description: 'What the line settles (invoice number…); automatic lettering pairs lines sharing it' }),
};

export const JournalLineBody = z.object(lineShape).superRefine((line, ctx) => {
  const debit = line.debit ?? 0;
  const credit = line.credit ?? 0;
  if (debit > 0 && credit > 0) ctx.addIssue({ code: 'custom', path: ['credit'], message: 'A line carries a debit or a credit, not both' });
  if (debit === 0 && credit === 0) ctx.addIssue({ code: 'custom', path: ['debit'], message: 'A line needs a debit or a credit amount' });
});
export type JournalLineInput = z.infer<typeof JournalLineBody>;

export const MAX_ENTRY_LINES = 500;
const linesSchema = () => z.array(JournalLineBody).min(2, 'An entry needs at least two lines').max(MAX_ENTRY_LINES);
/** Sources a client may give; reversals and year-end entries come only from their actions. */
export const CLIENT_ENTRY_SOURCES = ENTRY_SOURCES.filter((s) => !(SYSTEM_ENTRY_SOURCES as readonly string[]).includes(s)) as Exclude<
  (typeof ENTRY_SOURCES)[number],
  (typeof SYSTEM_ENTRY_SOURCES)[number]
>[];

export const CreateEntryBody = z.object({
  date: isoDateSchema(),
  label: z.string().trim().min(1).max(255),
  source: z.enum(CLIENT_ENTRY_SOURCES).optional().meta({ description: 'MANUAL when omitted' }),
  sourceRef: z.string().trim().max(100).nullish(),
  journalId: z.uuid().nullish().meta({ description: 'The journal; when omitted, the one the source calls for (MANUAL: OD, opérations diverses)' }),
  lines: linesSchema(),
});
export type CreateEntryInput = z.infer<typeof CreateEntryBody>;

export const UpdateEntryBody = z.object({
  date: isoDateSchema().optional(),
  journalId: z.uuid().optional().meta({ description: 'Moves the draft to another journal (it then takes that journal\'s next number)' }),
  label: z.string().trim().min(1).max(255).optional(),
  sourceRef: z.string().trim().max(100).nullish(),
  lines: linesSchema().optional(),
});
export type UpdateEntryInput = z.infer<typeof UpdateEntryBody>;

export const ReverseEntryBody = z.object({
  date: isoDateSchema().optional().meta({ description: 'Date of the reversal entry; today when omitted' }),
  label: z.string().trim().min(1).max(255).optional(),
});

export const JournalListFilters = {
  status: z.enum(ENTRY_STATUSES).optional(),
  source: z.enum(ENTRY_SOURCES).optional(),
  from: isoDateSchema().optional(),
  to: isoDateSchema().optional(),
  q: z.string().trim().max(100).optional().meta({ description: 'Piece number or label contains' }),
  sourceRef: z.string().trim().max(100).optional(),
  journalId: z.uuid().optional(),
  journalCode: z.string().trim().toUpperCase().max(8).optional(),
};

export const PostSelectedBody = z.object({
  ids: z.array(z.uuid()).min(1).max(500).meta({ description: 'The drafts to post, all or nothing' }),
});

export const UpdateConfigBody = z.object({
  country: z.enum(COUNTRIES).optional(),
  currency: z.enum(ACCOUNTING_CURRENCIES).optional(),
  taxRegime: z.enum(TAX_REGIMES).optional(),
  standardVatRate: z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      try {
        const big = parseAmount(value);
        if (big.lt(0) || big.gt(100)) throw new MoneyError('A rate is between 0 and 100');
        return big.round(2, 1).toFixed(2);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof MoneyError ? err.message : 'Not a rate' });
        return z.NEVER;
      }
    })
    .optional()
    .meta({ description: 'Percent, e.g. 18 or "18.00"' }),
  vatPeriodicity: z.enum(VAT_PERIODICITIES).optional(),
  socialBody: z.enum(SOCIAL_BODIES).optional(),
  postingRequiresWrite: z
    .boolean()
    .optional()
    .meta({ description: 'Separation of duties: every step that posts to the ledger (reimbursing a claim, validating or paying a payroll run, recording an invoice payment) also needs accounting.write' }),
});
export type UpdateConfigInput = z.infer<typeof UpdateConfigBody>;

const ibanSchema = () =>
  z
    .string()
    .trim()
    .min(1)
    .refine(isValidIban, 'Not a valid IBAN')
    .transform((v) => normalizeIban(v) as string);

const bicSchema = () =>
  z
    .string()
    .trim()
    .refine(isValidBic, 'Not a valid BIC')
    .transform((v) => v.replace(/\s+/g, '').toUpperCase());

export const CreateBankAccountBody = z.object({
  accountCode: accountCodeSchema().meta({ description: 'A bank sub-account (521x in SYSCOHADA, 512x in the PCG); created when missing' }),
  title: z.string().trim().min(1).max(200),
  bank: z.string().trim().min(1).max(200),
  iban: ibanSchema(),
  bic: bicSchema().nullish(),
  isDefault: z.boolean().optional(),
});
export type CreateBankAccountInput = z.infer<typeof CreateBankAccountBody>;

export const UpdateBankAccountBody = z.object({
  title: z.string().trim().min(1).max(200).optional(),
  bank: z.string().trim().min(1).max(200).optional(),
  iban: ibanSchema().optional(),
  bic: bicSchema().nullish(),
  isDefault: z.boolean().optional(),
});
export type UpdateBankAccountInput = z.infer<typeof UpdateBankAccountBody>;

export const CreateJournalBody = z.object({
  code: z.string().trim().toUpperCase().regex(JOURNAL_CODE_PATTERN, 'A journal code is 1 to 8 capital letters or digits, starting with a letter'),
  name: z.string().trim().min(1).max(100),
  kind: z.enum(JOURNAL_KINDS),
  accountCode: accountCodeSchema().nullish().meta({ description: 'CASH journals: their cash account (5711…)' }),
});
export type CreateJournalInput = z.infer<typeof CreateJournalBody>;

export const UpdateJournalBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  active: z.boolean().optional(),
});

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

export const CreateThirdPartyBody = z.object({
  name: z.string().trim().min(1).max(100),
  kind: z.enum(THIRD_PARTY_KINDS),
  code: z.string().trim().toUpperCase().regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, 'Up to 20 capital letters, digits or dashes').nullish().meta({ description: 'Given from the kind\'s counter when omitted (C00001, F00001, S00001, D00001)' }),
  employeeId: z.uuid().nullish(),
  email: z.email().max(200).nullish(),
  phone: optionalText(40),
});
export type CreateThirdPartyInput = z.infer<typeof CreateThirdPartyBody>;

export const UpdateThirdPartyBody = CreateThirdPartyBody.omit({ kind: true }).partial().extend({ active: z.boolean().optional() });
