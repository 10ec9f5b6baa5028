import { Op, QueryTypes } from 'sequelize';
import type { HolidayInput } from '../../../../../shared/schemas/leave';
import { duplicate, notFound, validationFailed } from '../../../../platform/http/problem';
import { port } from '../../../../platform/modules';
import { currentApp, requireContext } from '../../../../platform/tenancy/context';
import { inTransaction } from '../../../../platform/db/transaction';
import { Holiday } from '../../models';
import { countryCalendar, holidaysOfYear } from './shipped';

/** The tenant's country, whose shipped calendar it starts from. */
export async function tenantCountry(): Promise<string | null> {
  const tenantId = requireContext().tenantId;
  return tenantId ? ((await port('tenants').findTenantById(tenantId))?.country ?? null) : null;
}

/**
 * Writes the shipped holidays of `year` for the tenant the first time the year is needed; after
 * that the year is the tenant's (edits and deletions stay). Two requests needing the same year
 * at once: the marker's primary key lets one of them write it.
 */
export async function ensureHolidayYear(year: number): Promise<void> {
  const { sequelize } = currentApp();
  const tenantId = requireContext().tenantId as string;
  const known = await sequelize.query('SELECT year FROM leave_holiday_years WHERE tenant_id = :tenantId AND year = :year', {
    type: QueryTypes.SELECT,
    replacements: { tenantId, year },
  });
  if (known.length) return;
  await inTransaction(sequelize, async () => {
    const country = await tenantCountry();
    // Both dialects answer [result, rows inserted] to an INSERT query: 0 when another request wrote the year first.
    const [, inserted] = await sequelize.query(
      'INSERT INTO leave_holiday_years (tenant_id, year, country, generated_at) VALUES (:tenantId, :year, :country, :at) ON CONFLICT DO NOTHING',
      { type: QueryTypes.INSERT, replacements: { tenantId, year, country, at: requireContext().now() } },
    );
    if (!inserted) return;
    const calendar = countryCalendar(country);
    if (!calendar) return;
    const seen = new Set<string>();
    for (const h of holidaysOfYear(calendar, year)) {
      const key = `${h.date}|${h.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      await Holiday.create({ ...h, origin: 'SHIPPED' });
    }
  });
}

export async function ensureYears(from: string, to: string): Promise<void> {
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) await ensureHolidayYear(year);
}

/** The tenant's holidays between two days (both included). */
export async function holidaysBetween(from: string, to: string): Promise<Holiday[]> {
  await ensureYears(from, to);
  return Holiday.findAll({ where: { date: { [Op.between]: [from, to] } }, order: [['date', 'ASC'], ['name', 'ASC']] });
}

export async function holidaysOfTenantYear(year: number): Promise<Holiday[]> {
  return holidaysBetween(`${year}-01-01`, `${year}-12-31`);
}

export async function findHoliday(id: string): Promise<Holiday> {
  const holiday = await Holiday.findByPk(id);
  if (!holiday) throw notFound('Holiday', id);
  return holiday;
}

async function assertFree(input: HolidayInput, exceptId?: string): Promise<void> {
  const same = await Holiday.findOne({ where: { date: input.date, name: input.name, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } });
  if (same) throw duplicate(`${input.name} is already a holiday on ${input.date}`, 'name');
}

export async function addHoliday(input: HolidayInput): Promise<Holiday> {
  await ensureHolidayYear(Number(input.date.slice(0, 4)));
  await assertFree(input);
  return Holiday.create({ date: input.date, name: input.name, kind: 'CUSTOM', estimated: false, source: null, origin: 'TENANT' });
}

/** Moving or renaming a holiday makes it the tenant's: an estimated date becomes a confirmed one. */
export async function updateHoliday(id: string, input: HolidayInput): Promise<Holiday> {
  const holiday = await findHoliday(id);
  if (input.date.slice(0, 4) !== holiday.date.slice(0, 4)) {
    throw validationFailed([{ path: 'date', message: 'A holiday stays in its year: add one to the other year instead' }]);
  }
  await assertFree(input, id);
  holiday.set({ date: input.date, name: input.name, origin: 'TENANT', estimated: false });
  await holiday.save();
  return holiday;
}

export async function deleteHoliday(id: string): Promise<void> {
  await (await findHoliday(id)).destroy();
}

/** Drops the tenant's edits of a year and writes the shipped calendar again. */
export async function resetHolidayYear(year: number): Promise<void> {
  const { sequelize } = currentApp();
  await Holiday.destroy({ where: { date: { [Op.between]: [`${year}-01-01`, `${year}-12-31`] } } });
  await sequelize.query('DELETE FROM leave_holiday_years WHERE tenant_id = :tenantId AND year = :year', {
    replacements: { tenantId: requireContext().tenantId, year },
  });
  await ensureHolidayYear(year);
}
