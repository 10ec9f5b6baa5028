import { Op } from 'sequelize';
import { FiscalYear } from '../models';

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
  const year = Number(date.slice(0, 4));
  const last = await FiscalYear.findOne({ where: { status: 'CLOSED', year: { [Op.lt]: year } }, order: [['year', 'DESC']], attributes: ['year'] });
  return last ? `${String(last.year + 1).padStart(4, '0')}-01-01` : BEGINNING_OF_BOOKS;
}
