import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { listOf, pageArray } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import { Department } from '../models/department';
import { DepartmentSchema, DepartmentsQuery, UpdateDepartmentSchema } from '../schema';
import { DepartmentView } from '../../../../shared/views/employees';
import { presentDepartment } from '../presenter';
import { createDepartment, deleteDepartment, employeeCounts, updateDepartment } from '../services/departments';
import { findDepartment } from '../services/lookup';
import { normalizeForSearch } from '../models/employee';
import { ADMIN_PERMISSIONS, PERMISSIONS } from '../policy';

/** Departments: read with employee.read, managed with users.manage. */
export function departmentRoutes(): ApiRouter {
  const manage = permission(...ADMIN_PERMISSIONS);
  return new ApiRouter('Departments')
    .get(
      '/hr/departments',
      { summary: 'Departments (flat list with parentId; the renderer builds the tree)', access: permission(PERMISSIONS.read), query: DepartmentsQuery, response: listOf(DepartmentView) },
      async ({ query }) => {
        // Department lists are short: filtered (accent-insensitive) and paged in memory.
        const all = await Department.findAll({ where: query.parentId ? { parentId: query.parentId } : {}, order: [['name', 'ASC']] });
        const needle = query.q ? normalizeForSearch(query.q) : '';
        const matching = needle ? all.filter((d) => normalizeForSearch(`${d.name} ${d.code ?? ''}`).includes(needle)) : all;
        const field = (query.sort ?? 'name').replace(/^-/, '') as 'name' | 'code' | 'createdAt';
        const sign = query.sort?.startsWith('-') ? -1 : 1;
        const key = (d: Department) => (field === 'createdAt' ? d.createdAt.toISOString() : (d[field] ?? ''));
        matching.sort((a, b) => sign * key(a).localeCompare(key(b), 'fr'));
        const counts = await employeeCounts();
        const page = pageArray(matching, query);
        return { ...page, items: page.items.map((d) => presentDepartment(d, counts.get(d.id) ?? 0)) };
      },
    )
    .get('/hr/departments/{id}', { summary: 'One department', access: permission(PERMISSIONS.read), params: IdParams, response: DepartmentView }, async ({ params }) => {
      const department = await findDepartment(params.id);
      const count = (await employeeCounts()).get(department.id) ?? 0;
      return presentDepartment(department, count);
    })
    .post('/admin/departments', { summary: 'Create a department', access: manage, body: DepartmentSchema, status: 201, response: DepartmentView }, async ({ body }) =>
      presentDepartment(await createDepartment(body), 0),
    )
    .put(
      '/admin/departments/{id}',
      { summary: 'Rename or move a department', description: 'A move under itself or one of its sub-departments answers 422 BUSINESS_RULE.', access: manage, params: IdParams, body: UpdateDepartmentSchema, response: DepartmentView },
      async ({ params, body }) => {
        const department = await updateDepartment(params.id, body);
        return presentDepartment(department, (await employeeCounts()).get(department.id) ?? 0);
      },
    )
    .delete(
      '/admin/departments/{id}',
      { summary: 'Delete an empty department', description: 'Refused (422) while it has sub-departments or employees.', access: manage, params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteDepartment(params.id);
        return undefined;
      },
    );
}

