import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runLicenseCli } from './cli-commands';
import { DAY, T0, at } from './test-kit';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const fixture = (name: string) => path.join(fixtures, name);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'license-cli-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function cli(args: string[], now = T0) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLicenseCli(args, {
    env: { DATA_DIR: tmp },
    now: () => now,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err };
}

const trustArgs = ['--trust', fixture('test-root.pem'), '--retired', fixture('retired.json')];
const verify = (name: string, ...extra: string[]) =>
  cli(['verify', name.includes('/') ? name : fixture(name), ...trustArgs, ...extra]);

describe('license CLI: verify', () => {
  it('prints one line saying the file is valid, and exits 0', async () => {
    const { code, out, err } = await verify('valid.lic', '--at', at(T0, DAY).toISOString());
    expect(code).toBe(0);
    expect(err).toEqual([]);
    expect(out).toHaveLength(1);
    expect(out[0]).not.toContain('\n');
    expect(out[0]).toMatch(
      /valid\.lic: VALID \(ACTIVE\) license 0b8e6a7c-1f0e-4d4a-9c1b-2a3b4c5d6e7f #1 for PLATFORM-ONPREM-AB12CD \(Demo SARL; ACCOUNTING, HR; signed by [0-9a-f]+\): valid until 2027-03-01T09:00:00\.000Z, to be refreshed by 2026-05-24T09:00:00\.000Z$/,
    );
  });

  it('says when a valid file is in its grace period', async () => {
    const { code, out } = await verify('valid.lic', '--at', at(T0, 90 * DAY).toISOString());
    expect(code).toBe(0);
    expect(out[0]).toMatch(
      /: VALID \(GRACE_PERIOD, REFRESH_OVERDUE\) .*had to be refreshed by 2026-05-24T09:00:00\.000Z; it works until 2026-06-07T09:00:00\.000Z$/,
    );
  });

  const refusals: [string, string[], RegExp][] = [
    [
      'valid.lic',
      ['--at', at(T0, 400 * DAY).toISOString()],
      /INVALID \(EXPIRED, EXPIRED\) .*the license expired on 2027-03-01T09:00:00\.000Z and its grace period ended on 2027-03-15T09:00:00\.000Z$/,
    ],
    [
      'retired-signer.lic',
      [],
      /INVALID \(SIGNING_KEY_RETIRED\) the signing certificate [0-9a-f]+ has been retired: the license must be reissued$/,
    ],
    [
      'lookalike-root.lic',
      [],
      /INVALID \(UNTRUSTED\) the signing certificate \(issuer "CN=Baobab License Root CA, O=Baobab"\) was not issued by a trusted root$/,
    ],
    ['signer-ca.lic', [], /INVALID \(SIGNER_NOT_ALLOWED\) the signing certificate is a CA certificate$/],
    ['signer-no-eku.lic', [], /INVALID \(SIGNER_NOT_ALLOWED\) .*extended key usage missing/],
    ['expired-signer.lic', ['--at', at(T0, 40 * DAY).toISOString()], /INVALID \(SIGNER_EXPIRED\)/],
    [
      'other-instance.lic',
      ['--instance', 'PLATFORM-ONPREM-AB12CD'],
      /INVALID \(WRONG_INSTANCE\) .*is for instance PLATFORM-ONPREM-ZZ99ZZ, this installation is PLATFORM-ONPREM-AB12CD$/,
    ],
    [
      'revoked.lic',
      ['--at', at(T0, 100 * DAY).toISOString()],
      /INVALID \(REVOKED, REVOKED\) .*the vendor revoked instance PLATFORM-ONPREM-AB12CD$/,
    ],
  ];
  it.each(refusals)('%s %j → %s, exit 1', async (name, extra, line) => {
    const { code, out } = await verify(name, ...extra);
    expect(code).toBe(1);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatch(line);
  });

  it('explains a tampered, truncated or missing file in one line', async () => {
    const text = fs.readFileSync(fixture('valid.lic'), 'utf8');
    const lines = text.split('\n');
    const tampered = path.join(tmp, 'tampered.lic');
    lines[5] = lines[5].slice(0, 20) + (lines[5][20] === 'A' ? 'B' : 'A') + lines[5].slice(21);
    fs.writeFileSync(tampered, lines.join('\n'));
    expect((await verify(tampered)).out[0]).toMatch(
      /tampered\.lic: INVALID \((BAD_SIGNATURE|MALFORMED|INVALID_PAYLOAD)\) /,
    );
    const truncated = path.join(tmp, 'truncated.lic');
    fs.writeFileSync(truncated, text.slice(0, 500));
    expect((await verify(truncated)).out[0]).toMatch(
      /truncated\.lic: INVALID \(MALFORMED\) not a license file: the last line is not "-----END BAOBAB LICENSE FILE-----" \(truncated file\?\)$/,
    );
    const missing = await verify(path.join(tmp, 'none.lic'));
    expect(missing).toMatchObject({
      code: 1,
      out: [expect.stringMatching(/none\.lic: INVALID \(UNREADABLE\) ENOENT/)],
    });
  });

  it('trusts the shipped root by default, which did not sign the test files', async () => {
    const { code, out } = await cli(['verify', fixture('valid.lic')]);
    expect(code).toBe(1);
    expect(out[0]).toMatch(/INVALID \(UNTRUSTED\)/);
  });

  it('answers usage errors with exit code 2', async () => {
    expect((await cli([])).code).toBe(2);
    expect((await cli(['verify'])).code).toBe(2);
    expect((await cli(['verify', 'a', 'b'])).code).toBe(2);
    expect((await cli(['frobnicate'])).code).toBe(2);
    const unknown = await cli(['verify', fixture('valid.lic'), '--bogus']);
    expect(unknown.code).toBe(2);
    expect(unknown.err[0]).toMatch(/bogus/);
    expect((await cli(['verify', fixture('valid.lic'), '--at', 'yesterday'])).code).toBe(2);
  });

  it('runs as `npm run license -- verify FILE` with the exit code of the answer', () => {
    const run = spawnSync(
      process.execPath,
      [
        path.resolve('node_modules/tsx/dist/cli.mjs'),
        path.join(import.meta.dirname, 'cli.ts'),
        'verify',
        fixture('lookalike-root.lic'),
        ...trustArgs,
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: tmp },
      },
    );
    expect(run.status).toBe(1);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toMatch(/INVALID \(UNTRUSTED\)/);
  }, 30_000);
});

