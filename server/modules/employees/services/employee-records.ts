import { Op } from 'sequelize';
import { refusal } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import type { EmployeeStatus } from '../../../../shared/employees';
import type { BankAccountInput, CreateEmployeeInput, EmergencyContactInput, LifecycleChangeInput, UpdateEmployeeInput } from '../../../../shared/schemas/employees';
import { Department } from '../models/department';
import { Employee } from '../models/employee';
import { employeeLifecycle, lifecycleAction } from '../states';
import { transition } from '../../../platform/state-machine';
import { findEmployee, isoDay, unknownReference } from './lookup';
import { assertLinkable, linkUser, unlinkUser } from './user-link';

/** Fields copied as they are from a create/update body onto the record. */
const PLAIN_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'jobTitle',
  'hireDate',
  'collectiveAgreementCode',
  'phone',
  'personalEmail',
  'address',
  'birthDate',
  'nationality',
  'socialSecurityNumber',
] as const;

/** `EMP-0042` after the highest `EMP-` number of the tenant. */
export async function nextEmployeeNumber(): Promise<string> {
  const rows = await Employee.findAll({ attributes: ['employeeNumber'], where: { employeeNumber: { [Op.like]: 'EMP-%' } }, raw: true });
  const max = rows.reduce((m, r) => Math.max(m, /^EMP-(\d+)$/.test(r.employeeNumber) ? Number(r.employeeNumber.slice(4)) : 0), 0);
  return `EMP-${String(max + 1).padStart(4, '0')}`;
}

async function assertUnique(field: 'employeeNumber' | 'email' | 'userId', value: string | null | undefined, exceptId?: string): Promise<void> {
  if (!value) return;
  const other = await Employee.findOne({ where: { [field]: value }, attributes: ['id'] });
  if (other && other.id !== exceptId) {
    const label = { employeeNumber: 'employee number', email: 'email', userId: 'user account' }[field];
    throw refusal('DUPLICATE', 'employee.duplicate', { label }, { errors: [{ path: field, message: '', rule: 'employee.duplicate', params: { label } }] });
  }
}

/**
 * The manager chain must not come back to the employee, and a manager must be a current
 * employee. Walking up from the new manager is enough: the chain had no cycle before.
 */
export async function assertValidManager(employeeId: string | null, managerId: string | null | undefined): Promise<void> {
  if (!managerId) return;
  if (managerId === employeeId) {
    throw refusal('BUSINESS_RULE', 'employee.ownManager', {}, { errors: [{ path: 'managerId', message: '', rule: 'employee.cycleField' }] });
  }
  const manager = await Employee.findByPk(managerId, { attributes: ['id', 'managerId', 'status'] });
  if (!manager) throw unknownReference('managerId', 'Manager');
  if (manager.status === 'TERMINATED') {
    throw refusal('BUSINESS_RULE', 'employee.managerTerminated', {}, { errors: [{ path: 'managerId', message: '', rule: 'employee.managerTerminatedField' }] });
  }
  if (!employeeId) return;
  const seen = new Set<string>();
  let current: string | null = manager.managerId ?? null;
  while (current) {
    if (current === employeeId) {
      throw refusal('BUSINESS_RULE', 'employee.reportingLoop', {}, {
        errors: [{ path: 'managerId', message: '', rule: 'employee.cycleField' }],
      });
    }
    if (seen.has(current)) break;
    seen.add(current);
    const next: Employee | null = await Employee.findByPk(current, { attributes: ['id', 'managerId'] });
    current = next?.managerId ?? null;
  }
}

async function assertDepartmentExists(departmentId: string | null | undefined): Promise<void> {
  if (departmentId && !(await Department.findByPk(departmentId, { attributes: ['id'] }))) throw unknownReference('departmentId', 'Department');
}

