import { port } from '../../../../platform/modules';
import { columnLetter } from '../../../../platform/spreadsheet/cells';
import type { PlanContext } from './context';
import type { DepartmentStep } from './types';
import type { EmployeeImportPlan } from '../../../employees';

const SHEET = '03_Employes';
export const MAX_ROWS_PER_SHEET = 20_000;
/** Departments the workbook declares are named to the employee planner by this prefix and their code. */
export const DECLARED_DEPARTMENT = 'sheet:';

/** The employee sheet's numbers, read before planning so an earlier sheet's forward reference is recognised. */
export function employeeNumbersOf(ctx: PlanContext): Set<string> {
  const content = ctx.content(SHEET);
  if (!content) return new Set();
  const index = content.header.findIndex((h) => ['matricule', 'employeenumber'].includes(h.toLowerCase().replace(/[^a-z]/g, '')));
  return new Set(index < 0 ? [] : content.rows.map((r) => (r.cells[index] ?? '').toLowerCase()).filter(Boolean));
}

/**
 * 03_Employes is the employee import's own sheet: parsed and validated by the employees
 * module (port `employeeImport`), the departments of 02_Departements added to the ones it knows.
 */
export async function planEmployees(ctx: PlanContext, departments: DepartmentStep[]): Promise<EmployeeImportPlan | null> {
  const content = ctx.content(SHEET);
  if (!content) {
    ctx.issues.push({ sheet: SHEET, row: 1, column: null, message: `Missing sheet ${SHEET}`, severity: 'ERROR' });
    return null;
  }
  const grid: string[][] = [content.header];
  for (const r of content.rows) grid[r.row - 1] = r.cells;
  const employeeImport = port('employeeImport');
  const parsed = employeeImport.parseGrid(Array.from(grid, (r) => r ?? []), MAX_ROWS_PER_SHEET);
  const declared = departments.filter((d) => d.id === null).map((d) => ({ id: `${DECLARED_DEPARTMENT}${d.code.toLowerCase()}`, name: d.name, code: d.code }));
  const plan = await employeeImport.plan(parsed, declared);
  const letterOfHeader = new Map(content.header.map((h, i) => [h, columnLetter(i + 1)]));
  const errorRows = new Set<number>();
  for (const issue of plan.issues) {
    ctx.issues.push({ sheet: SHEET, row: issue.row, column: issue.column ? (letterOfHeader.get(issue.column) ?? null) : null, message: issue.message, severity: issue.severity });
    if (issue.severity === 'ERROR') errorRows.add(issue.row);
  }
  const planned = new Map(plan.rows.map((p) => [p.row, p]));
  for (const r of content.rows) {
    const p = planned.get(r.row);
    ctx.act(SHEET, r.row, !p || errorRows.has(r.row) ? 'ERROR' : p.action);
    if (p) ctx.keys.get(SHEET)!.set(p.employeeNumber.toLowerCase(), r.row);
  }
  return plan;
}
