import { z } from 'zod';
import { PAYROLL_CATEGORIES, PAYROLL_COUNTRIES, PAYROLL_RUN_ACTIONS, PAYROLL_RUN_STATUSES } from '../payroll';
import { amountSchema, isoDateSchema } from './accounting';

/**
 * Payroll: request schemas (the server validates with them, the renderer's forms too) and the
 * views the server answers, whose inferred types the renderer uses.
 */

/** A non-negative decimal (hours, days, parts, rates) as a number or a string, answered as a string. */
export const quantitySchema = (max: number, message = `At most ${max}`) =>
  z
    .union([z.number(), z.string().trim()])
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value;
      if (!/^\d+(\.\d{1,2})?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'A non-negative number with at most two decimals' });
        return z.NEVER;
      }
      if (Number(text) > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return text.replace(/^0+(?=\d)/, '');
    })
    .meta({ description: 'A non-negative decimal, as a number or a string ("1.5")' });

const label = z.string().trim().min(1, 'Give a label').max(200);

export const CreateRunBody = z.object({
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
  note: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CreateRunInput = z.infer<typeof CreateRunBody>;

export const PayRunBody = z.object({
  paymentDate: isoDateSchema().meta({ description: 'Day the net pay leaves the bank (YYYY-MM-DD)' }),
});
export type PayRunInput = z.infer<typeof PayRunBody>;

export const BonusInput = z.object({
  label,
  amount: amountSchema(),
  taxable: z.boolean().default(true),
  contributory: z.boolean().default(true),
});
export const OvertimeInput = z.object({
  hours: quantitySchema(300),
  ratePercent: quantitySchema(400).refine((v) => Number(v) >= 100, 'The rate is a percent of the hourly rate, 100 or more'),
});
export const BenefitInput = z.object({ label, amount: amountSchema() });

/** One employee's variable inputs for a run: bonuses, overtime hours by rate, unpaid absences, advances, benefits in kind. */
export const VariableInputsRow = z.object({
  employeeId: z.uuid(),
  bonuses: z.array(BonusInput).max(20).default([]),
  overtime: z.array(OvertimeInput).max(10).default([]),
  unpaidAbsenceDays: quantitySchema(31, 'At most 31 days').default('0'),
  advances: amountSchema().default(0),
  benefitsInKind: z.array(BenefitInput).max(20).default([]),
});
export type VariableInputsRowInput = z.input<typeof VariableInputsRow>;
export type VariableInputsRowValue = z.infer<typeof VariableInputsRow>;

export const PutVariableInputsBody = z.object({
  items: z
    .array(VariableInputsRow)
    .min(1)
    .max(500)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        if (seen.has(row.employeeId)) ctx.addIssue({ code: 'custom', path: [i, 'employeeId'], message: 'Listed twice' });
        seen.add(row.employeeId);
      });
    }),
});

/** What the payroll keeps per employee beyond the contract: category, family parts, rates notified. */
export const PayrollProfileBody = z.object({
  category: z.enum(PAYROLL_CATEGORIES).default('NON_CADRE'),
  expatriate: z.boolean().default(false),
  familyParts: quantitySchema(10).refine((v) => Number(v) >= 1, 'At least 1 part').default('1'),
  trimfParts: quantitySchema(5).refine((v) => Number(v) >= 1, 'At least 1 part').default('1'),
  cmuPersons: quantitySchema(20).refine((v) => Number(v) >= 1, 'At least 1 person').default('1'),
  riskRate: quantitySchema(10, 'At most 10 %').nullish().transform((v) => v ?? null),
  pasRate: quantitySchema(60, 'At most 60 %').nullish().transform((v) => v ?? null),
});
export type PayrollProfileInput = z.input<typeof PayrollProfileBody>;

const money = z.string().meta({ example: '1180.00' });
const employeeRef = z.object({ id: z.string(), employeeNumber: z.string(), name: z.string() });
const actor = z.object({ id: z.string(), name: z.string() }).nullable();
const entryRef = z.object({ id: z.string(), pieceNumber: z.string(), status: z.string() }).nullable();

export const RunTotals = z.object({
  adjustedGross: money,
  employeeContributions: money,
  employerContributions: money,
  incomeTax: money,
  advances: money,
  netPay: money,
  employerCost: money,
});

