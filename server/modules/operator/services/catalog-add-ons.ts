import { Op, Transaction } from 'sequelize';
import type { z } from 'zod';
import { businessRule, duplicate, notFound } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { transition } from '../../../platform/state-machine';
import { formatCents } from '../../../../shared/money';
import { PLATFORM_CURRENCY, type AddOnType } from '../../../../shared/operator';
import type { AddOnBody } from '../../../../shared/schemas/operator';
import { AddOn } from '../models/add-on';
import { Feature } from '../models/feature';
import { ADD_ON_STATES } from '../states';
import { recordOperatorAction } from './audit-log';

export function presentAddOn(a: AddOn) {
  return {
    id: a.id,
    code: a.code,
    name: a.name,
    description: a.description ?? null,
    type: a.type,
    monthlyPrice: formatCents(a.monthlyPriceCents),
    currency: PLATFORM_CURRENCY,
    module: a.module ?? null,
    featureCode: a.featureCode ?? null,
    users: a.users ?? null,
    active: a.active,
  };
}

/** `forUpdate` locks the row for the rest of the transaction: every change of it starts so. */
export async function findAddOn(id: string, forUpdate = false): Promise<AddOn> {
  const addOn = await AddOn.findByPk(id, forUpdate ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!addOn) throw notFound('Add-on', id);
  return addOn;
}

export async function listAddOns(filter: PageQuery & { type?: AddOnType; active?: boolean }) {
  const where: Record<string, unknown> = {};
  if (filter.type) where.type = filter.type;
  if (filter.active !== undefined) where.active = filter.active;
  return AddOn.findAndCountAll({ where, ...pageOptions(filter, [['type', 'ASC'], ['code', 'ASC']]) });
}

/** The add-ons with these codes; unknown or inactive ones are refused. */
export async function activeAddOnsByCodes(codes: readonly string[]): Promise<AddOn[]> {
  const unique = [...new Set(codes.map((c) => c.toUpperCase()))];
  if (!unique.length) return [];
  const found = new Map((await AddOn.findAll({ where: { code: { [Op.in]: unique } } })).map((a) => [a.code, a]));
  const errors = unique.flatMap((code, i) => {
    const addOn = found.get(code);
    if (!addOn) return [{ path: `addOnCodes.${i}`, message: `Unknown add-on ${code}` }];
    if (!addOn.active) return [{ path: `addOnCodes.${i}`, message: `The add-on ${code} is not active` }];
    return [];
  });
  if (errors.length) throw businessRule('Only active add-ons of the catalog can be taken', { errors });
  return unique.map((code) => found.get(code)!);
}

/** The add-ons with these codes, whatever their state (what a subscription already has). */
export async function addOnsByCodes(codes: readonly string[]): Promise<AddOn[]> {
  return codes.length ? AddOn.findAll({ where: { code: { [Op.in]: [...codes] } }, order: [['code', 'ASC']] }) : [];
}

function attributes(input: z.infer<typeof AddOnBody>) {
  return {
    code: input.code,
    name: input.name,
    description: input.description ?? null,
    type: input.type,
    monthlyPriceCents: input.monthlyPrice,
    module: input.type === 'MODULE' ? (input.module ?? null) : null,
    featureCode: input.type === 'FEATURE' ? (input.featureCode ?? null) : null,
    users: input.type === 'USER_PACK' ? (input.users ?? null) : null,
  };
}

async function checkFeature(input: z.infer<typeof AddOnBody>): Promise<void> {
  if (input.type === 'FEATURE' && !(await Feature.findOne({ where: { code: input.featureCode!.toLowerCase() } }))) {
    throw businessRule(`Unknown feature ${input.featureCode}`, { errors: [{ path: 'featureCode', message: 'Unknown feature' }] });
  }
}

export async function createAddOn(input: z.infer<typeof AddOnBody>): Promise<AddOn> {
  if (await AddOn.findOne({ where: { code: input.code } })) throw duplicate(`The add-on code ${input.code} is taken`, 'code');
  await checkFeature(input);
  const addOn = await AddOn.create({ ...attributes(input), active: true });
  await recordOperatorAction('ADD_ON_CREATED', 'ADD_ON', addOn.id, { code: addOn.code, type: addOn.type });
  return addOn;
}

export async function updateAddOn(id: string, input: z.infer<typeof AddOnBody>): Promise<AddOn> {
  const addOn = await findAddOn(id, true);
  if (input.code !== addOn.code) throw businessRule('The code of an add-on cannot change (subscriptions name it)', { errors: [{ path: 'code', message: 'Cannot change' }] });
  await checkFeature(input);
  await addOn.update(attributes(input));
  await recordOperatorAction('ADD_ON_UPDATED', 'ADD_ON', addOn.id, { code: addOn.code });
  return addOn;
}

export async function moveAddOn(id: string, action: 'activate' | 'deactivate'): Promise<AddOn> {
  const addOn = await findAddOn(id, true);
  const next = transition(ADD_ON_STATES, addOn.active ? 'ACTIVE' : 'INACTIVE', action);
  await addOn.update({ active: next === 'ACTIVE' });
  await recordOperatorAction(action === 'activate' ? 'ADD_ON_ACTIVATED' : 'ADD_ON_DEACTIVATED', 'ADD_ON', addOn.id, { code: addOn.code });
  return addOn;
}
