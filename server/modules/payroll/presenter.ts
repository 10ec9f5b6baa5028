import { formatCents } from '../../../shared/money';
import { payrollPeriod } from '../../../shared/payroll';
import type { PayrollEntryFull, PayrollJournal, PayrollRun as RunView, PayrollEntry as EntryView, RuleOverride as OverrideView } from '../../../shared/schemas/payroll';
import { port } from '../../platform/modules';
import { allowedActions } from '../../platform/state-machine';
import type { PayrollEntry, PayrollRun, PayrollRuleOverride } from './models';
import { PAYROLL_RUN_STATES } from './states';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const money = (cents: number | null | undefined) => formatCents(cents ?? 0);

type Names = Map<string, { name: string }>;
const actor = (names: Names, id: string | null | undefined) => (id ? { id, name: names.get(id)?.name ?? '' } : null);

async function namesOf(ids: Array<string | null | undefined>): Promise<Names> {
  return port('people').users(ids);
}

function runView(run: PayrollRun, names: Names, payslipCount: number, entryStatus: Map<string, string>): RunView {
  return {
    id: run.id,
    year: run.year,
    month: run.month,
    period: payrollPeriod(run.year, run.month),
    note: run.note ?? null,
    status: run.status,
    country: run.country,
    currency: run.currency,
    ruleSetFrom: run.ruleSetFrom ?? null,
    employeeCount: run.employeeCount,
    payslipCount,
    totals: {
      adjustedGross: money(run.adjustedGrossCents),
      employeeContributions: money(run.employeeContributionsCents),
      employerContributions: money(run.employerContributionsCents),
      incomeTax: money(run.incomeTaxCents),
      advances: money(run.advancesCents),
      netPay: money(run.netPayCents),
      employerCost: money(run.employerCostCents),
    },
    computedAt: iso(run.computedAt),
    inputsChangedSinceCompute: run.inputsStale,
    validatedAt: iso(run.validatedAt),
    validatedBy: actor(names, run.validatedBy),
    paymentDate: run.paymentDate ?? null,
    paidAt: iso(run.paidAt),
    paidBy: actor(names, run.paidBy),
    closedAt: iso(run.closedAt),
    closedBy: actor(names, run.closedBy),
    journalEntry: run.journalEntryId && run.journalPieceNumber ? { id: run.journalEntryId, pieceNumber: run.journalPieceNumber, status: entryStatus.get(run.journalEntryId) ?? 'POSTED' } : null,
    paymentEntry: run.paymentEntryId && run.paymentPieceNumber ? { id: run.paymentEntryId, pieceNumber: run.paymentPieceNumber, status: entryStatus.get(run.paymentEntryId) ?? 'POSTED' } : null,
    appliedOverrides: run.appliedOverrides?.length ?? 0,
    allowedActions: allowedActions(PAYROLL_RUN_STATES, run.status),
    createdAt: iso(run.createdAt) as string,
  };
}

/** Runs as the API answers them; `payslips` counts the generated payslips of each run. */
export async function presentRuns(runs: PayrollRun[], payslips: Map<string, number>): Promise<RunView[]> {
  const names = await namesOf(runs.flatMap((r) => [r.validatedBy, r.paidBy, r.closedBy]));
  const ledgerEntries = await port('ledger').entries(runs.flatMap((r) => [r.journalEntryId, r.paymentEntryId]).filter((id): id is string => Boolean(id)));
  const status = new Map(ledgerEntries.map((e) => [e.id, e.status as string]));
  return runs.map((r) => runView(r, names, payslips.get(r.id) ?? 0, status));
}

