import { Op } from 'sequelize';
import { centiToDays } from '../../../shared/leave';
import type { LeavePolicy as LeavePolicyViewT, LeaveType as LeaveTypeViewT, PolicyVersion } from '../../../shared/schemas/leave-views';
import { port } from '../../platform/modules';
import { WorkflowDefinition } from '../../platform/workflow/models';
import { LeavePolicy, LeavePolicyVersion, LeaveType } from './models';
import { fullYearEntitlement } from './services/accrual/compute';
import { typesInUse } from './services/types';

export async function presentTypes(types: readonly LeaveType[]): Promise<LeaveTypeViewT[]> {
  const ids = types.map((t) => t.id);
  const used = await typesInUse(ids);
  const policies = ids.length ? await LeavePolicy.findAll({ where: { leaveTypeId: { [Op.in]: ids } } }) : [];
  const policyOf = new Map(policies.map((p) => [p.leaveTypeId, p.id]));
  return types.map((t) => ({
    id: t.id,
    code: t.code,
    name: t.name,
    color: t.color,
    paid: t.paid,
    requiresApproval: t.requiresApproval,
    requiresProof: t.requiresProof,
    accrualMode: t.accrualMode,
    active: t.active,
    inUse: used.has(t.id),
    policyId: policyOf.get(t.id) ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  }));
}

/** Names of the circuits versions point to. */
export async function circuitNames(ids: Iterable<string | null>): Promise<Map<string, string>> {
  const unique = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (!unique.length) return new Map();
  return new Map((await WorkflowDefinition.findAll({ where: { id: { [Op.in]: unique } } })).map((d) => [d.id, d.name]));
}

function content(v: LeavePolicyVersion, circuits: Map<string, string>) {
  return {
    annualAllowance: centiToDays(v.annualAllowanceCenti),
    carryOverRules: { maxDays: v.carryOverMaxCenti === null ? null : centiToDays(v.carryOverMaxCenti), expiresOn: v.carryOverExpiresOn ?? null },
    minNoticeDays: v.minNoticeDays,
    maxConsecutiveDays: v.maxConsecutiveDays ?? null,
    minTeamCoveragePercent: v.minTeamCoveragePercent ?? null,
    blackoutPeriods: v.blackoutPeriods.map((p) => ({ start: p.start, end: p.end, label: p.label })),
    workflowDefinitionId: v.workflowDefinitionId ?? null,
    workflowDefinitionName: v.workflowDefinitionId ? (circuits.get(v.workflowDefinitionId) ?? null) : null,
    conventionCode: v.conventionCode ?? null,
    seniorityBonus: v.seniorityBonus.map((b) => ({ afterYears: b.afterYears, days: centiToDays(b.daysCenti) })),
  };
}

export async function presentVersions(versions: readonly LeavePolicyVersion[]): Promise<PolicyVersion[]> {
  const circuits = await circuitNames(versions.map((v) => v.workflowDefinitionId));
  const users = await port('people').users(versions.map((v) => v.createdBy));
  return versions.map((v) => ({
    id: v.id,
    policyId: v.policyId,
    version: v.version,
    isCurrent: v.isCurrent,
    ...content(v, circuits),
    changeNote: v.changeNote ?? null,
    rolledBackFromVersion: v.rolledBackFromVersion ?? null,
    createdAt: v.createdAt.toISOString(),
    createdBy: v.createdBy ? { id: v.createdBy, name: users.get(v.createdBy)?.name ?? '' } : null,
  }));
}

/** Policies with the content of their version in force (an archived policy shows its last version). */
export async function presentPolicies(policies: readonly LeavePolicy[]): Promise<LeavePolicyViewT[]> {
  if (!policies.length) return [];
  const versions = await LeavePolicyVersion.findAll({ where: { [Op.or]: policies.map((p) => ({ policyId: p.id, version: p.currentVersion })) } });
  const versionOf = new Map(versions.map((v) => [v.policyId, v]));
  const types = new Map((await LeaveType.findAll({ where: { id: { [Op.in]: policies.map((p) => p.leaveTypeId) } } })).map((t) => [t.id, t]));
  const circuits = await circuitNames(versions.map((v) => v.workflowDefinitionId));
  const users = await port('people').users(versions.map((v) => v.createdBy));
  return policies.map((p) => {
    const v = versionOf.get(p.id) as LeavePolicyVersion;
    const type = types.get(p.leaveTypeId) as LeaveType;
    return {
      id: p.id,
      leaveType: { id: type.id, code: type.code, name: type.name, color: type.color, paid: type.paid, accrualMode: type.accrualMode },
      archived: Boolean(p.archivedAt),
      versionId: v.id,
      version: v.version,
      isCurrent: v.isCurrent,
      ...content(v, circuits),
      effectiveAnnualAllowance: centiToDays(fullYearEntitlement({ mode: type.accrualMode, annualAllowanceCenti: v.annualAllowanceCenti })),
      changeNote: v.changeNote ?? null,
      updatedAt: v.createdAt.toISOString(),
      updatedBy: v.createdBy ? { id: v.createdBy, name: users.get(v.createdBy)?.name ?? '' } : null,
    };
  });
}
