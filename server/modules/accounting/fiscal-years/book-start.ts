import { Op } from 'sequelize';
import { FiscalYear } from '../models';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { currentContext } from '../../../platform/tenancy/context';

/** The earliest date any report reads when no year has been closed. */
export const BEGINNING_OF_BOOKS = '0001-01-01';

/** Years closed by a year-end closing (their balances live on in the next year's à-nouveaux). */
export async function closedYears(): Promise<Set<number>> {
  const rows = await FiscalYear.findAll({ where: { status: 'CLOSED' }, attributes: ['year'] });
  return new Set(rows.map((r) => r.year));
}

/**
 * Where the books of a date start: the first day after the last closed year before the date's
 * year, whose à-nouveaux carry everything earlier; the beginning when no earlier year is closed.
 * Balances at a date sum the posted lines from there.
 */
export async function bookStart(date: string): Promise<string> {
  const last = await lastClosedYearBefore(Number(date.slice(0, 4)));
  return last !== null ? `${String(last + 1).padStart(4, '0')}-01-01` : BEGINNING_OF_BOOKS;
}

/**
 * In a tenant's context one plain statement (every report asks: the model's query building and
 * instance cost three times the read); in the system scope the model, which then reads every tenant.
 */
async function lastClosedYearBefore(year: number): Promise<number | null> {
  const ctx = currentContext();
  if (ctx?.tenantId && !ctx.systemScope) {
    const [row] = await tenantQuery<{ year: unknown }>(
      FiscalYear.sequelize!,
      `SELECT fy."year" AS "year" FROM fiscal_years fy WHERE fy.tenant_id = :tenantId AND fy.status = 'CLOSED' AND fy."year" < :year ORDER BY fy."year" DESC LIMIT 1`,
      { year },
    );
    return row ? Number(row.year) : null;
  }
  const last = await FiscalYear.findOne({ where: { status: 'CLOSED', year: { [Op.lt]: year } }, order: [['year', 'DESC']], attributes: ['year'] });
  return last ? last.year : null;
}