describe('license CLI: keys', () => {
  it('init-root, issue-signer and retire manage the vendor files', async () => {
    const rootDir = path.join(tmp, 'root');
    const issuerDir = path.join(tmp, 'issuer');
    const retired = path.join(tmp, 'retired.json');
    const init = await cli(['init-root', '--root-dir', rootDir]);
    expect(init.code).toBe(0);
    expect(init.out.join('\n')).toMatch(
      /root-ca\.pem \(serial [0-9a-f]+, SHA-256 [0-9a-f]{64}, valid until 2051-.*keep it offline/s,
    );
    expect((await cli(['init-root', '--root-dir', rootDir])).code).toBe(1);
    const first = await cli(['issue-signer', '--root-dir', rootDir, '--dir', issuerDir]);
    expect(first.out[0]).toMatch(/^Signing certificate ([0-9a-f]+) valid until 2029-/);
    const second = await cli(['issue-signer', '--root-dir', rootDir, '--dir', issuerDir, '--years', '2']);
    const replaced = /It replaces ([0-9a-f]+)/.exec(second.out[1])?.[1];
    expect(replaced).toBe(/certificate ([0-9a-f]+)/.exec(first.out[0])?.[1]);
    expect((await cli(['issue-signer', '--dir', issuerDir, '--years', '5'])).code).toBe(2);
    const retire = await cli(['retire', replaced!, '--retired', retired]);
    expect(retire).toMatchObject({ code: 0, out: [`Retired ${replaced} in ${retired} (1 retired).`] });
    expect((await cli(['retire', 'zz', '--retired', retired])).code).toBe(2);
  });
});