export const PayrollRunView = z.object({
  id: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  period: z.string().meta({ example: '2026-03' }),
  note: z.string().nullable(),
  status: z.enum(PAYROLL_RUN_STATUSES),
  country: z.enum(PAYROLL_COUNTRIES),
  currency: z.string(),
  ruleSetFrom: z.string().nullable().describe('effectiveFrom of the shipped rules the entries were computed with'),
  employeeCount: z.number().int(),
  payslipCount: z.number().int(),
  totals: RunTotals,
  computedAt: z.string().nullable(),
  inputsChangedSinceCompute: z.boolean().describe('Variable inputs changed after the last compute: compute again before validating'),
  validatedAt: z.string().nullable(),
  validatedBy: actor,
  paymentDate: z.string().nullable(),
  paidAt: z.string().nullable(),
  paidBy: actor,
  closedAt: z.string().nullable(),
  closedBy: actor,
  journalEntry: entryRef,
  paymentEntry: entryRef,
  appliedOverrides: z.number().int().describe('Tenant overrides in force for the period when computed'),
  allowedActions: z.array(z.enum(PAYROLL_RUN_ACTIONS)),
  createdAt: z.string(),
});
export type PayrollRun = z.infer<typeof PayrollRunView>;

export const PayrollEntryView = z.object({
  id: z.string(),
  runId: z.string(),
  employee: employeeRef,
  contract: z.object({ id: z.string(), reference: z.string() }).nullable(),
  daysPresent: z.number().int(),
  daysInPeriod: z.number().int(),
  baseSalary: money,
  proratedBase: money,
  adjustedGross: money,
  netTaxable: money,
  employeeContributions: money,
  employerContributions: money,
  incomeTax: money,
  advances: money,
  netPay: money,
  employerCost: money,
  payslip: z.object({ generatedAt: z.string(), size: z.number().int() }).nullable(),
});
export type PayrollEntry = z.infer<typeof PayrollEntryView>;

export const PayrollRunDetail = PayrollRunView.extend({ entries: z.array(PayrollEntryView) });
export type PayrollRunWithEntries = z.infer<typeof PayrollRunDetail>;

const line = z.object({ code: z.string(), labelFr: z.string(), labelEn: z.string() });
export const PayrollEntryDetail = PayrollEntryView.extend({
  currency: z.string(),
  period: z.string(),
  presence: z.object({ firstDay: z.string(), lastDay: z.string(), unpaidAbsenceDays: z.string(), method: z.string() }),
  earnings: z.array(
    line.extend({ kind: z.string(), amount: money, quantity: z.string().nullable(), ratePercent: z.string().nullable(), contributory: z.boolean(), taxable: z.boolean(), paid: z.boolean() }),
  ),
  contributions: z.array(
    line.extend({
      body: z.string(),
      nature: z.enum(['SOCIAL', 'TAX']),
      base: money.nullable(),
      employeeRate: z.string().nullable(),
      employerRate: z.string().nullable(),
      employeeAmount: money,
      employerAmount: money,
    }),
  ),
  incomeTaxes: z.array(line.extend({ body: z.string(), base: money, amount: money, familyParts: z.string().nullable(), familyReduction: money })),
  taxableGross: money,
});
export type PayrollEntryFull = z.infer<typeof PayrollEntryDetail>;

export const PayrollJournalView = z.object({
  runId: z.string(),
  entry: z.object({ id: z.string(), pieceNumber: z.string(), date: z.string(), label: z.string(), status: z.string(), source: z.string() }),
  lines: z.array(z.object({ accountCode: z.string(), label: z.string(), thirdParty: z.string().nullable(), debit: money, credit: money })),
  totalDebit: money,
  totalCredit: money,
  payment: z.object({ id: z.string(), pieceNumber: z.string(), date: z.string(), amount: money }).nullable(),
});
export type PayrollJournal = z.infer<typeof PayrollJournalView>;

const bonusView = z.object({ label: z.string(), amount: money, taxable: z.boolean(), contributory: z.boolean() });
export const VariableInputsView = z.object({
  employee: employeeRef,
  contract: z.object({ id: z.string(), reference: z.string(), baseSalary: money }).nullable(),
  bonuses: z.array(bonusView),
  overtime: z.array(z.object({ hours: z.string(), ratePercent: z.string() })),
  unpaidAbsenceDays: z.string(),
  advances: money,
  benefitsInKind: z.array(z.object({ label: z.string(), amount: money })),
  updatedAt: z.string().nullable(),
});
export type VariableInputs = z.infer<typeof VariableInputsView>;

