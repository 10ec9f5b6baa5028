import { z } from 'zod';
import { ACCRUAL_MODES } from '../leave';
import { BlackoutPeriodBody, CarryOverRulesBody, LEAVE_TYPE_CODE_PATTERN, SeniorityBracketBody, daysSchema } from './leave';

/**
 * The leave configuration document: `GET /admin/leave-config/export` answers it and
 * `POST /admin/leave-config/import` reads it. Types are matched by code, policies by their
 * type's code; a policy's approval circuit travels by name (definition ids belong to one tenant).
 */
export const LEAVE_CONFIG_FORMAT = 'baobab.leave-config';
export const LEAVE_CONFIG_VERSION = 1;

const days = z.number().meta({ description: 'Days, two decimals at most' });

const typeShape = {
  code: z.string(),
  name: z.string(),
  color: z.string(),
  paid: z.boolean(),
  requiresApproval: z.boolean(),
  requiresProof: z.boolean(),
  accrualMode: z.enum(ACCRUAL_MODES),
  active: z.boolean(),
};

const versionShape = {
  version: z.number().int(),
  isCurrent: z.boolean(),
  annualAllowance: days,
  carryOverRules: z.object({ maxDays: days.nullable(), expiresOn: z.string().nullable() }),
  minNoticeDays: z.number().int(),
  maxConsecutiveDays: z.number().int().nullable(),
  minTeamCoveragePercent: z.number().int().nullable(),
  blackoutPeriods: z.array(z.object({ start: z.string(), end: z.string(), label: z.string() })),
  workflowDefinitionName: z.string().nullable().describe('Name of the LEAVE_REQUEST circuit; null: the default circuit'),
  conventionCode: z.string().nullable(),
  seniorityBonus: z.array(z.object({ afterYears: z.number().int(), days })),
  changeNote: z.string().nullable(),
  rolledBackFromVersion: z.number().int().nullable(),
};

/** The document as exported (numbers of days as numbers). */
export const LeaveConfigView = z.object({
  format: z.literal(LEAVE_CONFIG_FORMAT),
  version: z.literal(LEAVE_CONFIG_VERSION),
  exportedAt: z.string(),
  types: z.array(z.object(typeShape)),
  policies: z.array(z.object({ leaveTypeCode: z.string(), archived: z.boolean(), versions: z.array(z.object(versionShape)) })),
});
export type LeaveConfigDocument = z.infer<typeof LeaveConfigView>;

const ImportVersion = z.object({
  version: z.number().int().min(1).max(100000),
  isCurrent: z.boolean(),
  annualAllowance: daysSchema(),
  carryOverRules: CarryOverRulesBody,
  minNoticeDays: z.number().int().min(0).max(365),
  maxConsecutiveDays: z.number().int().min(1).max(366).nullable(),
  minTeamCoveragePercent: z.number().int().min(0).max(100).nullable(),
  blackoutPeriods: z.array(BlackoutPeriodBody).max(50),
  workflowDefinitionName: z.string().trim().max(120).nullable(),
  conventionCode: z.string().trim().max(40).nullable(),
  seniorityBonus: z.array(SeniorityBracketBody).max(20),
  changeNote: z.string().trim().max(300).nullable(),
  rolledBackFromVersion: z.number().int().min(1).nullable(),
});

const ImportPolicy = z
  .object({
    leaveTypeCode: z.string().trim().toUpperCase().min(1).max(30),
    archived: z.boolean().default(false),
    versions: z.array(ImportVersion).min(1).max(1000),
  })
  .superRefine((policy, ctx) => {
    const numbers = policy.versions.map((v) => v.version);
    if (new Set(numbers).size !== numbers.length) ctx.addIssue({ code: 'custom', path: ['versions'], message: 'Version numbers must be unique' });
    const current = policy.versions.filter((v) => v.isCurrent).length;
    if (!policy.archived && current !== 1) ctx.addIssue({ code: 'custom', path: ['versions'], message: 'Exactly one version must be current' });
    if (policy.archived && current !== 0) ctx.addIssue({ code: 'custom', path: ['versions'], message: 'An archived policy has no current version' });
  });

const ImportType = z.object({
  code: z.string().trim().toUpperCase().min(1).max(30).regex(LEAVE_TYPE_CODE_PATTERN, 'Capital letters, digits, dash and underscore only'),
  name: z.string().trim().min(1).max(100),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour #RRGGBB').transform((c) => c.toUpperCase()),
  paid: z.boolean(),
  requiresApproval: z.boolean(),
  requiresProof: z.boolean(),
  accrualMode: z.enum(ACCRUAL_MODES, { message: `Expected one of ${ACCRUAL_MODES.join(', ')}` }),
  active: z.boolean(),
});

/** The document as imported: every value checked like the forms check it. */
export const LeaveConfigImportBody = z
  .object({
    format: z.literal(LEAVE_CONFIG_FORMAT, { message: `Expected "${LEAVE_CONFIG_FORMAT}"` }),
    version: z.literal(LEAVE_CONFIG_VERSION, { message: `Expected version ${LEAVE_CONFIG_VERSION}` }),
    exportedAt: z.string().max(40).optional(),
    types: z.array(ImportType).max(200),
    policies: z.array(ImportPolicy).max(200),
  })
  .superRefine((doc, ctx) => {
    const codes = doc.types.map((t) => t.code);
    if (new Set(codes).size !== codes.length) ctx.addIssue({ code: 'custom', path: ['types'], message: 'Type codes must be unique' });
    const policyCodes = doc.policies.map((p) => p.leaveTypeCode);
    if (new Set(policyCodes).size !== policyCodes.length) ctx.addIssue({ code: 'custom', path: ['policies'], message: 'One policy per type' });
  });
export type LeaveConfigImport = z.infer<typeof LeaveConfigImportBody>;
