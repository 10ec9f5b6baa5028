import { Document as SepaDocument } from 'sepa';
import { checkIban, isValidBicCode, normalizeBic } from '../../../../shared/iban';
import { formatCents } from '../../../../shared/money';
import { payrollPeriod } from '../../../../shared/payroll';
import { businessRule, refusal, type FieldError } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { invalidState } from '../../../platform/http/problem';
import { now, requireContext } from '../../../platform/tenancy/context';
import { PayrollEntry, type PayrollRun } from '../models';
import { findRun } from './runs';

/** One transfer of a run: an employee with a positive net pay and a valid IBAN. */
export interface Transfer {
  employeeId: string;
  employeeNumber: string;
  name: string;
  iban: string;
  bic: string | null;
  amountCents: number;
}

export const CSV_HEADER = ['employeeNumber', 'name', 'iban', 'bic', 'amount', 'currency', 'reference'] as const;

const reference = (run: Pick<PayrollRun, 'year' | 'month'>, employeeNumber: string) => `SALAIRE ${payrollPeriod(run.year, run.month)} ${employeeNumber}`;

/**
 * The transfers of a run out of DRAFT: every employee with a positive net pay, by number. An
 * employee without a valid IBAN (checked like every IBAN, shared/iban.ts) is not left out: the
 * file is refused, each of them listed in `errors` and `employees`, so nobody goes unpaid unseen.
 */
export async function transfersOf(runId: string): Promise<{ run: PayrollRun; transfers: Transfer[] }> {
  const run = await findRun(runId);
  if (run.status === 'DRAFT') throw invalidState(run.status, 'produce a transfer file (validate the run first)');
  const entries = await PayrollEntry.findAll({ where: { runId }, attributes: ['employeeId', 'employeeNumber', 'employeeName', 'netPayCents'], order: [['employeeNumber', 'ASC']] });
  const paid = entries.filter((e) => e.netPayCents > 0);
  const people = await port('people').employeeSummaries(paid.map((e) => e.employeeId));
  const transfers: Transfer[] = [];
  const errors: FieldError[] = [];
  const employees: Array<{ employeeId: string; employeeNumber: string; name: string; problem: string }> = [];
  for (const entry of paid) {
    const person = people.get(entry.employeeId);
    const check = checkIban(person?.bankIban ?? '');
    if (!check.valid) {
      const problem = person?.bankIban ? check.message : 'No IBAN';
      errors.push({ path: `employees.${entry.employeeNumber}`, message: `${entry.employeeName}: ${problem}` });
      employees.push({ employeeId: entry.employeeId, employeeNumber: entry.employeeNumber, name: entry.employeeName, problem });
      continue;
    }
    const bic = person?.bankBic && isValidBicCode(person.bankBic) ? normalizeBic(person.bankBic) : null;
    transfers.push({ employeeId: entry.employeeId, employeeNumber: entry.employeeNumber, name: entry.employeeName, iban: check.iban, bic, amountCents: entry.netPayCents });
  }
  if (errors.length) throw refusal('BUSINESS_RULE', 'payroll.transferProblems', { count: errors.length }, { errors, employees });
  return { run, transfers };
}

/** The CSV rows local banks import: one transfer a row, amounts with a dot and two decimals. */
export function csvRows(run: PayrollRun, transfers: readonly Transfer[]): string[][] {
  return transfers.map((t) => [t.employeeNumber, t.name, t.iban, t.bic ?? '', formatCents(t.amountCents), run.currency, reference(run, t.employeeNumber)]);
}

/** SEPA's Latin character set: accents dropped, anything else outside it replaced by a space. */
export function sepaText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

/**
 * The SEPA credit transfer file (pain.001.001.03) of a EUR run: one payment information from the
 * company's default bank account, one transaction per employee, executed on the payment date
 * (or today for a run not paid yet).
 */
export async function sepaXml(runId: string): Promise<{ run: PayrollRun; xml: string }> {
  const { run, transfers } = await transfersOf(runId);
  if (run.currency !== 'EUR') throw refusal('BUSINESS_RULE', 'payroll.sepaCurrency', { currency: run.currency });
  const banks = await port('ledger').bankAccounts();
  const debtor = banks.find((b) => b.isDefault) ?? banks[0];
  const debtorIban = debtor ? checkIban(debtor.iban) : null;
  if (!debtor || !debtorIban?.valid || !debtor.bic || !isValidBicCode(debtor.bic)) throw refusal('BUSINESS_RULE', 'payroll.noDebtorAccount');
  const tenant = await port('tenants').findTenantById(requireContext().tenantId as string);
  const company = sepaText(tenant?.companyName ?? 'Employer', 70);
  const period = payrollPeriod(run.year, run.month);
  const stamp = now();

  const doc = new SepaDocument('pain.001.001.03');
  doc.grpHdr.id = sepaText(`PAIE-${period}-${stamp.getTime()}`, 35);
  doc.grpHdr.created = stamp;
  doc.grpHdr.initiatorName = company;
  const info = doc.createPaymentInfo();
  info.requestedExecutionDate = new Date(`${run.paymentDate ?? stamp.toISOString().slice(0, 10)}T12:00:00Z`);
  info.debtorName = company;
  info.debtorIBAN = debtorIban.iban;
  info.debtorBIC = normalizeBic(debtor.bic);
  doc.addPaymentInfo(info);
  // The library prefixes each id with its parent's, past the 35 characters the schema allows.
  info.id = sepaText(`PAIE-${period}`, 35);
  for (const [index, t] of transfers.entries()) {
    const tx = info.createTransaction();
    tx.creditorName = sepaText(t.name, 70);
    tx.creditorIBAN = t.iban;
    tx.creditorBIC = t.bic && t.bic.slice(4, 6) === t.iban.slice(0, 2) ? t.bic : '';
    tx.amount = t.amountCents / 100;
    tx.remittanceInfo = sepaText(`Salaire ${period}`, 140);
    tx.end2endId = sepaText(`SAL-${period}-${t.employeeNumber}`, 35);
    info.addTransaction(tx);
    tx.id = sepaText(`PAIE-${period}-${index + 1}`, 35);
  }
  try {
    return { run, xml: doc.toString() };
  } catch (err) {
    throw businessRule(`The SEPA file cannot be produced: ${err instanceof Error ? err.message : String(err)}`);
  }
}
