import { randomUUID } from 'node:crypto';
import { businessRule, invalidState } from '../../../platform/http/problem';
import type { TrackedWrite } from '../../../platform/imports/import-target';
import { port } from '../../../platform/modules';
import { requireContext } from '../../../platform/tenancy/context';
import { ImportRecord, ImportSession } from '../models';
import { transition } from '../../../platform/state-machine';
import { IMPORT_SESSION_STATES } from '../states';
import type { SheetName } from '../sheets/definitions';
import { loadExisting } from './existing';
import { DECLARED_DEPARTMENT, planWorkbook, type WorkbookPlan } from './plan';
import type { DepartmentStep, Ref } from './plan/types';
import { executionProgress } from './progress';
import { decodeRows } from './rows';
import { findSession } from './sessions';
import type { Entity } from './targets';

/** Marks a session as being executed; a second claim (sequential or concurrent) finds it taken. */
async function claim(sessionId: string): Promise<ImportSession> {
  const session = await findSession(sessionId);
  const next = transition(IMPORT_SESSION_STATES, session.status, 'execute');
  const [claimed] = await ImportSession.update({ status: next }, { where: { id: sessionId, status: session.status } });
  if (claimed !== 1) throw invalidState((await findSession(sessionId)).status, 'execute the import');
  return session;
}

type Tag = { sessionId: string; seq: number; sheet: string; row: number; entity: Entity; entityId: string; action: 'CREATE' | 'UPDATE'; replaced: Record<string, unknown> | null; version: string };
const TAG_CHUNK = 1000;

/** Tags each written record with the session (flushed to import_records in chunks) and reports the progress. */
class Tagger {
  private pending: Tag[] = [];
  private seq = 0;
  created = 0;
  updated = 0;
  constructor(
    private readonly sessionId: string,
    private readonly total: number,
  ) {}
  async tag(sheet: SheetName, row: number, entity: Entity, write: TrackedWrite): Promise<string> {
    const action = write.previous ? 'UPDATE' : 'CREATE';
    if (action === 'CREATE') this.created++;
    else this.updated++;
    this.pending.push({ sessionId: this.sessionId, seq: ++this.seq, sheet, row, entity, entityId: write.id, action, replaced: write.previous, version: write.version });
    if (this.pending.length >= TAG_CHUNK) await this.flush();
    return write.id;
  }
  async flush(): Promise<void> {
    // Nothing is read back (PostgreSQL would answer every inserted row).
    if (this.pending.length) await ImportRecord.bulkCreate(this.pending, { returning: false });
    this.pending = [];
  }
  /** Progress once `inFlight` more records than those tagged are written (a port reports as its chunks go). */
  async progress(inFlight = 0): Promise<void> {
    await executionProgress.set(this.sessionId, ((this.seq + inFlight) / Math.max(1, this.total)) * 95);
  }
  /** For a port's `onProgress`. */
  readonly during = (written: number) => this.progress(written);
}

