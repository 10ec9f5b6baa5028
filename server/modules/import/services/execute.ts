import { businessRule, invalidState } from '../../../platform/http/problem';
import type { TrackedWrite } from '../../../platform/imports/import-target';
import { port } from '../../../platform/modules';
import { requireContext } from '../../../platform/tenancy/context';
import type { SheetContent } from '../../../platform/spreadsheet/read-workbook';
import { ImportRecord, ImportSession } from '../models';
import { transition } from '../../../platform/state-machine';
import { IMPORT_SESSION_STATES } from '../states';
import type { SheetName } from '../sheets/definitions';
import { loadExisting } from './existing';
import { DECLARED_DEPARTMENT, planWorkbook, type WorkbookPlan } from './plan';
import type { DepartmentStep, Ref } from './plan/types';
import { executionProgress } from './progress';
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

class Tagger {
  readonly tags: Array<{ sessionId: string; seq: number; sheet: string; row: number; entity: Entity; entityId: string; action: 'CREATE' | 'UPDATE'; replaced: Record<string, unknown> | null; version: string }> = [];
  private done = 0;
  constructor(
    private readonly sessionId: string,
    private readonly total: number,
  ) {}
  tag(sheet: SheetName, row: number, entity: Entity, write: TrackedWrite): string {
    this.tags.push({ sessionId: this.sessionId, seq: this.tags.length + 1, sheet, row, entity, entityId: write.id, action: write.previous ? 'UPDATE' : 'CREATE', replaced: write.previous, version: write.version });
    this.step();
    return write.id;
  }
  step(): void {
    this.done++;
    if (this.done % 50 === 0) executionProgress.set(this.sessionId, (this.done / Math.max(1, this.total)) * 95);
  }
}

/** Sheets in dependency order, all in the request's transaction: any failure writes nothing. */
async function apply(plan: WorkbookPlan, tagger: Tagger): Promise<void> {
  const tenantId = requireContext().tenantId as string;
  if (plan.organisation) {
    const tenants = port('tenants');
    const before = await tenants.findTenantById(tenantId);
    const changes = plan.organisation.changes;
    const previous = Object.fromEntries(Object.keys(changes).map((k) => [k, before?.[k as 'companyName' | 'settings'] ?? null]));
    const after = await tenants.updateTenant(tenantId, changes);
    tagger.tag('01_Organisations', plan.organisation.row, 'ORGANISATION', { id: tenantId, previous, version: new Date(after!.updatedAt).toISOString() });
  }

  const employees = port('employeeImport');
  const departmentIds = new Map<string, string>();
  const resolveDepartment = (ref: Ref | null) => (!ref ? null : 'id' in ref ? ref.id : (departmentIds.get(ref.key) ?? null));
  for (const step of departmentOrder(plan.departments)) {
    const write = await employees.departments.save({ id: step.id, name: step.name, code: step.code, parentId: resolveDepartment(step.parent) });
    departmentIds.set(step.code.toLowerCase(), tagger.tag('02_Departements', step.row, 'DEPARTMENT', write));
  }

  const employeeIds = new Map<string, string>();
  const writes = await employees.apply(plan.employees, (id) => (id.startsWith(DECLARED_DEPARTMENT) ? (departmentIds.get(id.slice(DECLARED_DEPARTMENT.length)) ?? null) : id));
  const numberOfRow = new Map(plan.employees.map((e) => [e.row, e.employeeNumber.toLowerCase()]));
  for (const write of writes) employeeIds.set(numberOfRow.get(write.row)!, tagger.tag('03_Employes', write.row, 'EMPLOYEE', write));
  const employeeOf = (ref: Ref) => ('id' in ref ? ref.id : employeeIds.get(ref.key)!);

  const leave = port('leaveImport');
  for (const step of plan.holidays) tagger.tag('04_Calendrier_Conges', step.row, 'HOLIDAY', await leave.holidays.save(step.id, { date: step.date, name: step.name }));

  const booking = port('bookingImport');
  const typeIds = new Map<string, string>();
  for (const step of plan.types) typeIds.set(step.input.name.toLowerCase(), tagger.tag('05_Types_Ressources', step.row, 'RESOURCE_TYPE', await booking.types.save(step.id, step.input)));
  for (const step of plan.resources) {
    const typeId = 'id' in step.type ? step.type.id : typeIds.get(step.type.key)!;
    tagger.tag('06_Ressources', step.row, 'RESOURCE', await booking.resources.save(step.id, { ...step.input, typeId }));
  }

  const contracts = port('contractImport');
  const contractIds = new Map<string, string>();
  for (const step of plan.contracts) {
    const write = await contracts.contracts.create({ ...step.input, employeeId: employeeOf(step.employee) });
    contractIds.set(step.input.reference.toLowerCase(), tagger.tag('07_Contrats', step.row, 'CONTRACT', write));
  }

  const payroll = port('payrollImport');
  for (const step of plan.payroll) {
    const contractId = !step.contract ? null : 'id' in step.contract ? step.contract.id : contractIds.get(step.contract.key)!;
    const input = { employeeId: employeeOf(step.employee), contractId, year: step.year, month: step.month, grossCents: step.grossCents, deductionsCents: step.deductionsCents, netCents: step.netCents };
    tagger.tag('08_Paie', step.row, 'PAYROLL_LINE', await payroll.history.save(step.id, input));
  }
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

/**
 * Executes a validated session: claims it (a second execute is refused, even concurrently),
 * validates the workbook again against the data as it is now (it may have changed since the
 * upload), writes every sheet in dependency order and tags each record with the session.
 */
export async function executeSession(sessionId: string, sheets: SheetContent[]): Promise<ImportSession> {
  const ctx = requireContext();
  const session = await claim(sessionId);
  executionProgress.start(sessionId);
  try {
    const plan = await planWorkbook(sheets, await loadExisting());
    const errors = plan.issues.filter((i) => i.severity === 'ERROR');
    if (errors.length) {
      throw businessRule(`The workbook has ${errors.length} error(s) against the current data; nothing was imported`, { issues: errors.slice(0, 200) });
    }
    const total = plan.actions.filter((a) => a.action === 'CREATE' || a.action === 'UPDATE').length;
    const tagger = new Tagger(sessionId, total);
    await apply(plan, tagger);
    for (let i = 0; i < tagger.tags.length; i += 1000) await ImportRecord.bulkCreate(tagger.tags.slice(i, i + 1000));
    const created = tagger.tags.filter((t) => t.action === 'CREATE').length;
    await session.reload();
    session.set({ executedAt: ctx.now(), executedBy: ctx.userId, summary: { created, updated: tagger.tags.length - created, skipped: plan.actions.filter((a) => a.action === 'SKIP').length } });
    await session.save();
    return session;
  } finally {
    executionProgress.end(sessionId);
  }
}
