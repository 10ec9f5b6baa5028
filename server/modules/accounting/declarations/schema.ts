import { z } from 'zod';
import { MoneyError, toCents } from '../../../../shared/money';
import { listQuery, listOf } from '../../../platform/http/list';
import { isoDate, yearMonth } from '../../../platform/http/validate';
import { DECLARATION_STATUSES } from './states';
import { TAX_DECLARATION_TYPES } from './models/tax-declaration';

/** A non-negative amount: a number or a decimal string ("1180.00"), read as cents. */
const amount = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    try {
      const cents = toCents(value);
      if (cents < 0) ctx.addIssue({ code: 'custom', message: 'Must not be negative' });
      return cents;
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: err instanceof MoneyError ? err.message : 'Not an amount' });
      return z.NEVER;
    }
  })
  .meta({ example: '1180.00' });

const money = z.string().meta({ example: '1180.00' });

export const PeriodRange = z
  .object({ from: isoDate(), to: isoDate() })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'Must not be before from' });

export const SocialPeriodQuery = z.object({ period: yearMonth() });

function datesInOrder(v: { startDate?: string; endDate?: string }, ctx: z.RefinementCtx): void {
  if (v.startDate && v.endDate && v.startDate > v.endDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must not be before startDate' });
}

function allOrNone(keys: readonly string[]) {
  return (v: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const given = keys.filter((k) => v[k] !== undefined);
    if (given.length > 0 && given.length < keys.length) {
      for (const k of keys.filter((k) => v[k] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [k], message: `Give all of ${keys.join(', ')}, or none to compute them from the ledger` });
      }
    }
  };
}

const periodLabel = z.string().trim().min(1).max(60).optional();

/**
 * A VAT declaration. Without amounts, collected and deductible VAT are computed from the posted
 * entries of the period; without a type, the configured periodicity decides.
 */
export const TaxDeclarationBody = z
  .object({
    declarationType: z.enum(TAX_DECLARATION_TYPES).optional(),
    periodLabel,
    startDate: isoDate(),
    endDate: isoDate(),
    collectedVat: amount.optional(),
    deductibleVat: amount.optional(),
  })
  .superRefine(datesInOrder)
  .superRefine(allOrNone(['collectedVat', 'deductibleVat']));

const SOCIAL_FIGURES = ['employeeCount', 'grossPayroll', 'employerContributions', 'employeeContributions'] as const;

/**
 * A social declaration for a month (`period`) or a date range. Without figures, they are read
 * from the period's posted payroll entries; without a body, the configured social body is used.
 */
export const SocialDeclarationBody = z
  .object({
    socialBody: z
      .string()
      .trim()
      .regex(/^[A-Z0-9][A-Z0-9 _-]{1,39}$/, 'Upper-case name of the body, like CNPS or URSSAF')
      .optional(),
    period: yearMonth().optional(),
    startDate: isoDate().optional(),
    endDate: isoDate().optional(),
    periodLabel,
    employeeCount: z.number().int().min(0).max(1_000_000).optional(),
    grossPayroll: amount.optional(),
    employerContributions: amount.optional(),
    employeeContributions: amount.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period && (v.startDate || v.endDate)) ctx.addIssue({ code: 'custom', path: ['period'], message: 'Give a period or start and end dates, not both' });
    if (!v.period && !(v.startDate && v.endDate)) {
      for (const k of ['startDate', 'endDate'] as const) if (!v[k]) ctx.addIssue({ code: 'custom', path: [k], message: 'Required without a period' });
    }
  })
  .superRefine(datesInOrder)
  .superRefine(allOrNone(SOCIAL_FIGURES));

const statusFilter = z.enum(DECLARATION_STATUSES).optional();
export const TaxDeclarationList = listQuery(['startDate', 'createdAt', 'status', 'declarationType'], {
  status: statusFilter,
  declarationType: z.enum(TAX_DECLARATION_TYPES).optional(),
  year: z.coerce.number().int().min(1900).max(2999).optional(),
});
export const SocialDeclarationList = listQuery(['startDate', 'createdAt', 'status', 'socialBody'], {
  status: statusFilter,
  socialBody: z.string().max(40).optional(),
  year: z.coerce.number().int().min(1900).max(2999).optional(),
});

const record = {
  id: z.uuid(),
  periodLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  status: z.enum(DECLARATION_STATUSES),
  submittedAt: z.string().nullable(),
  submittedBy: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: z.array(z.enum(['edit', 'submit', 'delete'])),
};

export const TaxDeclarationResponse = z.object({
  ...record,
  declarationType: z.enum(TAX_DECLARATION_TYPES),
  collectedVat: money,
  deductibleVat: money,
  vatPayable: money,
  creditToCarryForward: money,
});
export const SocialDeclarationResponse = z.object({
  ...record,
  socialBody: z.string(),
  employeeCount: z.number().int(),
  grossPayroll: money,
  employerContributions: money,
  employeeContributions: money,
  totalContributions: money,
});
export const TaxDeclarationListResponse = listOf(TaxDeclarationResponse);
export const SocialDeclarationListResponse = listOf(SocialDeclarationResponse);

export const VatDeclarationResponse = z.object({
  from: z.string(),
  to: z.string(),
  collectedVat: money,
  deductibleVat: money,
  vatPayable: money.describe('collected − deductible when positive, else 0.00'),
  creditToCarryForward: money.describe('deductible − collected when positive, else 0.00'),
  accounts: z.array(z.object({ accountCode: z.string(), accountTitle: z.string().nullable(), kind: z.enum(['COLLECTED', 'DEDUCTIBLE']), amount: money })),
  invoicedSales: z
    .object({ byRate: z.array(z.object({ rate: z.string(), base: money, vat: money })), totalVat: money })
    .optional()
    .describe('When the app has invoicing: the taxable base and VAT of the invoices and credit notes of the period by rate (cancellations deducted), part of the collected VAT'),
});

export const SocialAutoResponse = z.object({
  period: z.string(),
  periodLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  socialBody: z.string(),
  employeeCount: z.number().int(),
  grossPayroll: money,
  employerContributions: money,
  employeeContributions: money,
  totalContributions: money,
  source: z.literal('LEDGER').describe('Figures read from posted PAYROLL journal entries'),
});