export const MyPayslipView = z.object({
  entryId: z.string(),
  runId: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  period: z.string(),
  runStatus: z.enum(PAYROLL_RUN_STATUSES),
  currency: z.string(),
  adjustedGross: money,
  netPay: money,
  paymentDate: z.string().nullable(),
  available: z.boolean().describe('The PDF has been generated'),
});
export type MyPayslip = z.infer<typeof MyPayslipView>;

export const PayrollProfileView = z.object({
  employee: employeeRef.extend({ status: z.string(), jobTitle: z.string().nullable() }),
  category: z.enum(PAYROLL_CATEGORIES),
  expatriate: z.boolean(),
  familyParts: z.string(),
  trimfParts: z.string(),
  cmuPersons: z.string(),
  riskRate: z.string().nullable(),
  pasRate: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PayrollProfile = z.infer<typeof PayrollProfileView>;

export const RuleOverrideView = z.object({
  id: z.string(),
  country: z.enum(PAYROLL_COUNTRIES),
  target: z.enum(['RULE', 'CONSTANT', 'CUSTOM_RULE']),
  code: z.string().describe('The rule or constant changed'),
  effectiveFrom: z.string(),
  note: z.string().nullable(),
  override: z.record(z.string(), z.unknown()).describe('The override as stored (engine shape)'),
  createdAt: z.string(),
  createdBy: actor,
});
export type RuleOverride = z.infer<typeof RuleOverrideView>;

const amountRef = z.union([z.string(), z.object({ constant: z.string(), times: z.string().optional() })]);
export const RuleView = z.object({
  code: z.string(),
  line: z.string(),
  labelFr: z.string(),
  labelEn: z.string(),
  kind: z.enum(['EMPLOYEE', 'EMPLOYER']),
  nature: z.enum(['SOCIAL', 'TAX']),
  body: z.string(),
  method: z.enum(['RATE', 'FLAT']),
  base: z.string().nullable().describe('GROSS or TAXABLE_GROSS'),
  rate: z.string().nullable(),
  rateInput: z.string().nullable(),
  amount: z.string().nullable(),
  floor: amountRef.nullable(),
  ceiling: amountRef.nullable(),
  accounts: z.object({ debit: z.string().nullable(), credit: z.string() }),
  source: z.string(),
  confirmed: z.boolean(),
  custom: z.boolean().describe('Added or replaced by a tenant override'),
  overridden: z.boolean().describe('Changed by a tenant override in force on the date'),
});
export type PayrollRule = z.infer<typeof RuleView>;

export const RuleSetView = z.object({
  country: z.enum(PAYROLL_COUNTRIES),
  currency: z.string(),
  chart: z.string(),
  incomeTaxRegime: z.string(),
  notes: z.array(z.string()),
  sources: z.array(z.object({ id: z.string(), title: z.string(), url: z.string().nullable() })),
  versions: z.array(z.object({ effectiveFrom: z.string(), notes: z.string().nullable() })),
  date: z.string().describe('The first day of the month shown'),
  inForce: z.object({
    effectiveFrom: z.string(),
    constants: z.record(z.string(), z.string()),
    rules: z.array(RuleView),
    incomeTaxes: z.array(z.object({ code: z.string(), labelFr: z.string(), labelEn: z.string(), method: z.string(), body: z.string(), account: z.string(), source: z.string(), confirmed: z.boolean() })),
    journal: z.record(z.string(), z.string()),
  }),
  overrides: z.array(RuleOverrideView),
});
export type PayrollRuleSet = z.infer<typeof RuleSetView>;

/** A month of pay taken over from an earlier system (bulk import, sheet 08_Paie). */
export const PayrollHistoryLineView = z.object({
  id: z.string(),
  employee: employeeRef,
  contractId: z.string().nullable(),
  year: z.number().int(),
  month: z.number().int(),
  gross: money,
  deductions: money,
  net: money,
  createdAt: z.string(),
});
export type PayrollHistoryLine = z.infer<typeof PayrollHistoryLineView>;
