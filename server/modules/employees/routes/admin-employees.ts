import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { envelope, listOf } from '../../../platform/http/list';
import { sendFile } from '../../../platform/http/download';
import { IdParams } from '../../../platform/http/validate';
import { AdminEmployeesQuery, CreateEmployeeSchema, ImportQuery, LifecycleChangeSchema, UpdateEmployeeSchema } from '../schema';
import { EmployeeDetailView, presentEmployee } from '../presenter';
import { listEmployees } from '../services/directory';
import { changeStatus, createEmployee, terminateEmployee, updateEmployee } from '../services/employee-records';
import { findEmployee } from '../services/lookup';
import { buildImportTemplate, importEmployees, ImportResultView, parseImportFile } from '../services/import';
import { Department } from '../models/department';
import { ADMIN_PERMISSIONS } from '../policy';

const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Employee administration (users.manage): CRUD, lifecycle, import. */
export function adminEmployeeRoutes(): ApiRouter {
  const access = permission(...ADMIN_PERMISSIONS);
  return new ApiRouter('Employees (administration)')
    .get('/admin/employees', { summary: 'List employee profiles', access, query: AdminEmployeesQuery, response: listOf(EmployeeDetailView) }, async ({ query, ctx }) => {
      const { rows, count } = await listEmployees(query);
      return envelope(
        rows.map((e) => presentEmployee(ctx, e)),
        count,
        query,
      );
    })
    .post(
      '/admin/employees',
      {
        summary: 'Create an employee profile (status PRE_HIRE)',
        description: 'Without employeeNumber the next EMP-nnnn number is assigned. IBAN and BIC are validated (WAEMU IBANs included).',
        access,
        body: CreateEmployeeSchema,
        status: 201,
        response: EmployeeDetailView,
      },
      async ({ body, ctx }) => presentEmployee(ctx, await createEmployee(body)),
    )
    .get(
      '/admin/employees/import/template',
      { summary: 'Employee import template (XLSX)', access, produces: XLSX },
      async ({ res }) => {
        const departments = (await Department.findAll({ attributes: ['name'], order: [['name', 'ASC']] })).map((d) => d.name);
        sendFile(res, 'modele-import-employes.xlsx', XLSX, await buildImportTemplate(departments));
      },
    )
    .post(
      '/admin/employees/import',
      {
        summary: 'Import employees from a CSV or XLSX file',
        description:
          'Multipart field `file`. Rows are matched on the employee number (existing → update, new → create). All or nothing: any ERROR answers 422 BUSINESS_RULE with `issues` (row, column, message, severity) and writes nothing; WARNINGs do not block. `dryRun=true` validates without writing.',
        access,
        query: ImportQuery,
        upload: { field: 'file', maxBytes: IMPORT_MAX_BYTES },
        response: ImportResultView,
        // The workbook is read before the writing transaction opens: other writers go on meanwhile.
        prepare: ({ file }) => parseImportFile(file!.buffer),
      },
      async ({ prepared, query }) => importEmployees(prepared, query.dryRun),
    )
    .get('/admin/employees/{id}', { summary: 'Employee profile (full)', access, params: IdParams, response: EmployeeDetailView }, async ({ params, ctx }) =>
      presentEmployee(ctx, await findEmployee(params.id)),
    )
    .put(
      '/admin/employees/{id}',
      {
        summary: 'Update an employee profile',
        description: 'Fields given are changed, null clears one, absent ones stay. The status changes only through PATCH …/lifecycle.',
        access,
        params: IdParams,
        body: UpdateEmployeeSchema,
        response: EmployeeDetailView,
      },
      async ({ params, body, ctx }) => presentEmployee(ctx, await updateEmployee(params.id, body)),
    )
    .delete(
      '/admin/employees/{id}',
      { summary: 'Terminate an employee (nothing is removed)', description: 'Sets TERMINATED; 409 INVALID_STATE when already terminated.', access, params: IdParams, response: EmployeeDetailView },
      async ({ params, ctx }) => presentEmployee(ctx, await terminateEmployee(params.id)),
    )
    .patch(
      '/admin/employees/{id}/lifecycle',
      {
        summary: 'Change the lifecycle status',
        description:
          'Moves: PRE_HIRE → ACTIVE | TERMINATED; ACTIVE → ON_LEAVE | SUSPENDED | TERMINATED; ON_LEAVE → ACTIVE | TERMINATED; SUSPENDED → ACTIVE | TERMINATED; TERMINATED is final. Any other move answers 409 INVALID_STATE. For TERMINATED, effectiveDate (default today) and reason are kept.',
        access,
        params: IdParams,
        body: LifecycleChangeSchema,
        response: EmployeeDetailView,
      },
      async ({ params, body, ctx }) => presentEmployee(ctx, await changeStatus(params.id, body)),
    );
}
