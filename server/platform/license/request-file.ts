import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { canonicalJson, FingerprintFields, InstanceCode, IsoInstant, Uuid } from '../../../shared/license';
import { armour, dearmour } from './armour';
import { canonicalDocument } from './envelope';
import { normalizeFingerprint } from './fingerprint/normalize';
import { refuse, type Refusal } from './reasons';

/**
 * The license request an on-premise installation exports (`GET /license/request-export`, no
 * network call) and the operator declares: armoured, unsigned canonical JSON with the instance code
 * if known, a fresh nonce (kept until a license answers it), the current key id, the app version and
 * the fingerprint fields. The license that answers it carries the nonce and the request's hash.
 */

export const REQUEST_ARMOUR_LABEL = 'BAOBAB LICENSE REQUEST';
const REQUEST_TYPE = 'baobab-license-request';

const LicenseRequestDocument = z.strictObject({
  type: z.literal(REQUEST_TYPE),
  v: z.literal(1),
  instanceCode: InstanceCode.nullable(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  currentKeyId: Uuid.nullable(),
  appVersion: z.string().min(1).max(50),
  createdAt: IsoInstant,
  fingerprint: FingerprintFields,
});
export type LicenseRequestDocument = z.infer<typeof LicenseRequestDocument>;

export interface LicenseRequest extends Omit<LicenseRequestDocument, 'type' | 'v'> {
  /** SHA-256 (base64url) of the request's JSON: what the answering license's requestHash holds. */
  requestHash: string;
}

export interface CreateRequestInput {
  instanceCode: string | null;
  currentKeyId: string | null;
  appVersion: string;
  fingerprint: FingerprintFields;
  now: Date;
}

/** A new request: its armoured text, and the nonce and hash to keep as pending. */
export function createRequestFile(input: CreateRequestInput): { text: string; request: LicenseRequest } {
  const document: LicenseRequestDocument = LicenseRequestDocument.parse({
    type: REQUEST_TYPE,
    v: 1,
    instanceCode: input.instanceCode,
    nonce: randomBytes(32).toString('base64url'),
    currentKeyId: input.currentKeyId,
    appVersion: input.appVersion,
    createdAt: input.now.toISOString(),
    fingerprint: normalizeFingerprint(input.fingerprint),
  });
  const bytes = Buffer.from(canonicalJson(document), 'utf8');
  return { text: armour(REQUEST_ARMOUR_LABEL, bytes), request: toRequest(document, bytes) };
}

/** Reads a request file strictly (the operator's declare). */
export function parseRequestFile(file: Uint8Array | string): { ok: true; request: LicenseRequest } | Refusal {
  const unarmoured = dearmour(REQUEST_ARMOUR_LABEL, file);
  if (!unarmoured.ok) return refuse('MALFORMED', `not a license request file: ${unarmoured.detail}`);
  const document = canonicalDocument(unarmoured.bytes);
  if (!document.ok) return refuse('MALFORMED', `the license request ${document.detail}`);
  const parsed = LicenseRequestDocument.safeParse(document.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(
      'MALFORMED',
      `the license request is invalid: ${issue.path.join('.') || 'request'}: ${issue.message}`,
    );
  }
  return { ok: true, request: toRequest(parsed.data, unarmoured.bytes) };
}

export function requestHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

function toRequest(document: LicenseRequestDocument, bytes: Uint8Array): LicenseRequest {
  const { type: _type, v: _v, ...rest } = document;
  return { ...rest, requestHash: requestHash(bytes) };
}
