import { webcrypto } from 'node:crypto';
import { canonicalJson } from '../../../shared/license';
import { armour, decodeBase64Strict, decodeBase64UrlStrict, decodeUtf8, dearmour } from './armour';
import { refuse, type Refusal } from './reasons';
import { parseStrictJson, StrictJsonError, type JsonValue } from './strict-json';
import { ECDSA_SHA256 } from './x509';

/**
 * The `.lic` envelope, in JWS form: `{protected, payload, signature, x5c}`. `protected` is the
 * header {alg:"ES256", typ:"baobab-lic+jws", v:1}, `payload` the RFC 8785 JSON of the license,
 * both base64url; `signature` the raw r‖s (64 bytes) over `protected.payload`; `x5c` the signing
 * certificate (standard base64 DER). Every JSON text must be the canonical form of its value, so a
 * file has exactly one spelling.
 */

export const LICENSE_ARMOUR_LABEL = 'BAOBAB LICENSE FILE';
export const LICENSE_HEADER = { alg: 'ES256', typ: 'baobab-lic+jws', v: 1 } as const;
const ENVELOPE_KEYS = ['payload', 'protected', 'signature', 'x5c'];

export interface Envelope {
  signingInput: Buffer;
  payloadBytes: Buffer;
  signature: Buffer;
  signerDer: Buffer;
}

/** Signs the canonical JSON of `payload` with the signer's P-256 key; answers the armoured file. */
export async function sealEnvelope(
  payload: unknown,
  privateKey: webcrypto.CryptoKey,
  signerDer: Uint8Array,
): Promise<string> {
  const protectedB64 = Buffer.from(canonicalJson(LICENSE_HEADER)).toString('base64url');
  const payloadB64 = Buffer.from(canonicalJson(payload)).toString('base64url');
  const signature = await webcrypto.subtle.sign(
    ECDSA_SHA256,
    privateKey,
    Buffer.from(`${protectedB64}.${payloadB64}`, 'ascii'),
  );
  const envelope = {
    protected: protectedB64,
    payload: payloadB64,
    signature: Buffer.from(signature).toString('base64url'),
    x5c: [Buffer.from(signerDer).toString('base64')],
  };
  return armour(LICENSE_ARMOUR_LABEL, Buffer.from(canonicalJson(envelope), 'utf8'));
}

/** Armour and envelope, read strictly (nothing is verified yet). */
export function openEnvelope(file: Uint8Array | string): { ok: true; envelope: Envelope } | Refusal {
  const unarmoured = dearmour(LICENSE_ARMOUR_LABEL, file);
  if (!unarmoured.ok) return refuse('MALFORMED', `not a license file: ${unarmoured.detail}`);
  const parsed = canonicalDocument(unarmoured.bytes);
  if (!parsed.ok) return refuse('MALFORMED', `the license envelope ${parsed.detail}`);
  const env = parsed.value;
  if (!isObject(env) || Object.keys(env).sort().join() !== ENVELOPE_KEYS.join()) {
    return refuse(
      'MALFORMED',
      'the license envelope must hold exactly protected, payload, signature and x5c',
    );
  }
  const { protected: protectedB64, payload: payloadB64, signature: signatureB64, x5c } = env;
  if (
    typeof protectedB64 !== 'string' ||
    typeof payloadB64 !== 'string' ||
    typeof signatureB64 !== 'string'
  ) {
    return refuse('MALFORMED', 'protected, payload and signature must be strings');
  }
  const headerBytes = decodeBase64UrlStrict(protectedB64);
  const header = headerBytes ? canonicalDocument(headerBytes) : undefined;
  if (!header?.ok) return refuse('MALFORMED', 'the protected header cannot be read');
  if (!isObject(header.value) || canonicalJson(header.value) !== canonicalJson(LICENSE_HEADER)) {
    return refuse(
      'MALFORMED',
      `unsupported header ${canonicalJson(header.value)}: only ${canonicalJson(LICENSE_HEADER)} is accepted`,
    );
  }
  const signature = decodeBase64UrlStrict(signatureB64);
  if (!signature || signature.length !== 64)
    return refuse('MALFORMED', 'the signature is not a 64-byte ES256 signature');
  if (!Array.isArray(x5c) || x5c.length !== 1 || typeof x5c[0] !== 'string') {
    return refuse('MALFORMED', 'x5c must hold exactly the signing certificate');
  }
  const signerDer = decodeBase64Strict(x5c[0]);
  if (!signerDer) return refuse('MALFORMED', 'the signing certificate is not valid base64');
  const payloadBytes = decodeBase64UrlStrict(payloadB64);
  if (!payloadBytes) return refuse('MALFORMED', 'the payload is not valid base64url');
  return {
    ok: true,
    envelope: {
      signingInput: Buffer.from(`${protectedB64}.${payloadB64}`, 'ascii'),
      payloadBytes,
      signature,
      signerDer,
    },
  };
}

/** UTF-8 text holding one strict JSON value written in its canonical form. */
export function canonicalDocument(
  bytes: Uint8Array,
): { ok: true; value: JsonValue } | { ok: false; detail: string } {
  const text = decodeUtf8(bytes);
  if (text === undefined) return { ok: false, detail: 'is not UTF-8 text' };
  let value: JsonValue;
  try {
    value = parseStrictJson(text);
  } catch (err) {
    if (err instanceof StrictJsonError) return { ok: false, detail: `is not valid JSON (${err.message})` };
    throw err;
  }
  if (canonicalJson(value) !== text) return { ok: false, detail: 'is not in canonical JSON form (RFC 8785)' };
  return { ok: true, value };
}

export function isObject(value: unknown): value is { [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
