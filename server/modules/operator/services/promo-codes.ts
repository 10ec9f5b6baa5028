import { Op, Transaction, col, literal } from 'sequelize';
import { businessRule, duplicate, notFound } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { now } from '../../../platform/tenancy/context';
import { formatCents } from '../../../../shared/money';
import type { DiscountType } from '../../../../shared/operator';
import type { PromoCodeInput } from '../../../../shared/schemas/operator';
import { PromoCode } from '../models/promo-code';
import { PromoRedemption } from '../models/promo-redemption';
import { recordOperatorAction } from './audit-log';

export function presentPromoCode(p: PromoCode) {
  return {
    id: p.id,
    code: p.code,
    description: p.description ?? null,
    discountType: p.discountType,
    percent: p.percent ?? null,
    amount: p.amountCents === null || p.amountCents === undefined ? null : formatCents(p.amountCents),
    freeMonths: p.freeMonths ?? null,
    validFrom: p.validFrom ?? null,
    validUntil: p.validUntil ?? null,
    maxUses: p.maxUses ?? null,
    usesCount: p.usesCount,
    planCodes: [...(p.planCodes ?? [])],
    active: p.active,
    createdAt: p.createdAt.toISOString(),
  };
}

/** `forUpdate` locks the row for the rest of the transaction: every change of it starts so. */
export async function findPromoCode(id: string, forUpdate = false): Promise<PromoCode> {
  const promo = await PromoCode.findByPk(id, forUpdate ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!promo) throw notFound('Promo code', id);
  return promo;
}

export async function listPromoCodes(filter: PageQuery & { active?: boolean; discountType?: DiscountType; q?: string }) {
  const where: Record<string, unknown> = {};
  if (filter.active !== undefined) where.active = filter.active;
  if (filter.discountType) where.discountType = filter.discountType;
  if (filter.q) where.code = { [Op.like]: `%${filter.q.toUpperCase()}%` };
  return PromoCode.findAndCountAll({ where, ...pageOptions(filter, [['createdAt', 'DESC'], ['code', 'ASC']]) });
}

function attributes(input: PromoCodeInput) {
  return {
    code: input.code,
    description: input.description ?? null,
    discountType: input.discountType,
    percent: input.discountType === 'PCT' ? (input.percent ?? null) : null,
    amountCents: input.discountType === 'FIXED' ? (input.amount ?? null) : null,
    freeMonths: input.discountType === 'MONTHS_FREE' ? (input.freeMonths ?? null) : null,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    maxUses: input.maxUses ?? null,
    planCodes: [...new Set(input.planCodes)],
    active: input.active,
  };
}

export async function createPromoCode(input: PromoCodeInput): Promise<PromoCode> {
  if (await PromoCode.findOne({ where: { code: input.code } })) throw duplicate(`The promo code ${input.code} exists`, 'code');
  const promo = await PromoCode.create(attributes(input));
  await recordOperatorAction('PROMO_CODE_CREATED', 'PROMO_CODE', promo.id, { code: promo.code, discountType: promo.discountType });
  return promo;
}

export async function updatePromoCode(id: string, input: PromoCodeInput): Promise<PromoCode> {
  const promo = await findPromoCode(id, true);
  if (input.code !== promo.code && promo.usesCount > 0) throw businessRule('A promo code already used keeps its code', { errors: [{ path: 'code', message: 'Already used' }] });
  if (input.maxUses !== undefined && input.maxUses !== null && input.maxUses < promo.usesCount) {
    throw businessRule(`The code was already used ${promo.usesCount} times`, { errors: [{ path: 'maxUses', message: `At least ${promo.usesCount}` }] });
  }
  await promo.update(attributes(input));
  await recordOperatorAction('PROMO_CODE_UPDATED', 'PROMO_CODE', promo.id, { code: promo.code });
  return promo;
}

/** Deactivates the code (its redemptions stay on the subscriptions that have it). */
export async function deactivatePromoCode(id: string): Promise<PromoCode> {
  const promo = await findPromoCode(id, true);
  if (promo.active) {
    await promo.update({ active: false });
    await recordOperatorAction('PROMO_CODE_DEACTIVATED', 'PROMO_CODE', promo.id, { code: promo.code });
  }
  return promo;
}

const refused = (detail: string) => businessRule(detail, { errors: [{ path: 'promoCode', message: detail }] });

/**
 * Uses a promo code for a tenant on a plan. The use is counted by one conditional UPDATE
 * (uses_count < max_uses), so concurrent uses never go past the limit on either database; the
 * once-per-tenant rule is a unique index.
 */
export async function redeemPromoCode(code: string, tenantId: string, planCode: string | null): Promise<PromoCode> {
  const promo = await PromoCode.findOne({ where: { code: code.toUpperCase() } });
  if (!promo || !promo.active) throw refused(`The promo code ${code} does not exist or is no longer active`);
  const today = now().toISOString().slice(0, 10);
  if (promo.validFrom && today < promo.validFrom) throw refused(`The promo code ${promo.code} is valid from ${promo.validFrom}`);
  if (promo.validUntil && today > promo.validUntil) throw refused(`The promo code ${promo.code} expired on ${promo.validUntil}`);
  if (promo.planCodes.length && (!planCode || !promo.planCodes.includes(planCode))) throw refused(`The promo code ${promo.code} does not apply to this plan`);
  if (await PromoRedemption.findOne({ where: { promoCodeId: promo.id, tenantId } })) throw refused(`This tenant already used the promo code ${promo.code}`);
  const [affected] = await PromoCode.update(
    { usesCount: literal('uses_count + 1') as unknown as number },
    { where: { id: promo.id, active: true, [Op.or]: [{ maxUses: null }, { usesCount: { [Op.lt]: col('max_uses') } }] } },
  );
  if (Number(affected) !== 1) throw refused(`The promo code ${promo.code} has reached its maximum number of uses`);
  await PromoRedemption.create({ promoCodeId: promo.id, tenantId, redeemedAt: now() });
  await promo.reload();
  return promo;
}
