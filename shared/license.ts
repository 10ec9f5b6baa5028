import canonicalize from 'canonicalize';
import { z } from 'zod';
import type { LicenseReason, LicenseStatus } from './license-status';
import { COUNTRIES, TENANT_MODULE_IDS } from './modules';

/**
 * The on-premise license as the server and the renderer see it: the signed payload of a `.lic`,
 * the machine fingerprint, the local statuses and their reasons (design: docs/licensing.md).
 */

export const INSTANCE_CODE_PREFIX = 'PLATFORM-ONPREM-';
export const INSTANCE_CODE_PATTERN = /^PLATFORM-ONPREM-[A-Z0-9]{6}$/;
export const DEFAULT_GRACE_PERIOD_DAYS = 14;
/** maxOfflineDays is computed at issuance as gracePeriodDays × 6. */
export const OFFLINE_DAYS_PER_GRACE_DAY = 6;
/** maxOfflineDays of an instance record that has no license yet. */
export const DEFAULT_MAX_OFFLINE_DAYS = 90;

/**
 * What the specification lists as grantable, mapped to the module ids: the vendor register is part
 * of SUPPLIES (its permissions are supplies.request and supplies.manage), so "supplies" and
 * "vendors" grant the same module.
 */
export const LICENSE_GRANTABLE_MODULES = {
  'general HR': 'HR',
  leave: 'LEAVE',
  appraisal: 'APPRAISAL',
  recruitment: 'RECRUITMENT',
  booking: 'BOOKING',
  accounting: 'ACCOUNTING',
  supplies: 'SUPPLIES',
  vendors: 'SUPPLIES',
} as const satisfies Record<string, (typeof TENANT_MODULE_IDS)[number]>;

/** The quota the enforcement reads for the tenant's user limit (other quotas are carried as issued). */
export const USER_QUOTA = 'maxUsers';

/** RFC 8785 canonical JSON: one byte string per value, the form that is signed and hashed. */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError('Value has no JSON form');
  return text;
}

// ---------------------------------------------------------------- statuses and reasons

export { LICENSE_REASONS, LICENSE_STATUSES, LICENSE_STATUS_EFFECTS, type LicenseReason, type LicenseStatus } from './license-status';
// ---------------------------------------------------------------- shared field shapes

/** An instant as Date.prototype.toISOString writes it (UTC, milliseconds): one text per instant. */
export const IsoInstant = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    'Expected an ISO instant like 2026-01-31T00:00:00.000Z',
  )
  .refine((s) => !Number.isNaN(Date.parse(s)) && new Date(s).toISOString() === s, 'Not a real instant');

const Base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);
/** A salted SHA-256 (HMAC) in base64url. */
const FieldHash = Base64Url(43, 43);
const Text = (max: number) => z.string().min(1).max(max);
const KeyName = z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/);
export const Uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
export const InstanceCode = z.string().regex(INSTANCE_CODE_PATTERN);
export const MacAddress = z.string().regex(/^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/);

// ---------------------------------------------------------------- fingerprint

