import fs from 'node:fs/promises';
import path from 'node:path';
import {
  certificatePem,
  createRoot,
  exportPrivateKeyPem,
  importPrivateKeyPem,
  issueSigner,
  type KeyAndCertificate,
} from './keys';
import type { LicenseSigner } from './issue';
import { parseRetiredList } from './trust';
import { normalizeSerial, sha256Thumbprint, x509 } from './x509';

/**
 * The vendor's key files. A root folder holds `root-ca.pem` and `root-ca-key.pem` (the root's key,
 * kept offline in production); the issuer folder (LICENSE_ISSUER_DIR) holds the current signing key
 * and its chain: `signer-key.pem`, `signer.pem`, `root-ca.pem`. Replaced signing certificates are
 * kept under `signers/<serial>.pem` (without their key) so they can be retired by serial.
 */

export const ISSUER_FILES = {
  rootCert: 'root-ca.pem',
  rootKey: 'root-ca-key.pem',
  signerCert: 'signer.pem',
  signerKey: 'signer-key.pem',
  archive: 'signers',
} as const;

/**
 * A demo signer closer than this to its end is replaced at start: a license must not outlive its
 * signer (issueLicense refuses), and one gives up to maxOfflineDays + gracePeriodDays of use.
 */
const SIGNER_RENEW_BEFORE_MS = 365 * 86_400_000;

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

async function writeSecret(file: string, text: string): Promise<void> {
  await fs.writeFile(file, text, { mode: 0o600 });
}

export interface RootSummary {
  certPath: string;
  keyPath: string;
  serial: string;
  thumbprint: string;
  notAfter: Date;
}

/** Creates the root in `rootDir`; refuses to replace one unless `force`. */
export async function initRoot(
  rootDir: string,
  now: Date,
  options: { force?: boolean } = {},
): Promise<RootSummary> {
  const certPath = path.join(rootDir, ISSUER_FILES.rootCert);
  const keyPath = path.join(rootDir, ISSUER_FILES.rootKey);
  if (!options.force && ((await exists(certPath)) || (await exists(keyPath)))) {
    throw new Error(
      `A root already exists in ${rootDir} (use --force to replace it: every installation trusting it would need the new one)`,
    );
  }
  await fs.mkdir(rootDir, { recursive: true, mode: 0o700 });
  const root = await createRoot({ now });
  await writeSecret(keyPath, await exportPrivateKeyPem(root.privateKey));
  await fs.writeFile(certPath, certificatePem(root.certificate));
  return summary(root.certificate, certPath, keyPath);
}

export async function loadRoot(rootDir: string): Promise<KeyAndCertificate> {
  const certificate = new x509.X509Certificate(
    await fs.readFile(path.join(rootDir, ISSUER_FILES.rootCert), 'utf8'),
  );
  const privateKey = await importPrivateKeyPem(
    await fs.readFile(path.join(rootDir, ISSUER_FILES.rootKey), 'utf8'),
  );
  return { certificate, privateKey };
}

export interface SignerSummary {
  certPath: string;
  serial: string;
  notAfter: Date;
  /** The serial of the certificate it replaced (archived), if any. */
  replaced?: string;
}

/** Issues a new signing certificate from the root in `rootDir` into `issuerDir`, archiving the previous one. */
export async function issueSignerFiles(
  rootDir: string,
  issuerDir: string,
  now: Date,
  years?: number,
): Promise<SignerSummary> {
  const root = await loadRoot(rootDir);
  const signer = await issueSigner(root, { now, years });
  await fs.mkdir(path.join(issuerDir, ISSUER_FILES.archive), { recursive: true, mode: 0o700 });
  const certPath = path.join(issuerDir, ISSUER_FILES.signerCert);
  let replaced: string | undefined;
  if (await exists(certPath)) {
    const previous = new x509.X509Certificate(await fs.readFile(certPath, 'utf8'));
    replaced = normalizeSerial(previous.serialNumber);
    await fs.copyFile(certPath, path.join(issuerDir, ISSUER_FILES.archive, `${replaced}.pem`));
  }
  await writeSecret(
    path.join(issuerDir, ISSUER_FILES.signerKey),
    await exportPrivateKeyPem(signer.privateKey),
  );
  await fs.writeFile(certPath, certificatePem(signer.certificate));
  if (path.resolve(rootDir) !== path.resolve(issuerDir)) {
    await fs.writeFile(path.join(issuerDir, ISSUER_FILES.rootCert), certificatePem(root.certificate));
  }
  return {
    certPath,
    serial: normalizeSerial(signer.certificate.serialNumber),
    notAfter: signer.certificate.notAfter,
    ...(replaced ? { replaced } : {}),
  };
}

/** The current signing key and certificate of an issuer folder. */
export async function loadSigner(issuerDir: string): Promise<LicenseSigner> {
  const certificate = new x509.X509Certificate(
    await fs.readFile(path.join(issuerDir, ISSUER_FILES.signerCert), 'utf8'),
  );
  const privateKey = await importPrivateKeyPem(
    await fs.readFile(path.join(issuerDir, ISSUER_FILES.signerKey), 'utf8'),
  );
  return { certificate, privateKey };
}

/**
 * The demo's issuer: a root and a signer in `issuerDir` (DATA_DIR/license-issuer), created on first
 * start, the signer renewed when it nears its end. Answers the root certificate's path, which an
 * on-premise server of a test trusts through LICENSE_TRUST_ROOT.
 */
export async function ensureDemoIssuer(
  issuerDir: string,
  now: Date,
): Promise<{ rootPath: string; created: boolean }> {
  const rootPath = path.join(issuerDir, ISSUER_FILES.rootCert);
  let created = false;
  if (!(await exists(rootPath))) {
    await initRoot(issuerDir, now);
    created = true;
  }
  const certPath = path.join(issuerDir, ISSUER_FILES.signerCert);
  const keyPath = path.join(issuerDir, ISSUER_FILES.signerKey);
  let renew = !(await exists(certPath)) || !(await exists(keyPath));
  if (!renew) {
    const signer = new x509.X509Certificate(await fs.readFile(certPath, 'utf8'));
    renew = signer.notAfter.getTime() - now.getTime() < SIGNER_RENEW_BEFORE_MS || now < signer.notBefore;
  }
  if (renew) {
    await issueSignerFiles(issuerDir, issuerDir, now);
    created = true;
  }
  return { rootPath, created };
}

/** Adds a serial to a retired list file (a JSON array of hex serials); answers the new count. */
export async function retireSerial(
  retiredFile: string,
  serial: string,
): Promise<{ serial: string; count: number; added: boolean }> {
  const normalized = normalizeSerial(serial);
  let list: string[] = [];
  if (await exists(retiredFile)) {
    list = parseRetiredList(await fs.readFile(retiredFile, 'utf8'));
  }
  const added = !list.includes(normalized);
  const next = [...new Set([...list, normalized])].sort();
  await fs.mkdir(path.dirname(retiredFile), { recursive: true });
  await fs.writeFile(retiredFile, `${JSON.stringify(next, null, 2)}\n`);
  return { serial: normalized, count: next.length, added };
}

async function summary(cert: x509.X509Certificate, certPath: string, keyPath: string): Promise<RootSummary> {
  return {
    certPath,
    keyPath,
    serial: normalizeSerial(cert.serialNumber),
    thumbprint: await sha256Thumbprint(cert),
    notAfter: cert.notAfter,
  };
}
