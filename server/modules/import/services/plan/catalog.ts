import type { PlanContext } from './context';
import type { HolidayStep, ResourceStep, TypeStep } from './types';

/** 04_Calendrier_Conges: company days off; a date already held under the same name is skipped, another name renames it. */
export function planHolidays(ctx: PlanContext): HolidayStep[] {
  const sheet = '04_Calendrier_Conges';
  const byDate = new Map(ctx.existing.holidays.map((h) => [h.date, h]));
  const steps: HolidayStep[] = [];
  for (const r of ctx.cursor(sheet).rows()) {
    const date = r.date('date');
    const name = r.text('name');
    if (date) ctx.declare(sheet, r, 'date', date);
    const existing = date ? byDate.get(date) : undefined;
    const action = !existing ? 'CREATE' : existing.name === name ? 'SKIP' : 'UPDATE';
    if (ctx.finish(sheet, r, action) && action !== 'SKIP') steps.push({ row: r.row, id: existing?.id ?? null, date: date!, name: name! });
  }
  return steps;
}

/** 05_Types_Ressources: by name; colours as #RRGGBB. */
export function planTypes(ctx: PlanContext): TypeStep[] {
  const sheet = '05_Types_Ressources';
  const byName = new Map(ctx.existing.types.map((t) => [t.name.toLowerCase(), t]));
  const steps: TypeStep[] = [];
  for (const r of ctx.cursor(sheet).rows()) {
    const name = r.text('name');
    const icon = r.text('icon');
    const color = r.text('color');
    const validation = r.text('requiresValidation');
    if (color && !/^#[0-9A-Fa-f]{6}$/.test(color)) r.issue('color', `Couleur: ${color} is not a colour #RRGGBB`);
    if (name) ctx.declare(sheet, r, 'name', name);
    const existing = name ? byName.get(name.toLowerCase()) : undefined;
    const input = { name: existing?.name ?? name ?? '', icon, color, requiresValidation: validation === 'OUI' };
    const same = existing && existing.icon === icon && existing.color === color && existing.requiresValidation === input.requiresValidation;
    const action = !existing ? 'CREATE' : same ? 'SKIP' : 'UPDATE';
    if (ctx.finish(sheet, r, action) && action !== 'SKIP') steps.push({ row: r.row, id: existing?.id ?? null, input });
  }
  return steps;
}

/** 06_Ressources: by code; the type from 05_Types_Ressources or existing. */
export function planResources(ctx: PlanContext): ResourceStep[] {
  const sheet = '06_Ressources';
  const byCode = new Map(ctx.existing.resources.map((x) => [x.code.toLowerCase(), x]));
  const typeByName = new Map(ctx.existing.types.map((t) => [t.name.toLowerCase(), t.id]));
  const steps: ResourceStep[] = [];
  for (const r of ctx.cursor(sheet).rows()) {
    const code = r.text('code');
    const name = r.text('name');
    const typeName = r.text('type');
    const location = r.text('location');
    const capacity = r.int('capacity');
    if (capacity !== null && capacity < 1) r.issue('capacity', 'Capacité: at least 1');
    if (code) ctx.declare(sheet, r, 'code', code);
    const type = typeName ? ctx.resolve(r, 'type', typeName, '05_Types_Ressources', typeByName.get(typeName.toLowerCase())) : null;
    const existing = code ? byCode.get(code.toLowerCase()) : undefined;
    const same = existing && type && 'id' in type && existing.typeId === type.id && existing.name === name && existing.location === location && existing.capacity === capacity;
    const action = !existing ? 'CREATE' : same ? 'SKIP' : 'UPDATE';
    if (ctx.finish(sheet, r, action) && action !== 'SKIP') steps.push({ row: r.row, id: existing?.id ?? null, input: { code: existing?.code ?? code!, name: name!, location, capacity }, type: type! });
  }
  return steps;
}
