import { fn, col } from 'sequelize';
import { refusal } from '../../../platform/http/problem';
import type { DepartmentInput } from '../../../../shared/schemas/employees';
import { Department } from '../models/department';
import { Employee } from '../models/employee';
import { findDepartment, lowerEquals, unknownReference } from './lookup';

/** Employees per department (all statuses but TERMINATED). */
export async function employeeCounts(): Promise<Map<string, number>> {
  const rows = (await Employee.findAll({
    attributes: ['departmentId', [fn('COUNT', col('id')), 'count']],
    where: { status: ['PRE_HIRE', 'ACTIVE', 'ON_LEAVE', 'SUSPENDED'] },
    group: ['departmentId'],
    raw: true,
  })) as unknown as Array<{ departmentId: string | null; count: number | string }>;
  return new Map(rows.filter((r) => r.departmentId).map((r) => [r.departmentId as string, Number(r.count)]));
}

async function assertNameFree(name: string, code: string | null | undefined, exceptId?: string): Promise<void> {
  const sameName = await Department.findOne({ where: lowerEquals('name', name) });
  if (sameName && sameName.id !== exceptId) throw refusal('DUPLICATE', 'department.nameTaken', { name }, { errors: [{ path: 'name', message: '', rule: 'department.nameTaken', params: { name } }] });
  if (code) {
    const sameCode = await Department.findOne({ where: { code } });
    if (sameCode && sameCode.id !== exceptId) throw refusal('DUPLICATE', 'department.codeTaken', { code }, { errors: [{ path: 'code', message: '', rule: 'department.codeTaken', params: { code } }] });
  }
}

/**
 * The parent chain must not come back to the department itself. Walking up from the new parent
 * is enough, as the tree had no cycle before the change.
 */
export async function assertNoDepartmentCycle(departmentId: string, parentId: string | null): Promise<void> {
  const seen = new Set<string>();
  let current: string | null = parentId;
  while (current) {
    if (current === departmentId) {
      throw refusal('BUSINESS_RULE', 'department.underItself', {}, {
        errors: [{ path: 'parentId', message: '', rule: 'department.cycleField' }],
      });
    }
    if (seen.has(current)) break;
    seen.add(current);
    const parent: Department | null = await Department.findByPk(current, { attributes: ['id', 'parentId'] });
    current = parent?.parentId ?? null;
  }
}

async function assertParentExists(parentId: string | null | undefined): Promise<void> {
  if (parentId && !(await Department.findByPk(parentId, { attributes: ['id'] }))) throw unknownReference('parentId', 'Parent department');
}

export async function createDepartment(input: DepartmentInput): Promise<Department> {
  await assertNameFree(input.name, input.code);
  await assertParentExists(input.parentId);
  return Department.create({ name: input.name, code: input.code ?? null, parentId: input.parentId ?? null });
}

export async function updateDepartment(id: string, input: Partial<DepartmentInput>): Promise<Department> {
  const department = await findDepartment(id);
  if (input.name !== undefined || input.code !== undefined) {
    await assertNameFree(input.name ?? department.name, input.code === undefined ? null : input.code, id);
  }
  if (input.parentId !== undefined) {
    await assertParentExists(input.parentId);
    await assertNoDepartmentCycle(id, input.parentId);
  }
  if (input.name !== undefined) department.name = input.name;
  if (input.code !== undefined) department.code = input.code;
  if (input.parentId !== undefined) department.parentId = input.parentId;
  await department.save();
  return department;
}

/** A department that still has sub-departments or employees (any status) stays. */
export async function deleteDepartment(id: string): Promise<void> {
  const department = await findDepartment(id);
  if (await Department.count({ where: { parentId: id } })) throw refusal('BUSINESS_RULE', 'department.hasChildren');
  if (await Employee.count({ where: { departmentId: id } })) throw refusal('BUSINESS_RULE', 'department.hasEmployees');
  await department.destroy();
}
