import {
  createHash,
  createPublicKey,
  X509Certificate as NodeX509Certificate,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from '../../config';
import { resourcePath } from '../resources';
import { parseStrictJson } from './strict-json';
import { refuse, type Refusal } from './reasons';
import { derOf, LICENSE_SIGNING_EKU, normalizeSerial, sha256Thumbprint, x509 } from './x509';

/**
 * What an on-premise installation trusts: the root certificate(s) of LICENSE_TRUST_ROOT, known by
 * their SHA-256 thumbprints, and the serials of retired signing certificates. checkSigner walks the
 * design's order: chain to a trusted root, signer usage, signer dates, not retired.
 */

export interface TrustStore {
  roots: x509.X509Certificate[];
  /** The same roots read by OpenSSL (Node), for the quick first check. */
  nodeRoots: NodeX509Certificate[];
  /** SHA-256 thumbprints (hex) of the trusted roots. */
  thumbprints: Set<string>;
  retiredSerials: Set<string>;
  /** Chain and usage results by the SHA-256 of a signing certificate's DER (dates and retirement are checked each time). */
  cache: Map<string, SignerCheck>;
}

export interface SignerInfo {
  serial: string;
  subject: string;
  thumbprint: string;
  rootThumbprint: string;
  rootNotAfter: Date;
  notBefore: Date;
  notAfter: Date;
  publicKey: KeyObject;
}

type SignerCheck = { ok: true; signer: SignerInfo } | Refusal;

const CACHE_LIMIT = 64;

/** Builds the trust store; throws (a configuration error) unless every certificate is a usable root. */
export async function createTrustStore(
  rootsPem: string,
  retiredSerials: Iterable<string> = [],
): Promise<TrustStore> {
  const ders = x509.PemConverter.decode(rootsPem);
  if (ders.length === 0) throw new Error('The license trust root holds no certificate');
  const roots: x509.X509Certificate[] = [];
  const thumbprints = new Set<string>();
  for (const der of ders) {
    const root = new x509.X509Certificate(der);
    if (!(await root.isSelfSigned()) || !isCa(root)) {
      throw new Error(`The license trust root ${root.subject} is not a self-signed CA certificate`);
    }
    roots.push(root);
    thumbprints.add(await sha256Thumbprint(root));
  }
  return {
    roots,
    nodeRoots: roots.map((r) => new NodeX509Certificate(Buffer.from(r.rawData))),
    thumbprints,
    retiredSerials: new Set([...retiredSerials].map(normalizeSerial)),
    cache: new Map(),
  };
}

/** Where an installation's trust comes from: LICENSE_TRUST_ROOT and the retired list shipped in resources/license/. */
export function licenseTrustFiles(config: Pick<AppConfig, 'LICENSE_TRUST_ROOT'>): {
  rootPath: string;
  retiredPath: string;
} {
  return {
    rootPath: path.resolve(config.LICENSE_TRUST_ROOT),
    retiredPath: resourcePath('license', 'retired.json'),
  };
}

/** The trust store from files: LICENSE_TRUST_ROOT and the shipped retired list. */
export async function loadTrustStore(files: { rootPath: string; retiredPath: string }): Promise<TrustStore> {
  const [pem, retired] = await Promise.all([
    fs.readFile(files.rootPath, 'utf8'),
    fs.readFile(files.retiredPath, 'utf8'),
  ]);
  return createTrustStore(pem, parseRetiredList(retired));
}

/** `resources/license/retired.json`: a JSON array of retired signing certificate serials (hex). */
export function parseRetiredList(text: string): string[] {
  const value = parseStrictJson(text);
  if (!Array.isArray(value) || !value.every((s): s is string => typeof s === 'string')) {
    throw new Error('The retired signing serials must be a JSON array of hexadecimal strings');
  }
  return value.map(normalizeSerial);
}

/**
 * Checks the certificate that signed a license at the instant `at`. `extraRetired` adds serials
 * the installation has already seen retired (kept in its state, so an older release's shorter
 * list does not bring a key back).
 */
export async function checkSigner(
  trust: TrustStore,
  der: Uint8Array,
  at: Date,
  extraRetired: Iterable<string> = [],
): Promise<{ ok: true; signer: SignerInfo } | Refusal> {
  const key = createHash('sha256').update(der).digest('hex');
  let check = trust.cache.get(key);
  if (!check) {
    check = await chainAndUsage(trust, der);
    if (trust.cache.size >= CACHE_LIMIT) trust.cache.clear();
    trust.cache.set(key, check);
  }
  if (!check.ok) return check;
  return signerDatesAndRetirement(trust, check.signer, at, extraRetired);
}

/** The date and retirement checks alone, for a license verified earlier. */
export function signerDatesAndRetirement(
  trust: TrustStore,
  signer: SignerInfo,
  at: Date,
  extraRetired: Iterable<string> = [],
): { ok: true; signer: SignerInfo } | Refusal {
  if (!trust.thumbprints.has(signer.rootThumbprint))
    return refuse('UNTRUSTED', 'the signing certificate was issued by a root that is no longer trusted');
  if (at > signer.rootNotAfter)
    return refuse('UNTRUSTED', `the trusted root expired on ${signer.rootNotAfter.toISOString()}`);
  if (at < signer.notBefore || at > signer.notAfter) {
    return refuse(
      'SIGNER_EXPIRED',
      `the signing certificate ${signer.serial} is valid from ${signer.notBefore.toISOString()} to ${signer.notAfter.toISOString()}`,
    );
  }
  if (trust.retiredSerials.has(signer.serial) || [...extraRetired].includes(signer.serial)) {
    return refuse(
      'SIGNING_KEY_RETIRED',
      `the signing certificate ${signer.serial} has been retired: the license must be reissued`,
    );
  }
  return { ok: true, signer };
}

async function chainAndUsage(trust: TrustStore, der: Uint8Array): Promise<SignerCheck> {
  const strict = strictDer(der);
  if (!strict) return refuse('MALFORMED', 'the signing certificate is not a DER-encoded certificate');
  // OpenSSL answers quickly for certificates no trusted root issued (the common forgery); the
  // chain is then built and checked again below with @peculiar/x509.
  if (!trust.nodeRoots.some((root) => strict.checkIssued(root) && strict.verify(root.publicKey))) {
    return refuse(
      'UNTRUSTED',
      `the signing certificate (issuer "${strict.issuer.replace(/\n/g, ', ')}") was not issued by a trusted root`,
    );
  }
  let cert: x509.X509Certificate;
  try {
    cert = new x509.X509Certificate(new Uint8Array(der));
  } catch {
    return refuse('MALFORMED', 'the signing certificate cannot be read');
  }
  // The builder links a certificate to an issuer of the same name whose key verifies its signature;
  // it is given the trusted roots only, and the root it finds must still be one by thumbprint.
  let chain: x509.X509Certificates;
  try {
    chain = await new x509.X509ChainBuilder({ certificates: trust.roots }).build(cert);
  } catch {
    return refuse('UNTRUSTED', 'the signing certificate does not chain to a trusted root');
  }
  const root = chain.length === 2 ? chain[1] : undefined;
  const rootThumbprint = root ? await sha256Thumbprint(root) : undefined;
  if (!root || !rootThumbprint || !trust.thumbprints.has(rootThumbprint)) {
    return refuse(
      'UNTRUSTED',
      `the signing certificate (issuer "${cert.issuer}") was not issued by a trusted root`,
    );
  }
  let usageRefusal: Refusal | undefined;
  let publicKey: KeyObject;
  try {
    usageRefusal = signerUsageProblem(cert);
    publicKey = createPublicKey({ key: Buffer.from(cert.publicKey.rawData), format: 'der', type: 'spki' });
  } catch {
    // Extensions and the key are decoded lazily: a certificate the reader chokes on is refused.
    return refuse('MALFORMED', 'the signing certificate cannot be read');
  }
  if (usageRefusal) return usageRefusal;
  if (publicKey.asymmetricKeyType !== 'ec' || publicKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    return refuse('SIGNER_NOT_ALLOWED', 'the signing key is not an elliptic-curve P-256 key');
  }
  return {
    ok: true,
    signer: {
      serial: normalizeSerial(cert.serialNumber),
      subject: cert.subject,
      thumbprint: createHash('sha256').update(derOf(cert)).digest('hex'),
      rootThumbprint,
      rootNotAfter: root.notAfter,
      notBefore: cert.notBefore,
      notAfter: cert.notAfter,
      publicKey,
    },
  };
}

/** Why a certificate may not sign licenses (CA, no digitalSignature, no license EKU), if it may not. */
export function signerUsageProblem(cert: x509.X509Certificate): Refusal | undefined {
  if (isCa(cert)) return refuse('SIGNER_NOT_ALLOWED', 'the signing certificate is a CA certificate');
  const usage = cert.getExtension(x509.KeyUsagesExtension);
  if (!usage || !(usage.usages & x509.KeyUsageFlags.digitalSignature)) {
    return refuse('SIGNER_NOT_ALLOWED', 'the signing certificate does not allow digital signatures');
  }
  const eku = cert.getExtension(x509.ExtendedKeyUsageExtension);
  if (!eku || !eku.usages.some((u) => String(u) === SIGNING_EKU_AS_PARSED)) {
    return refuse(
      'SIGNER_NOT_ALLOWED',
      'the signing certificate is not for license signing (extended key usage missing)',
    );
  }
  return undefined;
}

/**
 * The ASN.1 reader of @peculiar/x509 accepts some encodings that are not DER (a wrong outer
 * length, for one), which would give a file two spellings. OpenSSL's reader, through Node, is
 * strict: the certificate must read back to exactly the bytes given.
 */
function strictDer(der: Uint8Array): NodeX509Certificate | undefined {
  try {
    const cert = new NodeX509Certificate(der);
    return Buffer.from(cert.raw).equals(Buffer.from(der)) ? cert : undefined;
  } catch {
    return undefined;
  }
}

function isCa(cert: x509.X509Certificate): boolean {
  return cert.getExtension(x509.BasicConstraintsExtension)?.ca === true;
}

// The ASN.1 reader writes arcs beyond 2^53 in its own notation: compare with the OID as it reads it.
const SIGNING_EKU_AS_PARSED = String(
  new x509.ExtendedKeyUsageExtension(new x509.ExtendedKeyUsageExtension([LICENSE_SIGNING_EKU]).rawData)
    .usages[0],
);
