import type { z } from 'zod';
import type { WhereOptions } from 'sequelize';
import { formatCents } from '../../../../shared/money';
import type { PayrollHistoryLineView } from '../../../../shared/schemas/payroll';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { PayrollHistoryLine } from '../models/history-line';

type View = z.infer<typeof PayrollHistoryLineView>;

export interface HistoryQuery extends PageQuery {
  employeeId?: string;
  year?: number;
}

async function present(lines: PayrollHistoryLine[]): Promise<View[]> {
  const people = await port('people').employeeSummaries(lines.map((l) => l.employeeId));
  return lines.map((l) => {
    const p = people.get(l.employeeId);
    return {
      id: l.id,
      employee: { id: l.employeeId, employeeNumber: p?.employeeNumber ?? '', name: p?.name ?? '' },
      contractId: l.contractId,
      year: l.year,
      month: l.month,
      gross: formatCents(l.grossCents),
      deductions: formatCents(l.deductionsCents),
      net: formatCents(l.netCents),
      createdAt: l.createdAt.toISOString(),
    };
  });
}

/** Months of pay taken over by an import, latest period first. */
export async function listHistory(q: HistoryQuery): Promise<{ rows: View[]; count: number }> {
  const where: WhereOptions<PayrollHistoryLine> = {};
  if (q.employeeId) where.employeeId = q.employeeId;
  if (q.year) where.year = q.year;
  const order = pageOptions(q, [['year', 'DESC'], ['month', 'DESC'], ['id', 'ASC']]);
  const period = q.sort?.replace(/^-/, '') === 'period' ? (q.sort.startsWith('-') ? 'DESC' : 'ASC') : null;
  const { rows, count } = await PayrollHistoryLine.findAndCountAll({
    where,
    ...order,
    ...(period ? { order: [['year', period], ['month', period], ['id', 'ASC']] } : {}),
  });
  return { rows: await present(rows), count };
}

export async function findHistoryLine(id: string): Promise<View> {
  const line = await PayrollHistoryLine.findByPk(id);
  if (!line) throw notFound('Payroll history line', id);
  return (await present([line]))[0];
}
