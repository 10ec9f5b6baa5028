import { Op } from 'sequelize';
import type { LeavePolicyInput, LeavePolicyUpdateInput } from '../../../../shared/schemas/leave';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { businessRule, duplicate, notFound, refusal } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import { WorkflowDefinition } from '../../../platform/workflow/models';
import { LeavePolicy, LeavePolicyVersion, LeaveRequest, LeaveType } from '../models';
import { conventionTemplate } from './config/conventions';

/** The rules a version holds, as stored. */
export type PolicyContent = Pick<
  LeavePolicyVersion,
  | 'annualAllowanceCenti'
  | 'carryOverMaxCenti'
  | 'carryOverExpiresOn'
  | 'minNoticeDays'
  | 'maxConsecutiveDays'
  | 'minTeamCoveragePercent'
  | 'blackoutPeriods'
  | 'seniorityBonus'
  | 'workflowDefinitionId'
  | 'conventionCode'
>;

export function contentOf(input: LeavePolicyUpdateInput): PolicyContent {
  return {
    annualAllowanceCenti: input.annualAllowance,
    carryOverMaxCenti: input.carryOverRules.maxDays,
    carryOverExpiresOn: input.carryOverRules.expiresOn,
    minNoticeDays: input.minNoticeDays,
    maxConsecutiveDays: input.maxConsecutiveDays,
    minTeamCoveragePercent: input.minTeamCoveragePercent,
    blackoutPeriods: input.blackoutPeriods.map((p) => ({ start: p.start, end: p.end, label: p.label })),
    seniorityBonus: [...input.seniorityBonus].sort((a, b) => a.afterYears - b.afterYears).map((b) => ({ afterYears: b.afterYears, daysCenti: b.days })),
    workflowDefinitionId: input.workflowDefinitionId,
    conventionCode: input.conventionCode,
  };
}

export function contentFromVersion(v: LeavePolicyVersion): PolicyContent {
  return {
    annualAllowanceCenti: v.annualAllowanceCenti,
    carryOverMaxCenti: v.carryOverMaxCenti,
    carryOverExpiresOn: v.carryOverExpiresOn,
    minNoticeDays: v.minNoticeDays,
    maxConsecutiveDays: v.maxConsecutiveDays,
    minTeamCoveragePercent: v.minTeamCoveragePercent,
    blackoutPeriods: v.blackoutPeriods,
    seniorityBonus: v.seniorityBonus,
    workflowDefinitionId: v.workflowDefinitionId,
    conventionCode: v.conventionCode,
  };
}

/** The approval circuit must be one of the tenant's active LEAVE_REQUEST circuits; the template must ship. */
async function assertReferences(content: PolicyContent): Promise<void> {
  if (content.workflowDefinitionId) {
    const definition = await WorkflowDefinition.findOne({ where: { id: content.workflowDefinitionId, entityType: 'LEAVE_REQUEST', active: true } });
    if (!definition) throw refusal('BUSINESS_RULE', 'leave.policy.unknownCircuit', {}, { errors: [{ path: 'workflowDefinitionId', message: '', rule: 'leave.policy.unknownCircuit' }] });
  }
  if (content.conventionCode && !conventionTemplate(content.conventionCode)) {
    throw refusal('BUSINESS_RULE', 'leave.policy.unknownConvention', { code: content.conventionCode }, {
      errors: [{ path: 'conventionCode', message: '', rule: 'leave.policy.unknownConvention', params: { code: content.conventionCode } }],
    });
  }
}

export async function findPolicy(id: string): Promise<LeavePolicy> {
  const policy = await LeavePolicy.findByPk(id);
  if (!policy) throw notFound('Leave policy', id);
  return policy;
}

export async function currentVersionOf(policy: LeavePolicy): Promise<LeavePolicyVersion> {
  const version = await LeavePolicyVersion.findOne({ where: { policyId: policy.id, version: policy.currentVersion } });
  if (!version) throw new Error(`Policy ${policy.id} has no version ${policy.currentVersion}`);
  return version;
}

/** The version in force for a leave type, or null (no policy, or an archived one). */
export async function policyInForce(leaveTypeId: string): Promise<LeavePolicyVersion | null> {
  const policy = await LeavePolicy.findOne({ where: { leaveTypeId, archivedAt: null } });
  return policy ? currentVersionOf(policy) : null;
}

/** Versions in force of every type, keyed by type id. */
export async function policiesInForce(): Promise<Map<string, LeavePolicyVersion>> {
  const policies = await LeavePolicy.findAll({ where: { archivedAt: null } });
  const out = new Map<string, LeavePolicyVersion>();
  if (!policies.length) return out;
  const versions = await LeavePolicyVersion.findAll({ where: { policyId: { [Op.in]: policies.map((p) => p.id) }, isCurrent: true } });
  const byPolicy = new Map(versions.map((v) => [v.policyId, v]));
  for (const p of policies) {
    const v = byPolicy.get(p.id);
    if (v) out.set(p.leaveTypeId, v);
  }
  return out;
}

/**
 * Writes version n+1 and makes it current. The move of `current_version` from n to n+1 is a
 * conditional update: of two changes made at once on the same version, one is refused.
 */