/** Sheets in dependency order, all in the request's transaction: any failure writes nothing. */
async function apply(plan: Steps, tagger: Tagger): Promise<void> {
  const tenantId = requireContext().tenantId as string;
  if (plan.organisation) {
    const tenants = port('tenants');
    const before = await tenants.findTenantById(tenantId);
    const changes = plan.organisation.changes;
    const previous = Object.fromEntries(Object.keys(changes).map((k) => [k, before?.[k as 'companyName' | 'settings'] ?? null]));
    const after = await tenants.updateTenant(tenantId, changes);
    await tagger.tag('01_Organisations', plan.organisation.row, 'ORGANISATION', { id: tenantId, previous, version: new Date(after!.updatedAt).toISOString() });
    await tagger.progress();
  }

  const employees = port('employeeImport');
  const departmentIds = new Map<string, string>();
  const resolveDepartment = (ref: Ref | null) => (!ref ? null : 'id' in ref ? ref.id : (departmentIds.get(ref.key) ?? null));
  const ordered = departmentOrder(plan.departments);
  // New departments get their ids now, so children (and employees) can name them before they are inserted.
  for (const step of ordered) departmentIds.set(step.code.toLowerCase(), step.id ?? randomUUID());
  const fresh = ordered.filter((step) => !step.id);
  const created = await employees.departments.createMany(fresh.map((step) => ({ id: departmentIds.get(step.code.toLowerCase())!, name: step.name, code: step.code, parentId: resolveDepartment(step.parent) })));
  for (const [i, write] of created.entries()) await tagger.tag('02_Departements', fresh[i].row, 'DEPARTMENT', write);
  for (const step of ordered.filter((s) => s.id)) {
    await tagger.tag('02_Departements', step.row, 'DEPARTMENT', await employees.departments.save({ id: step.id, name: step.name, code: step.code, parentId: resolveDepartment(step.parent) }));
  }
  await tagger.progress();

  const employeeIds = new Map<string, string>();
  const writes = await employees.apply(plan.employees, (id) => (id.startsWith(DECLARED_DEPARTMENT) ? (departmentIds.get(id.slice(DECLARED_DEPARTMENT.length)) ?? null) : id), tagger.during);
  const numberOfRow = new Map(plan.employees.map((e) => [e.row, e.employeeNumber.toLowerCase()]));
  for (const write of writes) employeeIds.set(numberOfRow.get(write.row)!, await tagger.tag('03_Employes', write.row, 'EMPLOYEE', write));
  await tagger.progress();
  const employeeOf = (ref: Ref) => ('id' in ref ? ref.id : employeeIds.get(ref.key)!);

  const leave = port('leaveImport');
  for (const step of plan.holidays) await tagger.tag('04_Calendrier_Conges', step.row, 'HOLIDAY', await leave.holidays.save(step.id, { date: step.date, name: step.name }));
  await tagger.progress();

  const booking = port('bookingImport');
  const typeIds = new Map<string, string>();
  for (const step of plan.types) typeIds.set(step.input.name.toLowerCase(), await tagger.tag('05_Types_Ressources', step.row, 'RESOURCE_TYPE', await booking.types.save(step.id, step.input)));
  for (const step of plan.resources) {
    const typeId = 'id' in step.type ? step.type.id : typeIds.get(step.type.key)!;
    await tagger.tag('06_Ressources', step.row, 'RESOURCE', await booking.resources.save(step.id, { ...step.input, typeId }));
  }
  await tagger.progress();

  const contractIds = new Map<string, string>();
  const contractWrites = await port('contractImport').contracts.createMany(
    plan.contracts.map((step) => ({ ...step.input, employeeId: employeeOf(step.employee) })),
    tagger.during,
  );
  for (const [i, write] of contractWrites.entries()) {
    const step = plan.contracts[i];
    contractIds.set(step.input.reference.toLowerCase(), await tagger.tag('07_Contrats', step.row, 'CONTRACT', write));
  }
  await tagger.progress();

  const history = port('payrollImport').history;
  const inputOf = (step: (typeof plan.payroll)[number]) => {
    const contractId = !step.contract ? null : 'id' in step.contract ? step.contract.id : contractIds.get(step.contract.key)!;
    return { employeeId: employeeOf(step.employee), contractId, year: step.year, month: step.month, grossCents: step.grossCents, deductionsCents: step.deductionsCents, netCents: step.netCents };
  };
  const newLines = plan.payroll.filter((step) => !step.id);
  const lineWrites = await history.createMany(newLines.map(inputOf), tagger.during);
  for (const [i, write] of lineWrites.entries()) await tagger.tag('08_Paie', newLines[i].row, 'PAYROLL_LINE', write);
  for (const step of plan.payroll.filter((s) => s.id)) await tagger.tag('08_Paie', step.row, 'PAYROLL_LINE', await history.save(step.id, inputOf(step)));
  await tagger.flush();
}

/** Parents before children (the sheet may list them in any order; cycles were refused at validation). */
function departmentOrder(steps: DepartmentStep[]): DepartmentStep[] {
  const pending = new Map(steps.map((s) => [s.code.toLowerCase(), s]));
  const ordered: DepartmentStep[] = [];
  const visit = (step: DepartmentStep) => {
    if (!pending.delete(step.code.toLowerCase())) return;
    const parent = step.parent && 'key' in step.parent ? pending.get(step.parent.key) : undefined;
    if (parent) visit(parent);
    ordered.push(step);
  };
  for (const step of steps) visit(step);
  return ordered;
}

/** What the writing needs of a plan: the steps of each sheet (the findings and row actions are only counted). */
type Steps = Omit<WorkbookPlan, 'issues' | 'actions' | 'employeePlan'>;

/** Plans the rows against the current data; refused when they no longer validate. */
async function planAgain(rows: Buffer): Promise<{ steps: Steps; toWrite: number; skipped: number }> {
  const { issues, actions, employeePlan: _employeePlan, ...steps } = await planWorkbook(decodeRows(rows), await loadExisting());
  const errors = issues.filter((i) => i.severity === 'ERROR');
  if (errors.length) {
    throw businessRule(`The workbook has ${errors.length} error(s) against the current data; nothing was imported`, { issues: errors.slice(0, 200) });
  }
  const count = (...kinds: string[]) => actions.filter((a) => kinds.includes(a.action)).length;
  return { steps, toWrite: count('CREATE', 'UPDATE'), skipped: count('SKIP') };
}

/**
 * Executes a validated session: claims it (a second execute is refused, even concurrently),
 * validates the rows kept at upload (`sessionRows`) again against the data as it is now (it may
 * have changed since the upload), writes every sheet in dependency order and tags each record
 * with the session. The rows are decoded only to be planned: the writing holds the steps alone.
 */
export async function executeSession(sessionId: string, rows: Buffer): Promise<ImportSession> {
  const ctx = requireContext();
  const session = await claim(sessionId);
  await executionProgress.start(sessionId);
  try {
    const { steps, toWrite, skipped } = await planAgain(rows);
    const tagger = new Tagger(sessionId, toWrite);
    await apply(steps, tagger);
    await session.reload();
    session.set({ executedAt: ctx.now(), executedBy: ctx.userId, summary: { created: tagger.created, updated: tagger.updated, skipped } });
    await session.save();
    return session;
  } finally {
    executionProgress.end(sessionId);
  }
}
