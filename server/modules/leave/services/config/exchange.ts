import { Op } from 'sequelize';
import { LEAVE_CONFIG_FORMAT, LEAVE_CONFIG_VERSION, type LeaveConfigDocument, type LeaveConfigImport } from '../../../../../shared/schemas/leave-config';
import { centiToDays, type ImportOutcome } from '../../../../../shared/leave';
import { businessRule } from '../../../../platform/http/problem';
import { now, requireContext } from '../../../../platform/tenancy/context';
import { WorkflowDefinition } from '../../../../platform/workflow/models';
import { LeavePolicy, LeavePolicyVersion, LeaveType } from '../../models';
import { circuitNames } from '../../presenter-config';
import { contentFromVersion, writeVersion, type PolicyContent } from '../policies';
import { conventionTemplate } from './conventions';

/** The tenant's leave types and policies (every version), as a document another tenant can import. */
export async function exportConfig(): Promise<LeaveConfigDocument> {
  const types = await LeaveType.findAll({ order: [['code', 'ASC']] });
  const codeOf = new Map(types.map((t) => [t.id, t.code]));
  const policies = await LeavePolicy.findAll();
  const versions = policies.length ? await LeavePolicyVersion.findAll({ where: { policyId: { [Op.in]: policies.map((p) => p.id) } }, order: [['version', 'ASC']] }) : [];
  const circuits = await circuitNames(versions.map((v) => v.workflowDefinitionId));
  return {
    format: LEAVE_CONFIG_FORMAT,
    version: LEAVE_CONFIG_VERSION,
    exportedAt: now().toISOString(),
    types: types.map((t) => ({ code: t.code, name: t.name, color: t.color, paid: t.paid, requiresApproval: t.requiresApproval, requiresProof: t.requiresProof, accrualMode: t.accrualMode, active: t.active })),
    policies: policies
      .map((p) => ({
        leaveTypeCode: codeOf.get(p.leaveTypeId) as string,
        archived: Boolean(p.archivedAt),
        versions: versions
          .filter((v) => v.policyId === p.id)
          .map((v) => ({
            version: v.version,
            isCurrent: v.isCurrent,
            annualAllowance: centiToDays(v.annualAllowanceCenti),
            carryOverRules: { maxDays: v.carryOverMaxCenti === null ? null : centiToDays(v.carryOverMaxCenti), expiresOn: v.carryOverExpiresOn ?? null },
            minNoticeDays: v.minNoticeDays,
            maxConsecutiveDays: v.maxConsecutiveDays ?? null,
            minTeamCoveragePercent: v.minTeamCoveragePercent ?? null,
            blackoutPeriods: v.blackoutPeriods.map((b) => ({ start: b.start, end: b.end, label: b.label })),
            workflowDefinitionName: v.workflowDefinitionId ? (circuits.get(v.workflowDefinitionId) ?? null) : null,
            conventionCode: v.conventionCode ?? null,
            seniorityBonus: v.seniorityBonus.map((b) => ({ afterYears: b.afterYears, days: centiToDays(b.daysCenti) })),
            changeNote: v.changeNote ?? null,
            rolledBackFromVersion: v.rolledBackFromVersion ?? null,
          })),
      }))
      .sort((a, b) => a.leaveTypeCode.localeCompare(b.leaveTypeCode)),
  };
}

export interface ImportResult {
  types: { created: number; updated: number };
  policies: { created: number; versioned: number; unchanged: number };
  items: Array<{ kind: 'TYPE' | 'POLICY'; code: string; outcome: ImportOutcome }>;
  warnings: string[];
}

type ImportedVersion = LeaveConfigImport['policies'][number]['versions'][number];

/** The rules of a version as one string, keys in a fixed order, to tell whether two versions differ. */
const canonical = (c: PolicyContent) =>
  JSON.stringify([
    c.annualAllowanceCenti,
    c.carryOverMaxCenti,
    c.carryOverExpiresOn,
    c.minNoticeDays,
    c.maxConsecutiveDays,
    c.minTeamCoveragePercent,
    c.blackoutPeriods.map((p) => [p.start, p.end, p.label]),
    c.seniorityBonus.map((b) => [b.afterYears, b.daysCenti]),
    c.workflowDefinitionId,
    c.conventionCode,
  ]);

/**
 * Imports a document in one transaction (all or nothing): types are matched by code (created or
 * updated), a policy new to the tenant gets every exported version as it was, a policy the tenant
 * already has gets the exported rules as a new version (unless they are already in force).
 */
