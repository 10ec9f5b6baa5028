import { Department } from '../models/department';

/** A department as other modules see it. */
export interface DepartmentSummary {
  id: string;
  name: string;
  parentId: string | null;
}

/** Every department of the tenant, by name. */
export async function departmentList(): Promise<DepartmentSummary[]> {
  const rows = await Department.findAll({ order: [['name', 'ASC'], ['id', 'ASC']] });
  return rows.map((d) => ({ id: d.id, name: d.name, parentId: d.parentId ?? null }));
}
