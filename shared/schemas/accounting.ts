import { z } from 'zod';
import {
  ACCOUNT_STATUSES,
  ACCOUNT_TYPES,
  ACCOUNTING_CURRENCIES,
  ENTRY_SOURCES,
  ENTRY_STATUSES,
  SOCIAL_BODIES,
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
  thirdParty: z.string().trim().max(100).nullish().meta({ description: 'Customer or vendor name (open items of 401x/411x)' }),
  dueDate: isoDateSchema().nullish(),
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
/** Sources a client may give; REVERSAL entries come only from the reverse action. */
export const CLIENT_ENTRY_SOURCES = ENTRY_SOURCES.filter((s) => s !== 'REVERSAL') as Exclude<(typeof ENTRY_SOURCES)[number], 'REVERSAL'>[];

export const CreateEntryBody = z.object({
  date: isoDateSchema(),
  label: z.string().trim().min(1).max(255),
  source: z.enum(CLIENT_ENTRY_SOURCES).optional().meta({ description: 'MANUAL when omitted' }),
  sourceRef: z.string().trim().max(100).nullish(),
  lines: linesSchema(),
});
export type CreateEntryInput = z.infer<typeof CreateEntryBody>;

export const UpdateEntryBody = z.object({
  date: isoDateSchema().optional(),
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
};

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
