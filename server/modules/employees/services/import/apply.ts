import { requireContext } from '../../../../platform/tenancy/context';
import { transition } from '../../../../platform/state-machine';
import { Department } from '../../models/department';
import { Employee } from '../../models/employee';
import { employeeLifecycle, lifecycleAction } from '../../states';
import { applyBankAccount, applyEmergencyContact } from '../employee-records';
import { isoDay } from '../lookup';
import { saveTracked, type TrackedWrite } from '../../../../platform/imports/import-target';
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
 * Saves planned rows (profiles, then reporting lines) and answers, per row, what each save
 * replaced: the bulk import keeps it to put the records back on a rollback.
 */
export async function applyPlannedRows(rows: PlannedRow[], departmentOf: (ref: NonNullable<PlannedRow['department']>) => string | null): Promise<Array<TrackedWrite & { row: number }>> {
  const now = requireContext().now();
  const idOfNumber = new Map<string, string>();
  for (const e of await Employee.findAll({ attributes: ['id', 'employeeNumber'], raw: true })) idOfNumber.set(e.employeeNumber.toLowerCase(), e.id);

  const saved: Array<{ employee: Employee; managerNumber?: string; write: TrackedWrite & { row: number } }> = [];
  for (const row of rows) {
    const employee = row.existingId
      ? ((await Employee.findByPk(row.existingId)) as Employee)
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
    const write = { ...(await saveTracked(employee)), row: row.row };
    idOfNumber.set(employee.employeeNumber.toLowerCase(), employee.id);
    saved.push({ employee, managerNumber: row.managerNumber, write });
  }
  for (const { employee, managerNumber, write } of saved) {
    if (managerNumber === undefined) continue;
    employee.managerId = idOfNumber.get(managerNumber.toLowerCase()) ?? null;
    const second = await saveTracked(employee);
    // The first save's values are the ones to put back; the reporting line's too when it changed.
    if (write.previous && second.previous) write.previous = { ...second.previous, ...write.previous };
    write.version = second.version;
  }
  return saved.map((s) => s.write);
}
