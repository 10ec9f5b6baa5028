import type { SheetContent } from '../../../../platform/spreadsheet/read-workbook';
import { SHEETS, NOTES_SHEET_NAME } from '../../sheets/definitions';
import { planContracts, planPayroll } from './contracts-payroll';
import { PlanContext } from './context';
import { employeeNumbersOf, planEmployees } from './employees';
import { planHolidays, planResources, planTypes } from './catalog';
import { planDepartments, planOrganisation } from './organisation';
import type { Existing, WorkbookPlan } from './types';

export type { WorkbookPlan, Issue, ActionLine, RowAction, Existing } from './types';
export { MAX_ROWS_PER_SHEET, DECLARED_DEPARTMENT } from './employees';

/**
 * Validates a workbook against what the tenant holds and plans each row's action, sheet by
 * sheet in dependency order: nothing is written.
 */
export async function planWorkbook(sheets: SheetContent[], existing: Existing): Promise<WorkbookPlan> {
  const ctx = new PlanContext(existing, new Map(sheets.map((s) => [s.name, s])));
  const known = sheets.map((s) => s.name).filter((n) => (SHEETS as readonly string[]).includes(n));
  if (known.join() !== SHEETS.filter((s) => known.includes(s)).join()) {
    ctx.issues.push({ sheet: known[0] ?? SHEETS[0], row: 1, column: null, message: `The sheets are not in the expected order (${SHEETS.join(', ')}); they are read in that order`, severity: 'WARNING' });
  }
  for (const s of sheets) {
    if (!(SHEETS as readonly string[]).includes(s.name) && s.name !== NOTES_SHEET_NAME) {
      ctx.issues.push({ sheet: s.name, row: 1, column: null, message: `Unknown sheet ${s.name}: ignored`, severity: 'WARNING' });
    }
  }
  ctx.pending.set('03_Employes', employeeNumbersOf(ctx));
  const organisation = planOrganisation(ctx);
  const departments = planDepartments(ctx);
  const employeePlan = await planEmployees(ctx, departments);
  const holidays = planHolidays(ctx);
  const types = planTypes(ctx);
  const resources = planResources(ctx);
  const contracts = planContracts(ctx);
  const payroll = planPayroll(ctx);
  const order = new Map<string, number>(SHEETS.map((s, i) => [s, i]));
  const rank = (sheet: string) => order.get(sheet) ?? -1;
  ctx.issues.sort((a, b) => rank(a.sheet) - rank(b.sheet) || a.row - b.row);
  return { issues: ctx.issues, actions: ctx.actions, organisation, departments, employees: employeePlan?.rows ?? [], employeePlan, holidays, types, resources, contracts, payroll };
}
