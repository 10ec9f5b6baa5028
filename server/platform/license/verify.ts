import { verify as verifySignature } from 'node:crypto';
import { LicensePayload } from '../../../shared/license';
import { canonicalDocument, openEnvelope } from './envelope';
import { refuse, type Refusal } from './reasons';
import { checkSigner, type SignerInfo, type TrustStore } from './trust';

/**
 * The cryptographic half of verification, in the design's order: armour → envelope → chain to a
 * trusted root by thumbprint → signer usage, dates and retirement → signature → payload fields.
 * Instance, nonce, fingerprint and dates follow in evaluateLicense. Never throws on bad input:
 * every refusal is a reason code with one line of detail.
 */

export interface VerifiedLicense {
  payload: LicensePayload;
  signer: SignerInfo;
}

export type VerifyResult = ({ ok: true } & VerifiedLicense) | Refusal;

export interface VerifyOptions {
  /** The instant for the signer's dates: max(now, high-water mark). */
  at: Date;
  /** Serials the installation already knows retired (from its state record). */
  retiredSerials?: Iterable<string>;
}

export async function verifyLicenseFile(
  file: Uint8Array | string,
  trust: TrustStore,
  options: VerifyOptions,
): Promise<VerifyResult> {
  const opened = openEnvelope(file);
  if (!opened.ok) return opened;
  const { envelope } = opened;

  const signerCheck = await checkSigner(trust, envelope.signerDer, options.at, options.retiredSerials);
  if (!signerCheck.ok) return signerCheck;
  const { signer } = signerCheck;

  const valid = verifySignature(
    'sha256',
    envelope.signingInput,
    { key: signer.publicKey, dsaEncoding: 'ieee-p1363' },
    envelope.signature,
  );
  if (!valid)
    return refuse(
      'BAD_SIGNATURE',
      'the signature does not match the content: the file was altered or signed by another key',
    );

  const document = canonicalDocument(envelope.payloadBytes);
  if (!document.ok) return refuse('INVALID_PAYLOAD', `the license payload ${document.detail}`);
  const payload = LicensePayload.safeParse(document.value);
  if (!payload.success) {
    const issue = payload.error.issues[0];
    return refuse(
      'INVALID_PAYLOAD',
      `the license payload is invalid: ${issue.path.join('.') || 'payload'}: ${issue.message}`,
    );
  }
  return { ok: true, payload: payload.data, signer };
}
