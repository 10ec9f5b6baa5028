import { requireContext } from '../../../../platform/tenancy/context';
import { transition } from '../../../../platform/state-machine';
import { Department } from '../../models/department';
import { Employee } from '../../models/employee';
import { employeeLifecycle, lifecycleAction } from '../../states';
import { applyBankAccount, applyEmergencyContact } from '../employee-records';
import { isoDay } from '../lookup';
import type { ImportPlan } from './plan';

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
  const now = requireContext().now();
  const departmentIds = new Map<string, string>();
  for (const name of plan.departmentsToCreate) {
    const department = await Department.create({ name });
    departmentIds.set(name, department.id);
  }
  const idOfNumber = new Map<string, string>();
  for (const e of await Employee.findAll({ attributes: ['id', 'employeeNumber'] })) idOfNumber.set(e.employeeNumber.toLowerCase(), e.id);

  const saved: Array<{ employee: Employee; managerNumber?: string }> = [];
  let created = 0;
  let updated = 0;
  for (const row of plan.rows) {
    const employee = row.existingId
      ? ((await Employee.findByPk(row.existingId)) as Employee)
      : Employee.build({ employeeNumber: row.employeeNumber, firstName: row.fields.firstName ?? '', lastName: row.fields.lastName ?? '', status: 'PRE_HIRE', statusChangedAt: now });
    const { bankAccount, emergencyContact, ...simple } = row.fields;
    employee.set(simple);
    if (bankAccount) applyBankAccount(employee, bankAccount);
    if (emergencyContact) applyEmergencyContact(employee, emergencyContact);
    if (row.department) employee.departmentId = 'id' in row.department ? row.department.id : (departmentIds.get(row.department.create) ?? null);
    if (row.status && row.status !== employee.status) {
      employee.status = transition(employeeLifecycle, employee.status, lifecycleAction(employee.status, row.status));
      employee.statusChangedAt = now;
      if (employee.status === 'TERMINATED') employee.terminationDate = isoDay(now);
    }
    if (row.existingId) updated++;
    else created++;
    await employee.save();
    idOfNumber.set(employee.employeeNumber.toLowerCase(), employee.id);
    saved.push({ employee, managerNumber: row.managerNumber });
  }
  for (const { employee, managerNumber } of saved) {
    if (managerNumber === undefined) continue;
    employee.managerId = idOfNumber.get(managerNumber.toLowerCase()) ?? null;
    await employee.save();
  }
  return { created, updated, departmentsCreated: plan.departmentsToCreate };
}
