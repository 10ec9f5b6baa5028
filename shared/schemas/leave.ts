import { z } from 'zod';
import { isoDateSchema } from './dates';
import {
  ACCRUAL_MODES,
  ADJUSTMENT_REASON_MAX,
  DAY_PERIODS,
  LEAVE_COMMENT_MAX,
  LEAVE_REASON_MAX,
  OVERRIDE_ACTIONS,
  parseDaysToCenti,
} from '../leave';

/**
 * Request schemas of the leave module, shared by the server (validation, OpenAPI) and the
 * renderer's forms. Numbers of days arrive as numbers or decimal strings and are parsed into
 * hundredths of a day (integers).
 */

/** A number of days with at most two decimals, as hundredths; `signed` allows negative values. */
export const daysSchema = (options: { signed?: boolean } = {}) =>
  z
    .union([z.number(), z.string()])
    .transform((value, ctx) => {
      try {
        const centi = parseDaysToCenti(value);
        if (!options.signed && centi < 0) {
          ctx.addIssue({ code: 'custom', message: 'Cannot be negative' });
          return z.NEVER;
        }
        return centi;
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: err instanceof RangeError ? err.message : 'Expected a number of days' });
        return z.NEVER;
      }
    })
    .meta({ description: 'Days (working days), a number or a decimal string with at most two decimals', example: 2.5 });

const text = (max: number) => z.string().trim().max(max);
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Expected a colour #RRGGBB')
  .transform((c) => c.toUpperCase());

export const LEAVE_TYPE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

export const LeaveTypeBody = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, 'Required')
    .max(30)
    .regex(LEAVE_TYPE_CODE_PATTERN, 'Capital letters, digits, dash and underscore only'),
  name: z.string().trim().min(1, 'Required').max(100),
  color: color.default('#2E7D32'),
  paid: z.boolean().default(true),
  requiresApproval: z.boolean().default(true),
  requiresProof: z.boolean().default(false),
  accrualMode: z.enum(ACCRUAL_MODES, { message: `Expected one of ${ACCRUAL_MODES.join(', ')}` }),
  active: z.boolean().default(true),
});
export type LeaveTypeInput = z.infer<typeof LeaveTypeBody>;

const monthDay = z
  .string()
  .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Expected a day of the year MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`2024-${s}T00:00:00Z`)) && new Date(`2024-${s}T00:00:00Z`).toISOString().slice(5, 10) === s, 'Not a real day');

export const CarryOverRulesBody = z
  .object({
    maxDays: daysSchema()
      .nullable()
      .default(0)
      .meta({ description: 'Most days carried to the next year (0: none; null: no cap)' }),
    expiresOn: monthDay
      .nullable()
      .default(null)
      .meta({ description: 'Carried days still unused after this day (MM-DD of the next year) are lost; null: they never expire' }),
  })
  .meta({ description: 'What the year-end rollover carries over' });

export const BlackoutPeriodBody = z
  .object({
    start: isoDateSchema(),
    end: isoDateSchema(),
    label: z.string().trim().min(1, 'Required').max(120),
  })
  .superRefine((p, ctx) => {
    if (p.end < p.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'Must not be before start' });
  });

export const SeniorityBracketBody = z.object({
  afterYears: z.number().int().min(1).max(60),
  days: daysSchema(),
});

