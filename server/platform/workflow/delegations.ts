import { Op, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type { DelegationInput } from '../../../shared/schemas/workflow';
import { pageOptions, type PageQuery } from '../http/list';
import { Problem, businessRule, invalidState, notFound } from '../http/problem';
import { now, requireContext } from '../tenancy/context';
import { isoDay } from './authority';
import { workflowDirectory } from './services';
import { WorkflowDelegation } from './models';
import { NameBook } from './presenter';
import type { DelegationView } from '../../../shared/views/workflow';

export interface DelegationFilter extends PageQuery {
  /** Everyone's delegations (administrators only); else those the caller gave or received. */
  all?: boolean;
  inForce?: boolean;
}

const field = (path: string, message: string) => businessRule(message, { errors: [{ path, message }] });

/**
 * An approver names a stand-in for a period: the caller for themself, or an administrator for
 * someone else (`delegatorUserId`). Nobody delegates to themself; the stand-in must be an active
 * user; a period already over is refused.
 */
export async function createDelegation(input: DelegationInput, isAdministrator: boolean): Promise<WorkflowDelegation> {
  const ctx = requireContext();
  const delegatorUserId = input.delegatorUserId ?? (ctx.userId as string);
  if (delegatorUserId !== ctx.userId && !isAdministrator) {
    throw new Problem('PERMISSION_DENIED', "Only a workflow administrator may set someone else's delegation");
  }
  if (input.delegateUserId === delegatorUserId) throw field('delegateUserId', 'An approver cannot delegate to themself');
  const users = await workflowDirectory().users([delegatorUserId, input.delegateUserId]);
  if (!users.get(delegatorUserId)) throw field('delegatorUserId', 'Unknown user');
  if (!users.get(input.delegateUserId)?.active) throw field('delegateUserId', 'The delegate must be an active user of the organisation');
  if (input.endsOn < isoDay(now())) throw field('endsOn', 'The period is already over');
  return WorkflowDelegation.create({
    delegatorUserId,
    delegateUserId: input.delegateUserId,
    startsOn: input.startsOn,
    endsOn: input.endsOn,
    entityTypes: input.entityTypes?.length ? [...new Set(input.entityTypes)] : null,
    reason: input.reason ?? null,
    createdByUserId: ctx.userId,
  });
}

export async function findDelegation(id: string, isAdministrator: boolean): Promise<WorkflowDelegation> {
  const delegation = await WorkflowDelegation.findByPk(id);
  const userId = requireContext().userId;
  if (!delegation || (!isAdministrator && delegation.delegatorUserId !== userId && delegation.delegateUserId !== userId)) throw notFound('Delegation', id);
  return delegation;
}

/** Ends a delegation now (the delegator or an administrator). */
export async function revokeDelegation(id: string, isAdministrator: boolean): Promise<WorkflowDelegation> {
  const delegation = await findDelegation(id, isAdministrator);
  if (!isAdministrator && delegation.delegatorUserId !== requireContext().userId) {
    throw new Problem('PERMISSION_DENIED', 'Only the approver who gave the delegation may revoke it');
  }
  if (delegation.revokedAt) throw invalidState('REVOKED', 'revoke');
  delegation.revokedAt = now();
  await delegation.save();
  return delegation;
}

export async function listDelegations(filter: DelegationFilter, isAdministrator: boolean): Promise<{ rows: WorkflowDelegation[]; count: number }> {
  const userId = requireContext().userId as string;
  const and: WhereOptions[] = [];
  if (!(filter.all && isAdministrator)) and.push({ [Op.or]: [{ delegatorUserId: userId }, { delegateUserId: userId }] });
  if (filter.inForce !== undefined) {
    const day = isoDay(now());
    const inForce = { revokedAt: null, startsOn: { [Op.lte]: day }, endsOn: { [Op.gte]: day } };
    and.push(filter.inForce ? inForce : { [Op.or]: [{ revokedAt: { [Op.ne]: null } }, { startsOn: { [Op.gt]: day } }, { endsOn: { [Op.lt]: day } }] });
  }
  return WorkflowDelegation.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['startsOn', 'DESC'], ['id', 'ASC']]) });
}

export async function presentDelegations(rows: readonly WorkflowDelegation[]): Promise<z.infer<typeof DelegationView>[]> {
  const names = await NameBook.load(rows.flatMap((d) => [d.delegatorUserId, d.delegateUserId]));
  const day = isoDay(now());
  return rows.map((d) => ({
    id: d.id,
    delegator: names.person(d.delegatorUserId) as { userId: string; name: string },
    delegate: names.person(d.delegateUserId) as { userId: string; name: string },
    startsOn: d.startsOn,
    endsOn: d.endsOn,
    entityTypes: d.entityTypes ?? [],
    reason: d.reason ?? null,
    revokedAt: d.revokedAt?.toISOString() ?? null,
    inForce: !d.revokedAt && d.startsOn <= day && d.endsOn >= day,
    createdAt: d.createdAt.toISOString(),
  }));
}
