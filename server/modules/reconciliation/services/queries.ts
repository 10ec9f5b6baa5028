import { Op, type WhereOptions } from 'sequelize';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { StatementImport, StatementLine } from '../models';

const LINE_COLUMNS = { date: 'lineDate', amount: 'amountCents' };

export function listImports(q: PageQuery & { bankAccountId?: string }) {
  return StatementImport.findAndCountAll({
    where: q.bankAccountId ? { bankAccountId: q.bankAccountId } : {},
    ...pageOptions(q, [['periodStart', 'DESC'], ['importedAt', 'DESC'], ['id', 'ASC']]),
  });
}

export function listImportLines(importId: string, q: PageQuery & { status?: string }) {
  return StatementLine.findAndCountAll({
    where: { importId, ...(q.status ? { status: q.status } : {}) },
    ...pageOptions(q, [['lineNo', 'ASC'], ['id', 'ASC']], LINE_COLUMNS),
  });
}

export function listUnmatched(q: PageQuery & { bankAccountId?: string; from?: string; to?: string }) {
  const where: WhereOptions<StatementLine> = { status: 'UNMATCHED' };
  if (q.bankAccountId) Object.assign(where, { bankAccountId: q.bankAccountId });
  if (q.from || q.to) {
    Object.assign(where, { lineDate: { ...(q.from ? { [Op.gte]: q.from } : {}), ...(q.to ? { [Op.lte]: q.to } : {}) } });
  }
  return StatementLine.findAndCountAll({ where, ...pageOptions(q, [['lineDate', 'ASC'], ['lineNo', 'ASC'], ['id', 'ASC']], LINE_COLUMNS) });
}
