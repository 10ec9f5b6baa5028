import { Op, Transaction } from 'sequelize';
import { businessRule, notFound } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { transition } from '../../../platform/state-machine';
import { formatCents } from '../../../../shared/money';
import { PLATFORM_CURRENCY, type PlanStatus, type PlanVisibility } from '../../../../shared/operator';
import type { DuplicatePlanBody, PlanInput } from '../../../../shared/schemas/operator';
import type { z } from 'zod';
import { Feature } from '../models/feature';
import { Plan } from '../models/plan';
import { PlanChange, type FieldChange } from '../models/plan-change';
import { TenantHistory } from '../models/tenant-history';
import { PLAN_STATES } from '../states';
import { actingOperator, nextSeq, recordOperatorAction } from './audit-log';

type Snapshot = Record<string, unknown>;

function snapshot(p: Plan): Snapshot {
  return {
    code: p.code,
    name: p.name,
    description: p.description ?? null,
    monthlyPrice: formatCents(p.monthlyPriceCents),
    annualPrice: formatCents(p.annualPriceCents),
    quotas: { users: p.quotaUsers, companies: p.quotaCompanies, others: p.otherQuotas ?? {} },
    visibility: p.visibility,
    status: p.status,
    modules: [...p.modules],
    featureCodes: [...p.featureCodes],
    sortOrder: p.sortOrder,
  };
}

/** Fields whose value differs between two snapshots (values compared as JSON). */
export function diffSnapshots(before: Snapshot | null, after: Snapshot): FieldChange[] {
  return Object.keys(after)
    .filter((field) => !before || JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before ? before[field] : null, after: after[field] }));
}

async function recordPlanChange(plan: Plan, action: string, before: Snapshot | null): Promise<void> {
  const changes = diffSnapshots(before, snapshot(plan));
  await PlanChange.create({ planId: plan.id, ...actingOperator(), action, changes, createdAt: now(), seq: nextSeq() });
  await recordOperatorAction(`PLAN_${action}`, 'PLAN', plan.id, { code: plan.code, fields: changes.map((c) => c.field) });
}

export function presentPlan(p: Plan, tenantCount = 0) {
  return {
    id: p.id,
    code: p.code,
    name: p.name,
    description: p.description ?? null,
    monthlyPrice: formatCents(p.monthlyPriceCents),
    annualPrice: formatCents(p.annualPriceCents),
    currency: PLATFORM_CURRENCY,
    quotas: { users: p.quotaUsers, companies: p.quotaCompanies, others: { ...(p.otherQuotas ?? {}) } },
    visibility: p.visibility,
    status: p.status,
    modules: [...p.modules],
    featureCodes: [...p.featureCodes],
    sortOrder: p.sortOrder,
    tenantCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** Number of tenants on each plan code. */
export async function tenantsPerPlan(): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const t of await port('tenants').allTenants()) if (t.planCode) counts.set(t.planCode, (counts.get(t.planCode) ?? 0) + 1);
  return counts;
}

/** `forUpdate` locks the row for the rest of the transaction: every change of it starts so. */
export async function findPlan(id: string, forUpdate = false): Promise<Plan> {
  const plan = await Plan.findByPk(id, forUpdate ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!plan) throw notFound('Plan', id);
  return plan;
}

export async function findPlanByCode(code: string): Promise<Plan | null> {
  return Plan.findOne({ where: { code: code.toUpperCase() } });
}

export interface PlanFilter extends PageQuery {
  status?: PlanStatus;
  visibility?: PlanVisibility;
  q?: string;
}

export async function listPlans(filter: PlanFilter) {
  const where: Record<string | symbol, unknown> = {};
  if (filter.status) where.status = filter.status;
  if (filter.visibility) where.visibility = filter.visibility;
  if (filter.q) where[Op.or] = [{ code: { [Op.like]: `%${filter.q.toUpperCase()}%` } }, { name: { [Op.like]: `%${filter.q}%` } }];
  return Plan.findAndCountAll({ where, ...pageOptions(filter, [['sortOrder', 'ASC'], ['code', 'ASC']]) });
}

/** Every feature listed exists, and belongs to one of the plan's modules. */
async function checkFeatures(input: Pick<PlanInput, 'featureCodes' | 'modules'>): Promise<void> {
  const codes = [...new Set(input.featureCodes)];
  if (!codes.length) return;
  const features = new Map((await Feature.findAll({ where: { code: { [Op.in]: codes } } })).map((f) => [f.code, f]));
  const errors = codes.flatMap((code, i) => {
    const feature = features.get(code);
    if (!feature) return [{ path: `featureCodes.${i}`, message: `Unknown feature ${code}` }];
    if (!(input.modules as string[]).includes(feature.module)) return [{ path: `featureCodes.${i}`, message: `${code} belongs to ${feature.module}, which the plan does not include` }];
    return [];
  });
  if (errors.length) throw businessRule('A plan includes existing features of its own modules only', { errors });
}

