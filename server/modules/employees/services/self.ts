import { Problem } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import type { SelfProfileInput } from '../../../../shared/schemas/employees';
import { Employee } from '../models/employee';
import { employeeIncludes, findEmployee } from './lookup';

/** The employee profile linked to the calling user (employee.userId), or 404. */
export async function ownEmployee(): Promise<Employee> {
  const { userId, employeeId, realm } = requireContext();
  const linked = realm === 'tenant' && userId ? await Employee.findOne({ where: { userId }, include: employeeIncludes }) : null;
  const employee = linked ?? (realm === 'tenant' && employeeId ? await Employee.findByPk(employeeId, { include: employeeIncludes }) : null);
  if (!employee) throw new Problem('NOT_FOUND', 'No employee profile is linked to your account');
  return employee;
}

/** The personal fields an employee edits on their own profile. */
export async function updateOwnProfile(input: SelfProfileInput): Promise<Employee> {
  const employee = await ownEmployee();
  if (input.phone !== undefined) employee.phone = input.phone;
  if (input.personalEmail !== undefined) employee.personalEmail = input.personalEmail;
  if (input.address !== undefined) employee.address = input.address;
  await employee.save();
  return findEmployee(employee.id);
}