export function presentEntry(e: PayrollEntry): EntryView {
  return {
    id: e.id,
    runId: e.runId,
    employee: { id: e.employeeId, employeeNumber: e.employeeNumber, name: e.employeeName },
    contract: e.contractId && e.contractReference ? { id: e.contractId, reference: e.contractReference } : null,
    daysPresent: e.daysPresent,
    daysInPeriod: e.daysInPeriod,
    baseSalary: money(e.baseSalaryCents),
    proratedBase: money(e.proratedBaseCents),
    adjustedGross: money(e.adjustedGrossCents),
    netTaxable: money(e.netTaxableCents),
    employeeContributions: money(e.employeeContributionsCents),
    employerContributions: money(e.employerContributionsCents),
    incomeTax: money(e.incomeTaxCents),
    advances: money(e.advancesCents),
    netPay: money(e.netPayCents),
    employerCost: money(e.employerCostCents),
    payslip: e.payslipDocumentId && e.payslipGeneratedAt ? { generatedAt: iso(e.payslipGeneratedAt) as string, size: e.payslipSize ?? 0 } : null,
  };
}

/** One entry with the engine's working: earnings, each contribution line, each income tax. */
export function presentEntryDetail(e: PayrollEntry): PayrollEntryFull {
  const slip = e.computation;
  return {
    ...presentEntry(e),
    currency: slip.currency,
    period: payrollPeriod(slip.period.year, slip.period.month),
    presence: { firstDay: slip.presence.firstDay, lastDay: slip.presence.lastDay, unpaidAbsenceDays: slip.presence.unpaidAbsenceDays, method: slip.presence.method },
    earnings: slip.earnings.map((l) => ({
      code: l.code,
      labelFr: l.labelFr,
      labelEn: l.labelEn,
      kind: l.kind,
      amount: money(l.amount),
      quantity: l.quantity ?? null,
      ratePercent: l.ratePercent ?? null,
      contributory: l.contributory,
      taxable: l.taxable,
      paid: l.paid,
    })),
    contributions: slip.contributions.map((c) => ({
      code: c.code,
      labelFr: c.labelFr,
      labelEn: c.labelEn,
      body: c.body,
      nature: c.nature,
      base: c.base === null ? null : money(c.base),
      employeeRate: c.employeeRate,
      employerRate: c.employerRate,
      employeeAmount: money(c.employeeAmount),
      employerAmount: money(c.employerAmount),
    })),
    incomeTaxes: slip.incomeTaxes.map((t) => ({
      code: t.code,
      labelFr: t.labelFr,
      labelEn: t.labelEn,
      body: t.body,
      base: money(t.base),
      amount: money(t.amount),
      familyParts: t.details.familyParts ?? null,
      familyReduction: money(t.details.familyReduction),
    })),
    taxableGross: money(slip.taxableGross),
  };
}

/** The run's posted journal entry with the lines it was given, and its bank payment. */
export async function presentJournal(run: PayrollRun): Promise<PayrollJournal | null> {
  if (!run.journalEntryId || !run.journalLines) return null;
  const ledger = port('ledger');
  const entry = await ledger.entry(run.journalEntryId);
  if (!entry) return null;
  const payment = run.paymentEntryId ? await ledger.entry(run.paymentEntryId) : null;
  const lines = run.journalLines;
  return {
    runId: run.id,
    entry: { id: entry.id, pieceNumber: entry.pieceNumber, date: entry.entryDate, label: entry.label, status: entry.status, source: entry.source },
    lines: lines.map((l) => ({ accountCode: l.accountCode, label: l.label, thirdParty: l.thirdParty, debit: money(l.debitCents), credit: money(l.creditCents) })),
    totalDebit: money(entry.totalDebitCents),
    totalCredit: money(entry.totalCreditCents),
    payment: payment ? { id: payment.id, pieceNumber: payment.pieceNumber, date: payment.entryDate, amount: money(payment.totalDebitCents) } : null,
  };
}

export async function presentOverrides(rows: PayrollRuleOverride[]): Promise<OverrideView[]> {
  const names = await namesOf(rows.map((r) => r.createdBy));
  return rows.map((r) => ({
    id: r.id,
    country: r.country,
    target: r.target,
    code: r.code,
    effectiveFrom: r.effectiveFrom,
    note: r.note ?? null,
    override: r.override as unknown as Record<string, unknown>,
    createdAt: iso(r.createdAt) as string,
    createdBy: actor(names, r.createdBy),
  }));
}