export async function importConfig(doc: LeaveConfigImport): Promise<ImportResult> {
  const result: ImportResult = { types: { created: 0, updated: 0 }, policies: { created: 0, versioned: 0, unchanged: 0 }, items: [], warnings: [] };
  const outcome = (kind: 'TYPE' | 'POLICY', code: string, what: ImportOutcome) => result.items.push({ kind, code, outcome: what });
  for (const t of doc.types) {
    const existing = await LeaveType.findOne({ where: { code: t.code } });
    if (!existing) {
      await LeaveType.create({ ...t });
      result.types.created++;
      outcome('TYPE', t.code, 'CREATED');
    } else if (existing.name !== t.name || existing.color !== t.color || existing.paid !== t.paid || existing.requiresApproval !== t.requiresApproval || existing.requiresProof !== t.requiresProof || existing.accrualMode !== t.accrualMode || existing.active !== t.active) {
      existing.set({ ...t });
      await existing.save();
      result.types.updated++;
      outcome('TYPE', t.code, 'UPDATED');
    } else outcome('TYPE', t.code, 'UNCHANGED');
  }
  const typeByCode = new Map((await LeaveType.findAll()).map((t) => [t.code, t]));
  const circuits = new Map((await WorkflowDefinition.findAll({ where: { entityType: 'LEAVE_REQUEST', active: true } })).map((d) => [d.name, d.id]));
  const contentOf = (v: ImportedVersion, code: string): PolicyContent => {
    let workflowDefinitionId: string | null = null;
    if (v.workflowDefinitionName) {
      workflowDefinitionId = circuits.get(v.workflowDefinitionName) ?? null;
      if (!workflowDefinitionId) result.warnings.push(`${code} v${v.version}: no active LEAVE_REQUEST circuit is named "${v.workflowDefinitionName}"; the default circuit applies`);
    }
    let conventionCode = v.conventionCode;
    if (conventionCode && !conventionTemplate(conventionCode)) {
      result.warnings.push(`${code} v${v.version}: unknown collective-agreement template ${conventionCode}, link dropped`);
      conventionCode = null;
    }
    return {
      annualAllowanceCenti: v.annualAllowance,
      carryOverMaxCenti: v.carryOverRules.maxDays,
      carryOverExpiresOn: v.carryOverRules.expiresOn,
      minNoticeDays: v.minNoticeDays,
      maxConsecutiveDays: v.maxConsecutiveDays,
      minTeamCoveragePercent: v.minTeamCoveragePercent,
      blackoutPeriods: v.blackoutPeriods.map((p) => ({ start: p.start, end: p.end, label: p.label })),
      seniorityBonus: [...v.seniorityBonus].sort((a, b) => a.afterYears - b.afterYears).map((b) => ({ afterYears: b.afterYears, daysCenti: b.days })),
      workflowDefinitionId,
      conventionCode,
    };
  };
  for (const [index, p] of doc.policies.entries()) {
    const type = typeByCode.get(p.leaveTypeCode);
    if (!type) throw businessRule(`The policy of ${p.leaveTypeCode} names a leave type that exists neither in the document nor in the organisation`, { errors: [{ path: `policies.${index}.leaveTypeCode`, message: 'Unknown leave type code' }] });
    const ordered = [...p.versions].sort((a, b) => a.version - b.version);
    const current = ordered.find((v) => v.isCurrent) ?? ordered[ordered.length - 1];
    const existing = await LeavePolicy.findOne({ where: { leaveTypeId: type.id } });
    if (!existing) {
      const policy = await LeavePolicy.create({ leaveTypeId: type.id, currentVersion: current.version, archivedAt: p.archived ? now() : null });
      for (const v of ordered) {
        await LeavePolicyVersion.create({ policyId: policy.id, version: v.version, isCurrent: v.isCurrent, ...contentOf(v, p.leaveTypeCode), changeNote: v.changeNote, rolledBackFromVersion: v.rolledBackFromVersion, createdBy: requireContext().userId });
      }
      result.policies.created++;
      outcome('POLICY', p.leaveTypeCode, 'CREATED');
      continue;
    }
    const inForce = await LeavePolicyVersion.findOne({ where: { policyId: existing.id, version: existing.currentVersion } });
    const incoming = contentOf(current, p.leaveTypeCode);
    if (inForce && canonical(contentFromVersion(inForce)) === canonical(incoming) && Boolean(existing.archivedAt) === p.archived) {
      result.policies.unchanged++;
      outcome('POLICY', p.leaveTypeCode, 'UNCHANGED');
      continue;
    }
    await writeVersion(existing, incoming, { changeNote: `Import (version ${current.version} of the document)` });
    if (p.archived) {
      existing.archivedAt = now();
      await existing.save();
      await LeavePolicyVersion.update({ isCurrent: false }, { where: { policyId: existing.id, isCurrent: true } });
    }
    result.policies.versioned++;
    outcome('POLICY', p.leaveTypeCode, 'VERSIONED');
  }
  return result;
}
