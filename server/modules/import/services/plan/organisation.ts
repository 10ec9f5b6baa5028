import type { PlanContext } from './context';
import type { DepartmentStep, OrganisationStep, Ref } from './types';

const SHEET = '01_Organisations';

/** 01_Organisations: one row, the company of the account (its legal name and legal representative). */
export function planOrganisation(ctx: PlanContext): OrganisationStep | null {
  const cursor = ctx.cursor(SHEET);
  const { tenant, employees } = ctx.existing;
  let step: OrganisationStep | null = null;
  for (const r of cursor.rows()) {
    const code = r.text('code');
    const name = r.text('name');
    const country = r.text('country');
    const representative = r.text('representative');
    if (code) ctx.declare(SHEET, r, 'code', code);
    if (ctx.keys.get(SHEET)!.size > 1 && code) r.issue('code', 'One organisation per account: the workbook describes the company of this account only');
    if (country && country !== tenant.country) r.issue('country', `The company's country is ${tenant.country}; it cannot be changed by an import`);
    const changes: OrganisationStep['changes'] = {};
    if (representative) {
      const found = employees.find((e) => e.employeeNumber.toLowerCase() === representative.toLowerCase());
      if (found) {
        if (tenant.settings.legalRepresentativeEmployeeId !== found.id) changes.settings = { ...tenant.settings, legalRepresentativeEmployeeId: found.id };
      } else if (ctx.pending.get('03_Employes')?.has(representative.toLowerCase())) {
        r.issue('representative', `${representative} refers to 03_Employes, a later sheet: a sheet may only refer to the sheets before it or to existing records`);
      } else r.issue('representative', `Unknown reference ${representative}: no employee has this number`);
    }
    if (name && name !== tenant.companyName) changes.companyName = name;
    const changed = Object.keys(changes).length > 0;
    if (ctx.finish(SHEET, r, changed ? 'UPDATE' : 'SKIP') && changed) step = { row: r.row, changes };
  }
  return step;
}

const DEPARTMENTS = '02_Departements';

/** 02_Departements: created or updated by code; parents from this sheet or existing; no cycle. */
export function planDepartments(ctx: PlanContext): DepartmentStep[] {
  const cursor = ctx.cursor(DEPARTMENTS);
  const existingByCode = new Map(ctx.existing.departments.filter((d) => d.code).map((d) => [d.code!.toLowerCase(), d]));
  const rows = cursor.rows().map((r) => {
    const code = r.text('code');
    const name = r.text('name');
    const organisation = r.text('organisation');
    const parent = r.text('parent');
    const declared = code ? ctx.declare(DEPARTMENTS, r, 'code', code) : false;
    if (organisation) ctx.resolve(r, 'organisation', organisation, '01_Organisations', undefined);
    return { r, code, name, parent, declared };
  });
  // Parents may be declared further down the sheet: resolved once every code is known.
  const steps: DepartmentStep[] = [];
  const parentOf = new Map<string, string | null>();
  for (const d of ctx.existing.departments) {
    if (!d.code) continue;
    const parent = ctx.existing.departments.find((p) => p.id === d.parentId);
    parentOf.set(d.code.toLowerCase(), parent?.code?.toLowerCase() ?? null);
  }
  for (const { code, parent, declared } of rows) if (code && declared) parentOf.set(code.toLowerCase(), parent?.toLowerCase() ?? null);
  for (const { r, code, name, parent, declared } of rows) {
    let parentRef: Ref | null = null;
    if (parent && code) {
      if (parent.toLowerCase() === code.toLowerCase()) r.issue('parent', 'A department cannot be its own parent');
      else {
        parentRef = ctx.resolve(r, 'parent', parent, DEPARTMENTS, existingByCode.get(parent.toLowerCase())?.id);
        if (parentRef && loops(code.toLowerCase(), parentOf)) r.issue('parent', `Cycle in the department hierarchy: ${code} would be its own ancestor`);
      }
    }
    const existing = code ? existingByCode.get(code.toLowerCase()) : undefined;
    const unchanged = existing && existing.name === name && (existing.parentId ?? null) === (parentRef && 'id' in parentRef ? parentRef.id : parent ? 'file' : null);
    const action = !existing ? 'CREATE' : unchanged ? 'SKIP' : 'UPDATE';
    if (ctx.finish(DEPARTMENTS, r, action) && declared && action !== 'SKIP') steps.push({ row: r.row, id: existing?.id ?? null, code: code!, name: name!, parent: parentRef });
  }
  return steps;
}

function loops(start: string, parentOf: Map<string, string | null>): boolean {
  const seen = new Set<string>([start]);
  let current = parentOf.get(start) ?? null;
  while (current) {
    if (current === start) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}
