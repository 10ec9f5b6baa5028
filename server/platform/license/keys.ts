import { randomBytes, webcrypto } from 'node:crypto';
import { ECDSA_P256, ECDSA_SHA256, LICENSE_SIGNING_EKU, normalizeSerial, x509 } from './x509';

/**
 * Vendor key material: the offline root (CA, path length 0) and the signing certificates it issues
 * (not CA, digitalSignature, the license-signing EKU). Keys are P-256 (secp256r1), made and used
 * through WebCrypto; private keys are written as PKCS#8 PEM.
 */

export interface KeyAndCertificate {
  certificate: x509.X509Certificate;
  privateKey: webcrypto.CryptoKey;
}

const DAY_MS = 86_400_000;
export const ROOT_VALIDITY_YEARS = 25;
export const SIGNER_VALIDITY_YEARS = 3;

function addYears(date: Date, years: number): Date {
  const d = new Date(date.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d;
}

/** A positive 128-bit serial. */
export function newSerial(): string {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] & 0x7f) | 0x10;
  return normalizeSerial(bytes.toString('hex'));
}

export async function generateP256(extractable = true): Promise<webcrypto.CryptoKeyPair> {
  return webcrypto.subtle.generateKey(ECDSA_P256, extractable, ['sign', 'verify']);
}

export interface RootOptions {
  now: Date;
  commonName?: string;
  years?: number;
  /** A key pair to certify (tests build look-alike roots with their own). */
  keys?: webcrypto.CryptoKeyPair;
}

export async function createRoot(options: RootOptions): Promise<KeyAndCertificate> {
  const keys = options.keys ?? (await generateP256());
  const certificate = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: newSerial(),
    name: `CN=${options.commonName ?? 'Baobab License Root CA'}, O=Baobab`,
    notBefore: new Date(options.now.getTime() - DAY_MS),
    notAfter: addYears(options.now, options.years ?? ROOT_VALIDITY_YEARS),
    signingAlgorithm: ECDSA_SHA256,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ],
  });
  return { certificate, privateKey: keys.privateKey };
}

export interface SignerOptions {
  now: Date;
  commonName?: string;
  /** 2 to 3 years (design); tests pass other values to build expired or odd certificates. */
  years?: number;
  notBefore?: Date;
  notAfter?: Date;
  /** Test hooks for refused certificates: a CA signer, no digitalSignature, no license EKU. */
  ca?: boolean;
  keyUsage?: number;
  extendedKeyUsages?: string[];
}

export async function issueSigner(
  root: KeyAndCertificate,
  options: SignerOptions,
): Promise<KeyAndCertificate> {
  const keys = await generateP256();
  const notBefore = options.notBefore ?? new Date(options.now.getTime() - DAY_MS);
  const certificate = await x509.X509CertificateGenerator.create({
    serialNumber: newSerial(),
    subject: `CN=${options.commonName ?? `Baobab License Signer ${options.now.toISOString().slice(0, 10)}`}, O=Baobab`,
    issuer: root.certificate.subject,
    notBefore,
    notAfter: options.notAfter ?? addYears(options.now, options.years ?? SIGNER_VALIDITY_YEARS),
    signingAlgorithm: ECDSA_SHA256,
    publicKey: keys.publicKey,
    signingKey: root.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(options.ca ?? false, undefined, true),
      new x509.KeyUsagesExtension(options.keyUsage ?? x509.KeyUsageFlags.digitalSignature, true),
      new x509.ExtendedKeyUsageExtension(options.extendedKeyUsages ?? [LICENSE_SIGNING_EKU], false),
      await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root.certificate.publicKey),
    ],
  });
  return { certificate, privateKey: keys.privateKey };
}

export async function exportPrivateKeyPem(key: webcrypto.CryptoKey): Promise<string> {
  const der = await webcrypto.subtle.exportKey('pkcs8', key);
  return x509.PemConverter.encode(der, 'PRIVATE KEY');
}

export async function importPrivateKeyPem(pem: string): Promise<webcrypto.CryptoKey> {
  const der = x509.PemConverter.decodeFirst(pem);
  return webcrypto.subtle.importKey('pkcs8', der, ECDSA_P256, false, ['sign']);
}

export function certificatePem(cert: x509.X509Certificate): string {
  return `${cert.toString('pem')}\n`;
}
