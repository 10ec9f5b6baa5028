import { Op, Transaction, type WhereOptions } from 'sequelize';
import { PAYROLL_COUNTRIES, payrollPeriod, type PayrollCountry, type PayrollRunAction, type PayrollRunStatus } from '../../../../shared/payroll';
import type { CreateRunInput } from '../../../../shared/schemas/payroll';
import type { PageQuery } from '../../../platform/http/list';
import { notFound, refusal } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { requireContext } from '../../../platform/tenancy/context';
import { shippedRuleSet, versionInForce } from '../engine';
import { PayrollEntry, PayrollRun, PayrollVariableInput } from '../models';
import { PAYROLL_RUN_STATES } from '../states';
import { withEngine } from './engine-errors';

export const RUN_SORTS = ['period', 'status', 'createdAt'] as const;

export interface RunFilter extends PageQuery {
  status?: PayrollRunStatus[];
  year?: number;
}

export async function findRun(id: string): Promise<PayrollRun> {
  const run = await PayrollRun.findByPk(id);
  if (!run) throw notFound('Payroll run', id);
  return run;
}

/** The run row-locked (PostgreSQL; SQLite has one writer at a time), after the state machine allows the action. */
export async function lockRun(id: string, action: PayrollRunAction): Promise<{ run: PayrollRun; next: PayrollRunStatus }> {
  const run = await PayrollRun.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!run) throw notFound('Payroll run', id);
  return { run, next: transition(PAYROLL_RUN_STATES, run.status, action) };
}

/** The payroll country of the tenant (from its accounting configuration), refused when no rules ship for it. */
async function payrollSettings(): Promise<{ country: PayrollCountry; currency: string }> {
  const config = await port('ledger').config();
  const country = config.country as PayrollCountry;
  if (!PAYROLL_COUNTRIES.includes(country)) throw refusal('BUSINESS_RULE', 'payroll.countryUnsupported', { country: config.country });
  const currency = withEngine(() => shippedRuleSet(country)).currency;
  if (config.currency !== currency) {
    throw refusal('BUSINESS_RULE', 'payroll.currencyMismatch', { currency: config.currency, country, payrollCurrency: currency });
  }
  return { country, currency };
}

/** A DRAFT run for a month without one; the tenant's country decides the rules (which must be in force that month). */
export async function createRun(input: CreateRunInput): Promise<PayrollRun> {
  const { country, currency } = await payrollSettings();
  withEngine(() => versionInForce(shippedRuleSet(country), input));
  const period = payrollPeriod(input.year, input.month);
  if (await PayrollRun.count({ where: { year: input.year, month: input.month } })) {
    throw refusal('DUPLICATE', 'payroll.periodTaken', { period }, { errors: [{ path: 'month', message: `A run exists for ${period}` }] });
  }
  return PayrollRun.create({ year: input.year, month: input.month, note: input.note, country, currency, createdBy: requireContext().userId });
}

export async function listRuns(filter: RunFilter): Promise<{ rows: PayrollRun[]; count: number }> {
  const where: WhereOptions[] = [];
  if (filter.status?.length) where.push({ status: { [Op.in]: filter.status } });
  if (filter.year) where.push({ year: filter.year });
  // Default: the latest period first.
  const desc = filter.sort ? filter.sort.startsWith('-') : true;
  const field = filter.sort?.replace(/^-/, '') ?? 'period';
  const dir = desc ? 'DESC' : 'ASC';
  const byPeriod: [string, string][] = [['year', field === 'period' ? dir : 'DESC'], ['month', field === 'period' ? dir : 'DESC']];
  const order = field === 'period' ? byPeriod : [[field, dir] as [string, string], ...byPeriod];
  const options = { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize, order };
  return PayrollRun.findAndCountAll({ where: { [Op.and]: where }, ...options });
}

/** Removes a DRAFT run with its entries and variable inputs. */
export async function deleteRun(id: string): Promise<void> {
  const { run } = await lockRun(id, 'delete');
  await PayrollEntry.destroy({ where: { runId: run.id } });
  await PayrollVariableInput.destroy({ where: { runId: run.id } });
  await run.destroy();
}