export function applyBankAccount(employee: Employee, bank: BankAccountInput | null): void {
  employee.bankIban = bank?.iban ?? null;
  employee.bankBic = bank?.bic ?? null;
  employee.bankName = bank?.bankName ?? null;
  employee.bankAccountHolder = bank?.accountHolder ?? null;
}

export function applyEmergencyContact(employee: Employee, contact: EmergencyContactInput | null): void {
  employee.emergencyContactName = contact?.name ?? null;
  employee.emergencyContactRelationship = contact?.relationship ?? null;
  employee.emergencyContactPhone = contact?.phone ?? null;
}

async function applyInput(employee: Employee, input: UpdateEmployeeInput): Promise<void> {
  const id = employee.isNewRecord ? null : employee.id;
  await assertUnique('employeeNumber', input.employeeNumber, id ?? undefined);
  await assertUnique('email', input.email, id ?? undefined);
  if (input.departmentId !== undefined) await assertDepartmentExists(input.departmentId);
  if (input.managerId !== undefined) await assertValidManager(id, input.managerId);
  if (input.userId !== undefined && input.userId !== (employee.userId ?? null)) {
    await assertUnique('userId', input.userId, id ?? undefined);
    if (input.userId) await assertLinkable(input.userId);
  }
  if (input.employeeNumber !== undefined) employee.employeeNumber = input.employeeNumber;
  for (const field of PLAIN_FIELDS) {
    const value = input[field];
    if (value !== undefined) employee.set(field, value as never);
  }
  if (input.departmentId !== undefined) employee.departmentId = input.departmentId;
  if (input.managerId !== undefined) employee.managerId = input.managerId;
  if (input.userId !== undefined) employee.userId = input.userId;
  if (input.bankAccount !== undefined) applyBankAccount(employee, input.bankAccount);
  if (input.emergencyContact !== undefined) applyEmergencyContact(employee, input.emergencyContact);
}

/** Keeps the identity side of the user ↔ employee link in step with employee.userId. */
async function syncUserLink(employee: Employee, previousUserId: string | null): Promise<void> {
  const current = employee.userId ?? null;
  if (current === previousUserId) return;
  if (previousUserId) await unlinkUser(previousUserId, employee.id);
  if (current) await linkUser(current, employee.id);
}

/** A new profile: PRE_HIRE, whatever the body says (the lifecycle decides the rest). */
export async function createEmployee(input: CreateEmployeeInput): Promise<Employee> {
  const employee = Employee.build({
    employeeNumber: input.employeeNumber ?? (await nextEmployeeNumber()),
    firstName: input.firstName,
    lastName: input.lastName,
    status: 'PRE_HIRE',
    statusChangedAt: requireContext().now(),
  });
  await applyInput(employee, input);
  await employee.save();
  await syncUserLink(employee, null);
  return findEmployee(employee.id);
}

export async function updateEmployee(id: string, input: UpdateEmployeeInput): Promise<Employee> {
  const employee = await findEmployee(id);
  const previousUserId = employee.userId ?? null;
  await applyInput(employee, input);
  await employee.save();
  await syncUserLink(employee, previousUserId);
  return findEmployee(id);
}

/** Moves an employee through the lifecycle table; a move the table lacks answers INVALID_STATE. */
export async function changeStatus(id: string, change: LifecycleChangeInput): Promise<Employee> {
  const employee = await findEmployee(id);
  const action = lifecycleAction(employee.status, change.status);
  const next: EmployeeStatus = transition(employeeLifecycle, employee.status, action);
  const ctx = requireContext();
  employee.status = next;
  employee.statusChangedAt = ctx.now();
  if (next === 'TERMINATED') {
    employee.terminationDate = change.effectiveDate ?? isoDay(ctx.now());
    employee.terminationReason = change.reason ?? null;
  }
  await employee.save();
  return findEmployee(id);
}

/** DELETE: the profile is terminated, never removed. */
export async function terminateEmployee(id: string, reason?: string): Promise<Employee> {
  return changeStatus(id, { status: 'TERMINATED', reason });
}
