import { requireContext } from '../../../../platform/tenancy/context';
import { transition } from '../../../../platform/state-machine';
import { Department } from '../../models/department';
import { Employee } from '../../models/employee';
import { employeeLifecycle, lifecycleAction } from '../../states';
import { applyBankAccount, applyEmergencyContact } from '../employee-records';
import { isoDay } from '../lookup';
import { createTracked, saveTracked, type TrackedWrite } from '../../../../platform/imports/import-target';
import type { ImportPlan, PlannedRow } from './plan';

export interface AppliedImport {
  created: number;
  updated: number;
  departmentsCreated: string[];
}

/**
 * Writes a plan that has no error, inside the request's transaction: departments first, then the
 * profiles, then the reporting lines (a manager may be a new row of the same file).
 */
export async function applyImport(plan: ImportPlan): Promise<AppliedImport> {
  const departmentIds = new Map<string, string>();
  for (const name of plan.departmentsToCreate) {
    const department = await Department.create({ name });
    departmentIds.set(name, department.id);
  }
  const writes = await applyPlannedRows(plan.rows, (ref) => ('id' in ref ? ref.id : (departmentIds.get(ref.create) ?? null)));
  const updated = writes.filter((w) => w.previous !== null).length;
  return { created: writes.length - updated, updated, departmentsCreated: plan.departmentsToCreate };
}

/**
 * Saves planned rows and answers, per record, what each save replaced: the bulk import keeps it
 * to put the records back on a rollback. New profiles are inserted in chunks, managers before the
 * people reporting to them (ids are minted when built, so a reporting line to a new row of the
 * same file is set before the insert); existing profiles are then updated one by one. The
 * answers come in the order written, so undoing them backwards removes reports before managers.
 */
export async function applyPlannedRows(
  rows: PlannedRow[],
  departmentOf: (ref: NonNullable<PlannedRow['department']>) => string | null,
  onProgress?: (written: number) => void | Promise<void>,
): Promise<Array<TrackedWrite & { row: number }>> {
  const now = requireContext().now();
  const idOfNumber = new Map<string, string>();
  for (const e of await Employee.findAll({ attributes: ['id', 'employeeNumber'], raw: true })) idOfNumber.set(e.employeeNumber.toLowerCase(), e.id);
  const existingIds = rows.flatMap((r) => (r.existingId ? [r.existingId] : []));
  const loaded = new Map<string, Employee>();
  for (let i = 0; i < existingIds.length; i += 500) {
    for (const e of await Employee.findAll({ where: { id: existingIds.slice(i, i + 500) } })) loaded.set(e.id, e);
  }

  const prepared = rows.map((row) => {
    const employee = row.existingId
      ? loaded.get(row.existingId)!
      : Employee.build({ employeeNumber: row.employeeNumber, firstName: row.fields.firstName ?? '', lastName: row.fields.lastName ?? '', status: 'PRE_HIRE', statusChangedAt: now });
    const { bankAccount, emergencyContact, ...simple } = row.fields;
    employee.set(simple);
    if (bankAccount) applyBankAccount(employee, bankAccount);
    if (emergencyContact) applyEmergencyContact(employee, emergencyContact);
    if (row.department) employee.departmentId = departmentOf(row.department);
    if (row.status && row.status !== employee.status) {
      employee.status = transition(employeeLifecycle, employee.status, lifecycleAction(employee.status, row.status));
      employee.statusChangedAt = now;
      if (employee.status === 'TERMINATED') employee.terminationDate = isoDay(now);
    }
    idOfNumber.set(employee.employeeNumber.toLowerCase(), employee.id);
    return { row, employee };
  });
  for (const { row, employee } of prepared) {
    if (row.managerNumber !== undefined) employee.managerId = idOfNumber.get(row.managerNumber.toLowerCase()) ?? null;
  }

  const fresh = prepared.filter((p) => !p.row.existingId);
  const { ordered, deferred } = managersFirst(fresh.map((p) => p.employee));
  const rowOf = new Map(prepared.map((p) => [p.employee.id, p.row.row]));
  const writes: Array<TrackedWrite & { row: number }> = (await createTracked(Employee, ordered, onProgress)).map((w) => ({ ...w, row: rowOf.get(w.id)! }));
  // Reporting lines the insert order could not satisfy (a loop among new rows: refused at planning, guarded here).
  for (const { id, managerId } of deferred) {
    const employee = (await Employee.findByPk(id))!;
    employee.managerId = managerId;
    writes.find((w) => w.id === id)!.version = (await saveTracked(employee)).version;
  }
  for (const { row, employee } of prepared) {
    if (row.existingId) writes.push({ ...(await saveTracked(employee)), row: row.row });
  }
  await onProgress?.(writes.length);
  return writes;
}

/**
 * New employees ordered so that a manager who is also new comes first. A reporting line that
 * loops is left out of the insert (deferred) and set afterwards.
 */
function managersFirst(employees: Employee[]): { ordered: Employee[]; deferred: Array<{ id: string; managerId: string }> } {
  const byId = new Map(employees.map((e) => [e.id, e]));
  const state = new Map<string, 'visiting' | 'done'>();
  const ordered: Employee[] = [];
  const deferred: Array<{ id: string; managerId: string }> = [];
  const visit = (employee: Employee) => {
    const stack: Employee[] = [];
    let current: Employee | undefined = employee;
    while (current && !state.has(current.id)) {
      state.set(current.id, 'visiting');
      stack.push(current);
      const manager: Employee | undefined = current.managerId ? byId.get(current.managerId) : undefined;
      if (manager && state.get(manager.id) === 'visiting') {
        deferred.push({ id: current.id, managerId: current.managerId! });
        current.managerId = null;
        break;
      }
      current = manager;
    }
    for (const e of stack.reverse()) {
      state.set(e.id, 'done');
      ordered.push(e);
    }
  };
  for (const e of employees) visit(e);
  return { ordered, deferred };
}