export async function writeVersion(policy: LeavePolicy, content: PolicyContent, meta: { changeNote?: string | null; rolledBackFromVersion?: number | null }): Promise<LeavePolicyVersion> {
  const from = policy.currentVersion;
  const [moved] = await LeavePolicy.update({ currentVersion: from + 1, archivedAt: null }, { where: { id: policy.id, currentVersion: from } });
  if (moved !== 1) throw duplicate('This policy was changed meanwhile: reload it and apply your change again', 'version');
  await LeavePolicyVersion.update({ isCurrent: false }, { where: { policyId: policy.id, isCurrent: true } });
  const version = await LeavePolicyVersion.create({
    policyId: policy.id,
    version: from + 1,
    isCurrent: true,
    ...content,
    changeNote: meta.changeNote ?? null,
    rolledBackFromVersion: meta.rolledBackFromVersion ?? null,
    createdBy: requireContext().userId,
  });
  await policy.reload();
  return version;
}

export async function createPolicy(input: LeavePolicyInput): Promise<LeavePolicy> {
  const type = await LeaveType.findByPk(input.leaveTypeId);
  if (!type) throw businessRule('Unknown leave type', { errors: [{ path: 'leaveTypeId', message: 'Unknown leave type' }] });
  const content = contentOf(input);
  await assertReferences(content);
  const existing = await LeavePolicy.findOne({ where: { leaveTypeId: type.id } });
  if (existing && !existing.archivedAt) throw duplicate(`The leave type ${type.code} already has a policy: change it (PUT) to write a new version`, 'leaveTypeId');
  if (existing) {
    await writeVersion(existing, content, { changeNote: input.changeNote });
    return existing;
  }
  const policy = await LeavePolicy.create({ leaveTypeId: type.id, currentVersion: 1 });
  await LeavePolicyVersion.create({ policyId: policy.id, version: 1, isCurrent: true, ...content, changeNote: input.changeNote ?? null, rolledBackFromVersion: null, createdBy: requireContext().userId });
  return policy;
}

/** Every change writes a new version; the one before stays in the history. */
export async function updatePolicy(id: string, input: LeavePolicyUpdateInput): Promise<LeavePolicy> {
  const policy = await findPolicy(id);
  const content = contentOf(input);
  await assertReferences(content);
  await writeVersion(policy, content, { changeNote: input.changeNote });
  return policy;
}

/**
 * DELETE: a policy no request followed is removed with its versions; one that was followed is
 * archived (no version in force: the type takes no new request until a policy is written again).
 */
export async function deletePolicy(id: string): Promise<'DELETED' | 'ARCHIVED'> {
  const policy = await findPolicy(id);
  const versionIds = (await LeavePolicyVersion.findAll({ where: { policyId: id }, attributes: ['id'] })).map((v) => v.id);
  if (await LeaveRequest.count({ where: { policyVersionId: { [Op.in]: versionIds } } })) {
    if (!policy.archivedAt) {
      policy.archivedAt = requireContext().now();
      await policy.save();
      await LeavePolicyVersion.update({ isCurrent: false }, { where: { policyId: id, isCurrent: true } });
    }
    return 'ARCHIVED';
  }
  await LeavePolicyVersion.destroy({ where: { policyId: id } });
  await policy.destroy();
  return 'DELETED';
}

/** Rollback: the content of an earlier version becomes a new version (the history only grows). */
export async function rollbackPolicy(id: string, versionId: string): Promise<LeavePolicy> {
  const policy = await findPolicy(id);
  const target = await LeavePolicyVersion.findOne({ where: { id: versionId, policyId: id } });
  if (!target) throw notFound('Version of this policy', versionId);
  if (target.isCurrent) throw refusal('BUSINESS_RULE', 'leave.policy.rollbackCurrent', { version: target.version });
  const content = contentFromVersion(target);
  // A circuit deleted since cannot be bound again: the rollback falls back to the default circuit.
  if (content.workflowDefinitionId && !(await WorkflowDefinition.findOne({ where: { id: content.workflowDefinitionId, entityType: 'LEAVE_REQUEST', active: true } }))) {
    content.workflowDefinitionId = null;
  }
  await writeVersion(policy, content, { changeNote: `Retour à la version ${target.version}`, rolledBackFromVersion: target.version });
  return policy;
}

export async function listVersions(id: string, query: PageQuery): Promise<{ rows: LeavePolicyVersion[]; count: number }> {
  await findPolicy(id);
  return LeavePolicyVersion.findAndCountAll({ where: { policyId: id }, ...pageOptions(query, [['version', 'DESC']]) });
}

export interface PolicyFilter extends PageQuery {
  leaveTypeId?: string;
  archived?: boolean;
}

export async function listPolicies(filter: PolicyFilter): Promise<{ rows: LeavePolicy[]; count: number }> {
  const where: Record<string, unknown> = {};
  if (filter.leaveTypeId) where.leaveTypeId = filter.leaveTypeId;
  if (filter.archived !== undefined) where.archivedAt = filter.archived ? { [Op.ne]: null } : null;
  return LeavePolicy.findAndCountAll({ where, ...pageOptions(filter, [['createdAt', 'ASC'], ['id', 'ASC']]) });
}