function attributes(input: PlanInput) {
  return {
    code: input.code,
    name: input.name,
    description: input.description ?? null,
    monthlyPriceCents: input.monthlyPrice,
    annualPriceCents: input.annualPrice,
    quotaUsers: input.quotas.users,
    quotaCompanies: input.quotas.companies,
    otherQuotas: input.quotas.others ?? {},
    visibility: input.visibility,
    modules: [...new Set(input.modules)],
    featureCodes: [...new Set(input.featureCodes)],
    ...(input.sortOrder !== undefined ? { sortOrder: input.sortOrder } : {}),
  };
}

export async function createPlan(input: PlanInput): Promise<Plan> {
  await checkFeatures(input);
  const plan = await Plan.create({ ...attributes(input), status: 'ACTIVE' });
  await recordPlanChange(plan, 'CREATED', null);
  return plan;
}

/** Whether any tenant has, or had, this plan. */
async function planInUse(code: string): Promise<boolean> {
  if ((await port('tenants').listTenants({ plan: code, page: 1, pageSize: 1 })).count > 0) return true;
  return (await TenantHistory.count({ where: { kind: 'PLAN', [Op.or]: [{ fromValue: code }, { toValue: code }] } })) > 0;
}

export async function updatePlan(id: string, input: PlanInput): Promise<Plan> {
  const plan = await findPlan(id, true);
  if (input.code !== plan.code && (await planInUse(plan.code))) {
    throw businessRule('The code of a plan tenants have or had cannot change', { errors: [{ path: 'code', message: 'In use' }] });
  }
  await checkFeatures(input);
  const before = snapshot(plan);
  await plan.update(attributes(input));
  if (diffSnapshots(before, snapshot(plan)).length) await recordPlanChange(plan, 'UPDATED', before);
  return plan;
}

export async function movePlan(id: string, action: 'activate' | 'archive'): Promise<Plan> {
  const plan = await findPlan(id, true);
  const before = snapshot(plan);
  await plan.update({ status: transition(PLAN_STATES, plan.status, action) });
  await recordPlanChange(plan, action === 'archive' ? 'ARCHIVED' : 'ACTIVATED', before);
  return plan;
}

/** A copy of the plan under a new code, ARCHIVED until activated (so it is edited before anyone can choose it). */
export async function duplicatePlan(id: string, input: z.infer<typeof DuplicatePlanBody>): Promise<Plan> {
  const source = await findPlan(id);
  let code = input.code;
  if (!code) {
    for (let n = 1; !code || (await findPlanByCode(code)); n++) code = `${source.code}-COPY${n > 1 ? `-${n}` : ''}`.slice(0, 50);
  }
  const copy = await Plan.create({
    code,
    name: input.name ?? `${source.name} (copie)`,
    description: source.description,
    monthlyPriceCents: source.monthlyPriceCents,
    annualPriceCents: source.annualPriceCents,
    quotaUsers: source.quotaUsers,
    quotaCompanies: source.quotaCompanies,
    otherQuotas: { ...(source.otherQuotas ?? {}) },
    visibility: source.visibility,
    status: 'ARCHIVED',
    modules: [...source.modules],
    featureCodes: [...source.featureCodes],
    sortOrder: source.sortOrder,
  });
  await recordPlanChange(copy, 'DUPLICATED', null);
  return copy;
}

/** Deletes a plan no tenant ever had; one in use is archived instead. */
export async function deletePlan(id: string): Promise<void> {
  const plan = await findPlan(id, true);
  if (await planInUse(plan.code)) throw businessRule('Tenants have or had this plan: archive it instead of deleting it');
  await recordOperatorAction('PLAN_DELETED', 'PLAN', plan.id, { code: plan.code });
  await plan.destroy();
}

export async function planHistory(id: string, q: PageQuery) {
  await findPlan(id);
  return PlanChange.findAndCountAll({ where: { planId: id }, ...pageOptions({ ...q, sort: undefined }, [['createdAt', 'DESC'], ['seq', 'DESC']]) });
}

export function presentPlanChange(c: PlanChange) {
  return { id: c.id, action: c.action, operatorId: c.operatorId, operatorEmail: c.operatorEmail, changes: c.changes ?? [], createdAt: c.createdAt.toISOString() };
}
