import Big from 'big.js';

/**
 * Identifiers of the leave module, shared by the server and the renderer.
 *
 * Unit: every count of days is in working days (jours ouvrés, Monday to Friday, public holidays
 * excluded), with two decimals (half days); the server stores hundredths of a day as integers
 * ("centi-days") and answers numbers with at most two decimals.
 */

/** How a leave type's entitlement is granted (the specification's accrualMode values). */
export const ACCRUAL_MODES = ['ANNUAL', 'MONTHLY_208', 'PRORATED', 'SENIORITY_BONUS'] as const;
export type AccrualMode = (typeof ACCRUAL_MODES)[number];

/** MONTHLY_208: 2.08 days per month worked, in hundredths. */
export const MONTHLY_208_CENTI = 208;

export const LEAVE_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'] as const;
export type LeaveRequestStatus = (typeof LEAVE_REQUEST_STATUSES)[number];

/** The moves of a request: the approval engine's outcome, the employee's cancel, the administrator's override. */
export const LEAVE_REQUEST_ACTIONS = ['approve', 'reject', 'cancel', 'overrideApprove', 'overrideReject', 'overrideCancel'] as const;
export type LeaveRequestAction = (typeof LEAVE_REQUEST_ACTIONS)[number];

export const OVERRIDE_ACTIONS = ['APPROVE', 'REJECT', 'CANCEL'] as const;
export type OverrideAction = (typeof OVERRIDE_ACTIONS)[number];

/** A request starts in the morning or at noon, and ends at noon or in the evening. */
export const DAY_PERIODS = ['MORNING', 'AFTERNOON'] as const;
export type DayPeriod = (typeof DAY_PERIODS)[number];

/** The rules a request is checked against; a refusal names the one it broke (`rule`). */
export const LEAVE_RULES = [
  'NO_EMPLOYEE',
  'TYPE_INACTIVE',
  'NO_POLICY',
  'NO_WORKING_DAY',
  'TOO_LONG',
  'PROOF_REQUIRED',
  'OVERLAP',
  'NOTICE',
  'MAX_CONSECUTIVE_DAYS',
  'BLACKOUT_PERIOD',
  'TEAM_COVERAGE',
  'BALANCE',
] as const;
export type LeaveRule = (typeof LEAVE_RULES)[number];

/** Sorts of the pending approvals: oldest request first, by employee name, soonest leave first. */
export const LEAVE_PENDING_SORTS = ['oldest', 'employee', 'urgency'] as const;
export type LeavePendingSort = (typeof LEAVE_PENDING_SORTS)[number];

/** How a public holiday's date is found each year. */
export const HOLIDAY_KINDS = ['FIXED', 'EASTER', 'HIJRI', 'CUSTOM'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];
/** SHIPPED: generated from the country calendar in resources/; TENANT: added or edited by the company. */
export const HOLIDAY_ORIGINS = ['SHIPPED', 'TENANT'] as const;
export type HolidayOrigin = (typeof HOLIDAY_ORIGINS)[number];

/** Countries whose public holidays and collective agreements ship with the app. */
export const LEAVE_CALENDAR_COUNTRIES = ['CI', 'SN', 'FR'] as const;

/** How a policy field compares with a collective-agreement template. */
export const DIFF_RULES = ['MINIMUM', 'MAXIMUM', 'REFERENCE'] as const;
export type DiffRule = (typeof DIFF_RULES)[number];
export const DIFF_VERDICTS = ['EQUAL', 'MORE_FAVOURABLE', 'BELOW_MINIMUM', 'ABOVE_MAXIMUM', 'DIFFERENT', 'MISSING_TYPE', 'MISSING_POLICY'] as const;
export type DiffVerdict = (typeof DIFF_VERDICTS)[number];

/** What a configuration import did with one type or policy of the document. */
export const IMPORT_OUTCOMES = ['CREATED', 'UPDATED', 'VERSIONED', 'UNCHANGED'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** Balance movements shown in a balance's history. */
export const BALANCE_MOVEMENT_KINDS = ['ACCRUAL', 'ADJUSTMENT', 'CARRY_OVER', 'EXPIRY'] as const;
export type BalanceMovementKind = (typeof BALANCE_MOVEMENT_KINDS)[number];

export const LEAVE_REASON_MAX = 1000;
export const LEAVE_COMMENT_MAX = 1000;
export const ADJUSTMENT_REASON_MAX = 500;
/** Longest request: one year of calendar days. */
export const LEAVE_MAX_CALENDAR_DAYS = 366;
export const PROOF_MAX_BYTES = 10 * 1024 * 1024;
/** Largest number of days anything may hold (an allowance, a balance, an adjustment). */
export const MAX_DAYS = 3660;

const DAYS_TEXT = /^[+-]?\d+(\.\d{1,2})?$/;

/** Reads a number of days (number or decimal string, at most two decimals) as hundredths. */
export function parseDaysToCenti(input: unknown): number {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) throw new RangeError('Expected a number of days');
    text = String(Object.is(input, -0) ? 0 : input);
  } else if (typeof input === 'string') text = input.trim();
  else throw new RangeError('Expected a number of days');
  if (!DAYS_TEXT.test(text)) throw new RangeError('Expected a number of days with at most two decimals');
  const centi = Number(new Big(text).times(100).toFixed(0));
  if (Math.abs(centi) > MAX_DAYS * 100) throw new RangeError(`At most ${MAX_DAYS} days`);
  return centi === 0 ? 0 : centi;
}

/** Hundredths of a day as the number the API answers (2.08, 0.5, 24.96). */
export function centiToDays(centi: number): number {
  return Number(new Big(centi).div(100).toFixed(2));
}
