import { z } from 'zod';
import { LICENSE_REASONS, LICENSE_STATUSES, LicenseModuleGrant } from '../license';

/**
 * The on-premise license endpoints' answers (`/license/*`, onprem profile only), shared by the
 * server (response schemas, OpenAPI) and the renderer (activation screen, banners).
 */

const Instant = z.string().meta({ description: 'ISO 8601 instant (UTC)' });

/** `GET /license/status` (api-contract: `{status, instanceCode, expiresAt, graceEndsAt, modules, lastSeenAt, reason?}`). */
export const LicenseStatusView = z.object({
  status: z.enum(LICENSE_STATUSES),
  reason: z.enum(LICENSE_REASONS).optional().meta({ description: 'Why the status is not ACTIVE (absent when ACTIVE)' }),
  detail: z.string().meta({ description: 'One line saying why, in English' }),
  instanceCode: z.string().nullable(),
  licenseKeyId: z.string().nullable(),
  expiresAt: Instant.nullable(),
  graceEndsAt: Instant.nullable().meta({ description: 'When the license stops giving full use if nothing changes' }),
  refreshBy: Instant.nullable().meta({ description: 'issuedAt + maxOfflineDays: a new license is due by then' }),
  modules: z.array(LicenseModuleGrant),
  userLimit: z.number().int().nullable().meta({ description: 'Most active users the license allows (maxUsers quota); null: no limit' }),
  lastSeenAt: Instant.nullable().meta({ description: 'The latest time this installation has seen (its high-water mark)' }),
});
export type LicenseStatusView = z.infer<typeof LicenseStatusView>;

/** What every signed-in user of an on-premise installation learns of its license (in `/auth/me`). */
export const LicenseNoticeView = z.object({
  status: z.enum(LICENSE_STATUSES),
  reason: z.enum(LICENSE_REASONS).optional(),
  expiresAt: Instant.nullable(),
  graceEndsAt: Instant.nullable(),
});
export type LicenseNoticeView = z.infer<typeof LicenseNoticeView>;

/** `GET /license/fingerprint`: this machine's fingerprint fields as last collected (absent ones null). */
export const LicenseFingerprintView = z.object({
  machineId: z.string().nullable().meta({ description: 'SHA-256 of the OS machine id' }),
  machineIdFallback: z.boolean().meta({ description: 'The machine id is only derived from the hostname' }),
  motherboardSerial: z.string().nullable(),
  macAddresses: z.array(z.string()),
  cpuModel: z.string().nullable(),
  cpuCores: z.number().int().nullable(),
  totalMemoryMb: z.number().int().nullable(),
  hostname: z.string().nullable(),
  dockerDaemonId: z.string().nullable(),
  fingerprintData: z.string().nullable().meta({ description: 'SHA-256 of the other fields (diagnostics only)' }),
  collectedAt: Instant,
});
export type LicenseFingerprintView = z.infer<typeof LicenseFingerprintView>;

/** `POST /license/activate`: what was installed, and the status it gives. */
export const LicenseActivationView = z.object({
  outcome: z.enum(['FIRST_ACTIVATION', 'RENEWAL', 'ALREADY_INSTALLED']),
  license: LicenseStatusView,
});
export type LicenseActivationView = z.infer<typeof LicenseActivationView>;

/** The multipart form of `POST /license/activate` (the file itself is the `file` part). */
export const LICENSE_UPLOAD_FIELD = 'file';