const policyFields = {
  annualAllowance: daysSchema().meta({ description: 'Days granted a year (ANNUAL, PRORATED; the base of SENIORITY_BONUS; MONTHLY_208 grants 2.08 a month instead)' }),
  carryOverRules: CarryOverRulesBody.default({ maxDays: 0, expiresOn: null }),
  minNoticeDays: z.number().int().min(0).max(365).default(0).meta({ description: 'Calendar days between the request and its first day; 0: no notice (past days may be declared)' }),
  maxConsecutiveDays: z.number().int().min(1).max(366).nullable().default(null).meta({ description: 'Most working days one request may hold; null: no limit' }),
  minTeamCoveragePercent: z.number().int().min(0).max(100).nullable().default(null).meta({ description: 'Share of the team (colleagues with the same manager) that must stay present each working day; null: not checked' }),
  blackoutPeriods: z.array(BlackoutPeriodBody).max(50).default([]),
  workflowDefinitionId: z.uuid().nullable().default(null).meta({ description: 'The LEAVE_REQUEST approval circuit of this type; null: the tenant’s default circuit' }),
  conventionCode: z.string().trim().max(40).nullable().default(null).meta({ description: 'Collective-agreement template this policy follows (GET /admin/leave-config/conventions)' }),
  seniorityBonus: z
    .array(SeniorityBracketBody)
    .max(20)
    .default([])
    .refine((brackets) => new Set(brackets.map((b) => b.afterYears)).size === brackets.length, 'One bracket per number of years')
    .meta({ description: 'SENIORITY_BONUS: extra days once the seniority reaches afterYears (the highest bracket reached applies)' }),
  changeNote: text(300).nullable().optional().meta({ description: 'Why this version was written (kept in the history)' }),
};

export const LeavePolicyBody = z.object({ leaveTypeId: z.uuid(), ...policyFields });
export type LeavePolicyInput = z.infer<typeof LeavePolicyBody>;
/** A change writes a new version; the type of a policy never changes. */
export const LeavePolicyUpdateBody = z.object(policyFields);
export type LeavePolicyUpdateInput = z.infer<typeof LeavePolicyUpdateBody>;

/** A leave request (JSON, or multipart fields with the `proof` file). */
export const LeaveRequestBody = z
  .object({
    leaveTypeId: z.uuid(),
    startDate: isoDateSchema(),
    endDate: isoDateSchema(),
    startPeriod: z.enum(DAY_PERIODS).default('MORNING').meta({ description: 'AFTERNOON: the first day starts at noon (half a day)' }),
    endPeriod: z.enum(DAY_PERIODS).default('AFTERNOON').meta({ description: 'MORNING: the last day ends at noon (half a day)' }),
    reason: text(LEAVE_REASON_MAX).nullable().optional(),
  })
  .superRefine((r, ctx) => {
    if (r.endDate < r.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Must not be before the start date' });
    else if (r.endDate === r.startDate && r.startPeriod === 'AFTERNOON' && r.endPeriod === 'MORNING') {
      ctx.addIssue({ code: 'custom', path: ['endPeriod'], message: 'A one-day request cannot start at noon and end at noon' });
    }
  });
export type LeaveRequestInput = z.infer<typeof LeaveRequestBody>;

export const LeaveDecisionBody = z.object({
  comment: text(LEAVE_COMMENT_MAX).optional().meta({ description: 'Shown to the employee' }),
  reason: text(LEAVE_COMMENT_MAX).optional().meta({ description: 'Same as comment (the approvals inbox sends both on a rejection)' }),
});

export const LeaveCancelBody = z.object({ reason: text(LEAVE_COMMENT_MAX).optional() });

export const LeaveOverrideBody = z.object({
  action: z.enum(OVERRIDE_ACTIONS),
  comment: z.string().trim().min(1, 'A comment is required').max(LEAVE_COMMENT_MAX),
});
export type LeaveOverrideInput = z.infer<typeof LeaveOverrideBody>;

export const LeaveDelegateBody = z.object({ comment: text(LEAVE_COMMENT_MAX).optional() });

export const BalanceAdjustmentBody = z.object({
  year: z.number().int().min(1900).max(2200),
  delta: daysSchema({ signed: true }).refine((c) => c !== 0, 'The adjustment cannot be zero'),
  reason: z.string().trim().min(1, 'A reason is required').max(ADJUSTMENT_REASON_MAX),
});
export type BalanceAdjustmentInput = z.infer<typeof BalanceAdjustmentBody>;

export const RolloverBody = z.object({
  fromYear: z.number().int().min(1900).max(2199).meta({ description: 'The year whose unused balances move to fromYear + 1' }),
});

export const HolidayBody = z.object({
  date: isoDateSchema(),
  name: z.string().trim().min(1, 'Required').max(120),
});
export type HolidayInput = z.infer<typeof HolidayBody>;