/** The machine fingerprint fields of the specification (each absent when it could not be read). */
export const FingerprintFields = z.strictObject({
  machineId: Text(200).optional(),
  /** True when machineId is only the hostname (the OS gave none): it is then not a required field. */
  machineIdFallback: z.boolean().optional(),
  motherboardSerial: Text(200).optional(),
  macAddresses: z.array(MacAddress).max(64).optional(),
  cpuModel: Text(200).optional(),
  cpuCores: z.number().int().min(1).max(100_000).optional(),
  totalMemoryMb: z.number().int().min(1).max(1_000_000_000).optional(),
  hostname: Text(253).optional(),
  dockerDaemonId: Text(200).optional(),
  /** SHA-256 (hex) of the other fields: diagnostics only, never compared. */
  fingerprintData: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
export type FingerprintFields = z.infer<typeof FingerprintFields>;

/** The fingerprint fields that are compared, in the design's order. */
export const FINGERPRINT_FIELDS = [
  'machineId',
  'motherboardSerial',
  'macAddresses',
  'cpuModel',
  'cpuCores',
  'totalMemoryMb',
  'hostname',
  'dockerDaemonId',
] as const;
export type FingerprintField = (typeof FINGERPRINT_FIELDS)[number];

/** The baseline carried in the signed payload: salted hashes of each field read at activation. */
export const FingerprintBaseline = z.strictObject({
  salt: Base64Url(22, 64),
  machineId: FieldHash.optional(),
  machineIdFallback: z.literal(true).optional(),
  motherboardSerial: FieldHash.optional(),
  macAddresses: z.array(FieldHash).min(1).max(64).optional(),
  cpuModel: FieldHash.optional(),
  cpuCores: FieldHash.optional(),
  totalMemoryMb: FieldHash.optional(),
  hostname: FieldHash.optional(),
  dockerDaemonId: FieldHash.optional(),
});
export type FingerprintBaseline = z.infer<typeof FingerprintBaseline>;

// ---------------------------------------------------------------- payload

export const LicenseModuleGrant = z.strictObject({
  module: z.enum(TENANT_MODULE_IDS),
  /** Limits as non-negative integers, e.g. { maxUsers: 25 }. */
  quotas: z.record(KeyName, z.number().int().min(0).max(1_000_000_000)),
  options: z.record(KeyName, z.union([z.string().max(200), z.number().finite(), z.boolean()])),
});
export type LicenseModuleGrant = z.infer<typeof LicenseModuleGrant>;

export const LicensePayload = z
  .strictObject({
    licenseKeyId: Uuid,
    renewedFromKeyId: Uuid.nullable(),
    /** 1 for an instance's first license, +1 for each one issued after it. */
    sequence: z.number().int().min(1).max(1_000_000_000),
    instanceCode: InstanceCode,
    company: z.strictObject({
      name: Text(200),
      country: z.enum(COUNTRIES).nullable(),
      registryNumber: Text(100).nullable(),
    }),
    /** A license issued with status REVOKED is the signed revocation of the instance. */
    status: z.enum(['ACTIVE', 'REVOKED']),
    modules: z
      .array(LicenseModuleGrant)
      .max(TENANT_MODULE_IDS.length)
      .refine((m) => new Set(m.map((g) => g.module)).size === m.length, 'A module is granted twice'),
    issuedAt: IsoInstant,
    notBefore: IsoInstant,
    expiresAt: IsoInstant,
    /** At least 1: maxOfflineDays derives from it. */
    gracePeriodDays: z.number().int().min(1).max(365),
    maxOfflineDays: z.number().int().min(1).max(3650),
    /** The request file this license answers (null when issued without one, e.g. a key rotation). */
    requestNonce: Base64Url(22, 64).nullable(),
    requestHash: FieldHash.nullable(),
    fingerprint: FingerprintBaseline,
  })
  .superRefine((p, ctx) => {
    const issue = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (p.expiresAt <= p.issuedAt) issue('expiresAt must follow issuedAt', 'expiresAt');
    if (p.notBefore < p.issuedAt || p.notBefore >= p.expiresAt)
      issue('notBefore must lie in [issuedAt, expiresAt)', 'notBefore');
    if ((p.requestNonce === null) !== (p.requestHash === null))
      issue('requestNonce and requestHash go together', 'requestHash');
    if ((p.sequence === 1) !== (p.renewedFromKeyId === null))
      issue('Only the first license (sequence 1) renews no key', 'renewedFromKeyId');
    if (p.renewedFromKeyId === p.licenseKeyId) issue('A key cannot renew itself', 'renewedFromKeyId');
  });
export type LicensePayload = z.infer<typeof LicensePayload>;

/** `GET /license/status` (api-contract): the local status of an on-premise installation. */
export interface LicenseStatusView {
  status: LicenseStatus;
  reason?: LicenseReason;
  instanceCode: string | null;
  expiresAt: string | null;
  graceEndsAt: string | null;
  modules: LicenseModuleGrant[];
  lastSeenAt: string | null;
}
