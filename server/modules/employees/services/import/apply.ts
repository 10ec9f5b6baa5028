import { randomUUID } from 'node:crypto';
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
  // New rows get their ids now: a reporting line to a new row of the same file is set before the insert.
  const ids = new Map(rows.map((row) => [row, row.existingId ?? randomUUID()]));
  for (const row of rows) idOfNumber.set(row.employeeNumber.toLowerCase(), ids.get(row)!);
  const managerOf = (row: PlannedRow) => (row.managerNumber === undefined ? undefined : (idOfNumber.get(row.managerNumber.toLowerCase()) ?? null));

  const fill = (employee: Employee, row: PlannedRow) => {
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
    return employee;
  };

  // New profiles: built chunk by chunk as they are inserted, managers first.
  const fresh = rows.filter((row) => !row.existingId).map((row) => ({ row, id: ids.get(row)!, managerId: managerOf(row) ?? null }));
  const { ordered, deferred } = managersFirst(fresh);
  const build = ({ row, id, managerId }: (typeof fresh)[number]) => {
    const employee = Employee.build({ id, employeeNumber: row.employeeNumber, firstName: row.fields.firstName ?? '', lastName: row.fields.lastName ?? '', status: 'PRE_HIRE', statusChangedAt: now });
    fill(employee, row).managerId = managerId;
    return employee;
  };
  const writes: Array<TrackedWrite & { row: number }> = (await createTracked(Employee, ordered, build, onProgress)).map((w, i) => ({ ...w, row: ordered[i].row.row }));
  // Reporting lines the insert order could not satisfy (a loop among new rows: refused at planning, guarded here).
  for (const { id, managerId } of deferred) {
    const employee = (await Employee.findByPk(id))!;
    employee.managerId = managerId;
    writes.find((w) => w.id === id)!.version = (await saveTracked(employee)).version;
  }

  // Existing profiles: loaded in chunks, updated one by one.
  const existing = rows.filter((row) => row.existingId);
  for (let i = 0; i < existing.length; i += 500) {
    const chunk = existing.slice(i, i + 500);
    const loaded = new Map((await Employee.findAll({ where: { id: chunk.map((r) => r.existingId!) } })).map((e) => [e.id, e]));
    for (const row of chunk) {
      const employee = fill(loaded.get(row.existingId!)!, row);
      const managerId = managerOf(row);
      if (managerId !== undefined) employee.managerId = managerId;
      writes.push({ ...(await saveTracked(employee)), row: row.row });
    }
  }
  await onProgress?.(writes.length);
  return writes;
}

interface NewProfile {
  row: PlannedRow;
  id: string;
  managerId: string | null;
}

/**
 * New employees ordered so that a manager who is also new comes first. A reporting line that
 * loops is left out of the insert (deferred) and set afterwards.
 */
function managersFirst<T extends NewProfile>(profiles: T[]): { ordered: T[]; deferred: Array<{ id: string; managerId: string }> } {
  const byId = new Map(profiles.map((p) => [p.id, p]));
  const state = new Map<string, 'visiting' | 'done'>();
  const ordered: T[] = [];
  const deferred: Array<{ id: string; managerId: string }> = [];
  const visit = (profile: T) => {
    const stack: T[] = [];
    let current: T | undefined = profile;
    while (current && !state.has(current.id)) {
      state.set(current.id, 'visiting');
      stack.push(current);
      const manager: T | undefined = current.managerId ? byId.get(current.managerId) : undefined;
      if (manager && state.get(manager.id) === 'visiting') {
        deferred.push({ id: current.id, managerId: current.managerId! });
        current.managerId = null;
        break;
      }
      current = manager;
    }
    for (const p of stack.reverse()) {
      state.set(p.id, 'done');
      ordered.push(p);
    }
  };
  for (const p of profiles) visit(p);
  return { ordered, deferred };
}
