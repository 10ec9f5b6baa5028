import { z } from 'zod';
import { TENANT_MODULE_IDS } from '../modules';
import { FingerprintFields, LicenseModuleGrant } from '../license';
import { Email } from './auth';

/** The issuer side of on-premise licensing (operator space, saas profile): bodies and views. */

/** The countries a license instance is declared in (specification: License instance). */
export const LICENSE_INSTANCE_COUNTRIES = ['CI', 'SN', 'ML', 'BF', 'NE', 'GN'] as const;
export const LICENSE_INSTANCE_STATUSES = ['PENDING', 'ACTIVE', 'SUSPENDED', 'GRACE_PERIOD', 'EXPIRED', 'TRANSFERRED', 'REVOKED'] as const;
export type LicenseInstanceStatus = (typeof LICENSE_INSTANCE_STATUSES)[number];
export const LICENSE_KEY_STATUSES = ['ACTIVE', 'RENEWED', 'REVOKED', 'EXPIRED'] as const;
export type LicenseKeyStatus = (typeof LICENSE_KEY_STATUSES)[number];
/** A request file is a few kilobytes; the armour's own cap is 64 KiB. */
export const REQUEST_FILE_MAX_CHARS = 65_536;

const Text = (max: number) => z.string().trim().min(1).max(max);
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));
const RequestFile = z.string().min(1).max(REQUEST_FILE_MAX_CHARS);

const IdentityFields = {
  companyName: Text(200),
  contactName: Text(200),
  contactEmail: Email,
  phone: OptionalText(40),
  country: z.enum(LICENSE_INSTANCE_COUNTRIES),
  registryNumber: OptionalText(100),
};

/** POST /admin-platform/license-instances: a PENDING instance, with or without its request file yet. */
export const CreateLicenseInstanceBody = z.object({ ...IdentityFields, requestFile: RequestFile.optional() });
export type CreateLicenseInstanceInput = z.infer<typeof CreateLicenseInstanceBody>;
/** POST /admin-platform/license-instances/declare: identity fields and the request file's text. */
export const DeclareLicenseInstanceBody = z.object({ ...IdentityFields, requestFile: RequestFile });
/** PUT /admin-platform/license-instances/{id}: identity fields; a new request file replaces the machine's fields. */
export const UpdateLicenseInstanceBody = z.object({
  ...IdentityFields,
  gracePeriodDays: z.number().int().min(1).max(365).optional(),
  requestFile: RequestFile.optional(),
});
export type UpdateLicenseInstanceInput = z.infer<typeof UpdateLicenseInstanceBody>;

export const LicenseReasonBody = z.object({ reason: z.string().trim().max(500).optional() }).default({});

/** A day (the license ends at the end of it, UTC) or an instant. */
const ExpiryInstant = z.union([
  z.iso.date().transform((d) => new Date(`${d}T23:59:59.999Z`)),
  z.iso.datetime({ offset: true }).transform((d) => new Date(d)),
]);

export const IssueLicenseBody = z.object({
  expiresAt: ExpiryInstant,
  gracePeriodDays: z.number().int().min(1).max(365).optional(),
  modules: z
    .array(
      z.object({
        module: z.enum(TENANT_MODULE_IDS),
        quotas: LicenseModuleGrant.shape.quotas.optional(),
        options: LicenseModuleGrant.shape.options.optional(),
      }),
    )
    .min(1, 'Grant at least one module')
    .max(TENANT_MODULE_IDS.length)
    .refine((m) => new Set(m.map((g) => g.module)).size === m.length, 'A module is granted twice'),
});
export type IssueLicenseBodyInput = z.infer<typeof IssueLicenseBody>;

export const LicenseInstanceListQueryFilters = {
  q: z.string().trim().min(1).max(100).optional(),
  status: z.enum(LICENSE_INSTANCE_STATUSES).optional(),
};

export const LicenseInstanceView = z.object({
  id: z.uuid(),
  instanceCode: z.string(),
  companyName: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  phone: z.string().nullable(),
  country: z.enum(LICENSE_INSTANCE_COUNTRIES),
  registryNumber: z.string().nullable(),
  status: z.enum(LICENSE_INSTANCE_STATUSES),
  statusReason: z.string().nullable(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  gracePeriodDays: z.number().int(),
  maxOfflineDays: z.number().int(),
  fingerprint: FingerprintFields,
  /** The request file last declared (its nonce stays on the server). */
  request: z.object({ requestHash: z.string(), appVersion: z.string(), createdAt: z.string() }).nullable(),
  activeKeyId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LicenseInstanceViewT = z.infer<typeof LicenseInstanceView>;

export const LicenseKeyView = z.object({
  id: z.uuid(),
  instanceId: z.uuid(),
  sequence: z.number().int(),
  status: z.enum(LICENSE_KEY_STATUSES),
  issuedAt: z.string(),
  expiresAt: z.string(),
  renewedFromKeyId: z.string().nullable(),
  issuedByOperatorId: z.string().nullable(),
  issuedByOperatorEmail: z.string().nullable(),
  /** When the file was mailed to the contact (null until the mail job sent it). */
  mailedAt: z.string().nullable(),
  gracePeriodDays: z.number().int(),
  maxOfflineDays: z.number().int(),
  modules: z.array(LicenseModuleGrant),
});
export type LicenseKeyViewT = z.infer<typeof LicenseKeyView>;

/** The answer of an issuance and of one key: the signed file and its payload too. */
export const IssuedLicenseView = LicenseKeyView.extend({ licValue: z.string(), payloadJson: z.string() });
export type IssuedLicenseViewT = z.infer<typeof IssuedLicenseView>;
