import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { issueLicense } from './issue';
import { ensureDemoIssuer, initRoot, issueSignerFiles, loadSigner, retireSerial } from './issuer-store';
import { DAY, T0, at, licenseInput } from './test-kit';
import { loadTrustStore } from './trust';
import { verifyLicenseFile } from './verify';
import { x509 } from './x509';

const dirs: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'license-issuer-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('issuer key files', () => {
  it('the demo issuer is created once, and licenses it signs verify against the root path it answers', async () => {
    const dir = path.join(tmp(), 'license-issuer');
    const first = await ensureDemoIssuer(dir, T0);
    expect(first).toEqual({ rootPath: path.join(dir, 'root-ca.pem'), created: true });
    expect(fs.statSync(path.join(dir, 'signer-key.pem')).mode & 0o077).toBe(0);
    const signerPem = fs.readFileSync(path.join(dir, 'signer.pem'), 'utf8');
    expect(await ensureDemoIssuer(dir, at(T0, DAY))).toEqual({ rootPath: first.rootPath, created: false });
    expect(fs.readFileSync(path.join(dir, 'signer.pem'), 'utf8')).toBe(signerPem);

    const retired = path.join(dir, 'retired.json');
    fs.writeFileSync(retired, '[]');
    const trust = await loadTrustStore({ rootPath: first.rootPath, retiredPath: retired });
    const { licValue } = await issueLicense(
      await loadSigner(dir),
      licenseInput({ issuedAt: at(T0, DAY), expiresAt: at(T0, 100 * DAY) }),
    );
    expect((await verifyLicenseFile(licValue, trust, { at: at(T0, DAY) })).ok).toBe(true);
  });

  it('renews a demo signer near its end', async () => {
    const dir = tmp();
    await ensureDemoIssuer(dir, T0);
    const before = new x509.X509Certificate(fs.readFileSync(path.join(dir, 'signer.pem'), 'utf8'));
    const nearEnd = at(before.notAfter, -300 * DAY);
    expect(await ensureDemoIssuer(dir, nearEnd)).toMatchObject({ created: true });
    const after = new x509.X509Certificate(fs.readFileSync(path.join(dir, 'signer.pem'), 'utf8'));
    expect(after.serialNumber).not.toBe(before.serialNumber);
    expect(fs.existsSync(path.join(dir, 'signers', `${before.serialNumber.toLowerCase()}.pem`))).toBe(true);
  });

  it('keeps the root apart: init-root refuses to overwrite, issue-signer copies only the root certificate', async () => {
    const rootDir = tmp();
    const issuerDir = tmp();
    await initRoot(rootDir, T0);
    await expect(initRoot(rootDir, T0)).rejects.toThrow(/already exists/);
    const signer = await issueSignerFiles(rootDir, issuerDir, T0, 2);
    expect(fs.readdirSync(issuerDir).sort()).toEqual([
      'root-ca.pem',
      'signer-key.pem',
      'signer.pem',
      'signers',
    ]);
    expect(signer.notAfter.getUTCFullYear() - T0.getUTCFullYear()).toBe(2);
  });

  it('adds serials to the retired list once, normalized', async () => {
    const file = path.join(tmp(), 'retired.json');
    expect(await retireSerial(file, '00:AB:CD')).toEqual({ serial: 'abcd', count: 1, added: true });
    expect(await retireSerial(file, 'abcd')).toEqual({ serial: 'abcd', count: 1, added: false });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(['abcd']);
    await expect(retireSerial(file, 'not-hex')).rejects.toThrow(/hexadecimal/);
  });
});
