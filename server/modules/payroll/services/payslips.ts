import { Op } from 'sequelize';
import { payrollPeriod } from '../../../../shared/payroll';
import { notFound } from '../../../platform/http/problem';
import { appServices, port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { PayrollEntry, PayrollRun } from '../models';
import { PAYROLL_RUN_STATES } from '../states';
import { profilesOf } from './payable';
import { payslipDefinition, type PayslipHeader } from './payslip-pdf';
import { findRun, lockRun } from './runs';

/**
 * How many payslips are handed to the PDF renderer at once: enough to keep its worker threads
 * busy (two documents each, up to 4 threads), few enough that a run's definitions are not all
 * built ahead of their rendering.
 */
export const PAYSLIP_POOL_SIZE = 8;

/** Runs `fn` over the items with at most `size` in flight, answering the results in the items' order. */
export async function mapPool<T, R>(items: readonly T[], size: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

export const payslipFilename = (run: Pick<PayrollRun, 'year' | 'month'>, employeeNumber: string) =>
  `bulletin-${payrollPeriod(run.year, run.month)}-${employeeNumber}.pdf`;

/**
 * Renders the payslips a run does not have yet, with no database write: it runs in the route's
 * `prepare` step, before the writing transaction opens, so rendering holds no writer lock. The
 * state machine is checked first: nothing is rendered for a run that may not have payslips.
 */
export async function renderMissingPayslips(runId: string): Promise<Map<string, Buffer>> {
  const run = await findRun(runId);
  transition(PAYROLL_RUN_STATES, run.status, 'generate-payslips');
  const entries = await PayrollEntry.findAll({ where: { runId, payslipDocumentId: null }, order: [['employeeNumber', 'ASC']] });
  if (!entries.length) return new Map();
  const [tenant, employees, profiles] = await Promise.all([
    port('tenants').findTenantById(requireContext().tenantId as string),
    port('people').employeeSummaries(entries.map((e) => e.employeeId)),
    profilesOf(entries.map((e) => e.employeeId)),
  ]);
  const generatedOn = now().toISOString().slice(0, 10);
  const pdf = appServices().pdf;
  const buffers = await mapPool(entries, PAYSLIP_POOL_SIZE, (entry) => {
    const employee = employees.get(entry.employeeId);
    const profile = profiles.get(entry.employeeId);
    const header: PayslipHeader = {
      company: { name: tenant?.companyName ?? '', country: run.country },
      employee: {
        number: entry.employeeNumber,
        name: entry.employeeName,
        jobTitle: employee?.jobTitle ?? null,
        hireDate: employee?.hireDate ?? null,
        category: profile?.category ?? 'NON_CADRE',
        familyParts: profile?.familyParts ?? '1',
      },
      contractReference: entry.contractReference,
      generatedOn,
    };
    return pdf.render(payslipDefinition(entry.computation, header));
  });
  return new Map(entries.map((e, i) => [e.id, buffers[i]]));
}

/**
 * Stores the payslips rendered beforehand, in the request's transaction, for the entries that
 * still have none once the run is locked: two requests at once store each payslip once.
 */
export async function storePayslips(runId: string, rendered: ReadonlyMap<string, Buffer>): Promise<PayrollRun> {
  const { run } = await lockRun(runId, 'generate-payslips');
  const missing = await PayrollEntry.findAll({ where: { runId, payslipDocumentId: null } });
  const documents = appServices().documents;
  const at = now();
  for (const entry of missing) {
    const content = rendered.get(entry.id);
    if (!content) continue;
    const doc = await documents.save({ filename: payslipFilename(run, entry.employeeNumber), contentType: 'application/pdf', content, category: 'payroll/payslips' });
    await entry.update({ payslipDocumentId: doc.id, payslipSize: doc.size, payslipGeneratedAt: at });
  }
  return run;
}

/** A stored payslip of a run out of DRAFT (DRAFT: 409 INVALID_STATE; not generated yet: 404). */
export async function payslipOf(runId: string, entryId: string): Promise<{ filename: string; content: Buffer }> {
  const run = await findRun(runId);
  if (run.status === 'DRAFT') transition(PAYROLL_RUN_STATES, run.status, 'generate-payslips');
  const entry = await PayrollEntry.findOne({ where: { id: entryId, runId } });
  if (!entry) throw notFound('Payroll entry', entryId);
  if (!entry.payslipDocumentId) throw notFound('Payslip (not generated yet) of entry', entryId);
  const { content } = await appServices().documents.read(entry.payslipDocumentId);
  return { filename: payslipFilename(run, entry.employeeNumber), content };
}

/** The caller's entries in runs out of DRAFT, latest first (none without an employee profile). */
export async function myEntries(): Promise<Array<{ entry: PayrollEntry; run: PayrollRun }>> {
  const me = await port('people').callerEmployee();
  if (!me) return [];
  const entries = await PayrollEntry.findAll({ where: { employeeId: me.id }, attributes: { exclude: ['computation'] } });
  if (!entries.length) return [];
  const runs = new Map((await PayrollRun.findAll({ where: { id: { [Op.in]: entries.map((e) => e.runId) }, status: { [Op.ne]: 'DRAFT' } } })).map((r) => [r.id, r]));
  return entries
    .flatMap((entry) => {
      const run = runs.get(entry.runId);
      return run ? [{ entry, run }] : [];
    })
    .sort((a, b) => b.run.year - a.run.year || b.run.month - a.run.month);
}

/** One of the caller's own payslips; anyone else's answers 404, whatever the id. */
export async function myPayslip(entryId: string): Promise<{ filename: string; content: Buffer }> {
  const mine = (await myEntries()).find((m) => m.entry.id === entryId);
  if (!mine?.entry.payslipDocumentId) throw notFound('Payslip', entryId);
  const { content } = await appServices().documents.read(mine.entry.payslipDocumentId);
  return { filename: payslipFilename(mine.run, mine.entry.employeeNumber), content };
}
