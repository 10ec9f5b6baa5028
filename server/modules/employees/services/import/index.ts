import { z } from 'zod';
import { businessRule } from '../../../../platform/http/problem';
import { Department } from '../../models/department';
import { Employee } from '../../models/employee';
import { applyImport } from './apply';
import { ImportIssueView } from './issues';
import type { ParsedFile } from './parse';
import { planImport } from './plan';

export { buildImportTemplate } from './template';
/** Reading the file is heavy: routes call it before their writing transaction opens. */
export { parseImportFile } from './parse';

export const ImportResultView = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  departmentsCreated: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int(), employeeNumber: z.string(), action: z.enum(['CREATE', 'UPDATE']) })),
  issues: z.array(ImportIssueView).describe('Warnings (errors refuse the whole file with 422 and the same list in `issues`)'),
});

/**
 * The employee import is all or nothing: any row with an ERROR refuses the whole file (422
 * BUSINESS_RULE listing every issue) and nothing is written; WARNINGs do not block. A dry run
 * answers what would happen without writing.
 */
export async function importEmployees(parsed: ParsedFile, dryRun: boolean): Promise<z.infer<typeof ImportResultView>> {
  const employees = await Employee.findAll({ attributes: ['id', 'employeeNumber', 'email', 'managerId', 'status'], raw: true });
  const departments = await Department.findAll({ attributes: ['id', 'name', 'code'], raw: true });
  const plan = planImport(parsed, employees, departments);
  const errors = plan.issues.filter((i) => i.severity === 'ERROR');
  if (errors.length) {
    throw businessRule(`The file has ${errors.length} error(s); nothing was imported`, {
      issues: plan.issues.sort((a, b) => a.row - b.row),
      errors: errors.map((e) => ({ path: `row ${e.row}${e.column ? ` / ${e.column}` : ''}`, message: e.message })),
    });
  }
  const rows = plan.rows.map((r) => ({ row: r.row, employeeNumber: r.employeeNumber, action: r.action }));
  const result = dryRun
    ? { created: rows.filter((r) => r.action === 'CREATE').length, updated: rows.filter((r) => r.action === 'UPDATE').length, departmentsCreated: plan.departmentsToCreate }
    : await applyImport(plan);
  return { dryRun, ...result, rows, issues: plan.issues };
}
