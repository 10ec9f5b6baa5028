import { Op, col, fn, where as sqlWhere } from 'sequelize';
import type { PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { PayrollEntry } from '../models';

const LIST_ATTRIBUTES = { exclude: ['computation'] as string[] };

/** Generated payslips per run. */
export async function payslipCounts(runIds: readonly string[]): Promise<Map<string, number>> {
  if (!runIds.length) return new Map();
  const rows = (await PayrollEntry.findAll({
    where: { runId: { [Op.in]: [...runIds] }, payslipDocumentId: { [Op.ne]: null } },
    attributes: ['runId', [fn('COUNT', col('id')), 'count']],
    group: ['runId'],
    raw: true,
  })) as unknown as Array<{ runId: string; count: number | string }>;
  return new Map(rows.map((r) => [r.runId, Number(r.count)]));
}

/** Every entry of a run (without the engine's working), by employee number. */
export async function entriesOf(runId: string): Promise<PayrollEntry[]> {
  return PayrollEntry.findAll({ where: { runId }, attributes: LIST_ATTRIBUTES, order: [['employeeNumber', 'ASC'], ['id', 'ASC']] });
}

const SORT_COLUMNS: Record<string, string> = { employeeNumber: 'employeeNumber', netPay: 'netPayCents', adjustedGross: 'adjustedGrossCents' };

/** A page of a run's entries, filtered by words of the employee number or name. */
export async function pageEntries(runId: string, q: PageQuery & { q?: string }) {
  const words = (q.q ?? '').split(/\s+/).filter(Boolean).slice(0, 5);
  // Case ignored on both databases (PostgreSQL's LIKE is case-sensitive).
  const like = (w: string) => ({ [Op.like]: `%${w.toLowerCase().replace(/[%_\\]/g, '_')}%` });
  const where = {
    runId,
    ...(words.length
      ? { [Op.and]: words.map((w) => ({ [Op.or]: [sqlWhere(fn('LOWER', col('employee_number')), like(w)), sqlWhere(fn('LOWER', col('employee_name')), like(w))] })) }
      : {}),
  };
  const field = q.sort?.replace(/^-/, '');
  const order: [string, string][] = [
    ...(field ? [[SORT_COLUMNS[field] ?? 'employeeNumber', q.sort?.startsWith('-') ? 'DESC' : 'ASC'] as [string, string]] : []),
    ['employeeNumber', 'ASC'],
    ['id', 'ASC'],
  ];
  return PayrollEntry.findAndCountAll({ where, attributes: LIST_ATTRIBUTES, order, limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
}

export async function findEntry(runId: string, entryId: string): Promise<PayrollEntry> {
  const entry = await PayrollEntry.findOne({ where: { id: entryId, runId } });
  if (!entry) throw notFound('Payroll entry', entryId);
  return entry;
}
