import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRequestFile } from '../../../platform/license';
import { DAY, issue, MACHINE, OTHER_INSTANCE, sealWith, signerOf } from '../../../platform/license/test-kit';
import { createRoot } from '../../../platform/license/keys';
import { buildUser, loginAs, type ApiClient } from '../../../test/factories';
import { createTestServer } from '../../../test/test-server';
import { activate, buildLicenseWorld, exportRequest, licenseFor, restartWithRetired, type LicenseWorld } from './world';

let w: LicenseWorld;
let employee: ApiClient;

beforeAll(async () => {
  w = await buildLicenseWorld();
  employee = await loginAs(w.t, await buildUser(w.t, { tenant: w.tenant }));
});
afterAll(() => w?.close());

const KEY_1 = '11111111-1111-4111-8111-111111111111';
const KEY_2 = '22222222-2222-4222-8222-222222222222';
const KEY_5 = '55555555-5555-4555-8555-555555555555';
const KEY_6 = '66666666-6666-4666-8666-666666666666';

describe('before any license', () => {
  it('refuses every tenant endpoint with LICENSE_INVALID; sign-in and /license/* still answer', async () => {
    const users = await w.api.get('/admin/users');
    expect(users.status).toBe(403);
    expect(users.body).toMatchObject({ code: 'LICENSE_INVALID', licenseStatus: 'INVALID', reason: 'NO_LICENSE' });
    expect((await w.api.post('/admin/users', { email: 'x@example.test', firstName: 'X', lastName: 'Y', password: 'long-enough-1' })).body.code).toBe('LICENSE_INVALID');
    const me = await w.api.get('/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.license).toMatchObject({ status: 'INVALID', reason: 'NO_LICENSE', expiresAt: null });
    const status = await w.api.get('/license/status');
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ status: 'INVALID', reason: 'NO_LICENSE', instanceCode: null, modules: [], userLimit: null });
    expect(status.body.lastSeenAt).toBe(w.t.clock.now().toISOString());
  });

  it('shows the fingerprint to the administrator only (the specification’s permissions)', async () => {
    const fp = await w.api.get('/license/fingerprint');
    expect(fp.status).toBe(200);
    expect(fp.body).toMatchObject({ machineId: expect.any(String), motherboardSerial: expect.any(String), macAddresses: MACHINE.macAddresses, cpuCores: 6, hostname: 'srv-compta' });
    for (const path of ['/license/fingerprint', '/license/request-export', '/license/status']) {
      expect((await employee.get(path)).body.code, path).toBe('PERMISSION_DENIED');
    }
    expect((await activate(w, 'x', employee)).body.code).toBe('PERMISSION_DENIED');
    expect((await w.t.http.get('/license/status')).status).toBe(401);
  });

  it('exports an unsigned request with a fresh nonce each time, kept until a license answers it', async () => {
    const res = await w.api.get('/license/request-export');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['content-disposition']).toMatch(/baobab-license-request-new-2026-03-01\.txt/);
    expect(res.text).toMatch(/^-----BEGIN BAOBAB LICENSE REQUEST-----\n/);
    const a = await exportRequest(w);
    const b = await exportRequest(w);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a).toMatchObject({ instanceCode: null, currentKeyId: null, fingerprint: { hostname: 'srv-compta', cpuCores: 6 } });
  });
});

describe('activation refusals change nothing', () => {
  it('refuses tampered, truncated, foreign, unanswered, future and other-machine files with LICENSE_INVALID and a reason', async () => {
    const request = await exportRequest(w);
    const good = await licenseFor(w, request, { licenseKeyId: KEY_1 });
    const lookalike = await createRoot({ now: new Date(w.t.clock.now().getTime() - 400 * DAY), commonName: 'Baobab Test Root' });
    const cases: [string, string | Buffer, string][] = [
      ['tampered', good.replace(/(\n.{20})(.)/, (_, head: string, c: string) => head + (c === 'A' ? 'B' : 'A')), ''],
      ['truncated', good.slice(0, good.length / 2), 'MALFORMED'],
      ['not a license', 'hello', 'MALFORMED'],
      ['look-alike root', await sealWith(await signerOf(lookalike), { request: { nonce: request.nonce, requestHash: request.requestHash }, fingerprint: request.fingerprint, issuedAt: w.t.clock.now() }), 'UNTRUSTED'],
      ['no request answered', await licenseFor(w, { ...request, nonce: 'x'.repeat(43) }), 'NONCE_UNKNOWN'],
      ['issued in the future', await licenseFor(w, request, { issuedAt: new Date(w.t.clock.now().getTime() + 3_600_000) }), 'CLOCK_BEHIND'],
      ['another machine', await licenseFor(w, request, { fingerprint: { ...MACHINE, motherboardSerial: 'OTHER-BOARD-1' } }), 'HARDWARE_MISMATCH'],
    ];
    for (const [name, file, reason] of cases) {
      const res = await activate(w, file);
      expect(res.status, name).toBe(403);
      expect(res.body.code, name).toBe('LICENSE_INVALID');
      if (reason) expect(res.body.reason, name).toBe(reason);
      else expect(['MALFORMED', 'BAD_SIGNATURE', 'INVALID_PAYLOAD'], name).toContain(res.body.reason);
    }
    expect((await activate(w, Buffer.alloc(64 * 1024 + 1, 'a'))).status).toBe(413);
    const missing = await w.t.http.post('/license/activate').set('Authorization', `Bearer ${w.api.accessToken}`).field('other', 'x');
    expect(missing.status).toBe(400);
    expect((await w.api.get('/license/status')).body).toMatchObject({ status: 'INVALID', reason: 'NO_LICENSE' });
    expect((await w.api.get('/admin/users')).status).toBe(403);
  });
});

describe('activation, limits and renewal', () => {
  it('activates a license answering an exported request: the company gets its modules and user limit', async () => {
    const request = await exportRequest(w);
    const file = await licenseFor(w, request, {
      licenseKeyId: KEY_1,
      modules: [{ module: 'ACCOUNTING' }, { module: 'HR', quotas: { maxUsers: 6 } }],
    });
    const res = await activate(w, file);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ outcome: 'FIRST_ACTIVATION', license: { status: 'ACTIVE', licenseKeyId: KEY_1, userLimit: 6 } });
    expect(res.body.license.instanceCode).toMatch(/^PLATFORM-ONPREM-/);
    expect((await activate(w, file)).body.outcome).toBe('ALREADY_INSTALLED');
    // A new export names the instance now.
    expect((await exportRequest(w)).instanceCode).toBe(res.body.license.instanceCode);
    expect((await w.api.get('/admin/users')).status).toBe(200);
    const me = (await w.api.get('/auth/me')).body;
    expect(me.modules).toEqual(['ACCOUNTING', 'HR']);
    expect(me.license).toMatchObject({ status: 'ACTIVE' });
    // Modules the license does not grant are not licensed to the company.
    expect((await w.api.get('/booking/bookings')).body.code).toBe('MODULE_NOT_LICENSED');
  });

  it('refuses a license for another instance once activated', async () => {
    const request = await exportRequest(w);
    const res = await activate(w, await licenseFor(w, request, { instanceCode: OTHER_INSTANCE, licenseKeyId: KEY_2, renewedFromKeyId: KEY_1, sequence: 2 }));
    expect(res.body).toMatchObject({ code: 'LICENSE_INVALID', reason: 'WRONG_INSTANCE' });
  });

  it('holds the user limit under 20 concurrent creations: exactly the free slots are taken', async () => {
    const before = (await w.api.get('/admin/users?pageSize=100')).body.total as number;
    const attempts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => w.api.post('/admin/users', { email: `limit-${i}@example.test`, firstName: 'L', lastName: `${i}`, password: 'long-enough-1' })),
    );
    const created = attempts.filter((r) => r.status === 201).length;
    expect(created).toBe(6 - before);
    for (const r of attempts.filter((a) => a.status !== 201)) expect(r.body).toMatchObject({ code: 'BUSINESS_RULE', userLimit: 6 });
    expect((await w.api.get('/admin/users?pageSize=100')).body.total).toBe(6);
    // Deactivating frees a slot; reactivating past the limit is refused.
    const someone = attempts.find((r) => r.status === 201)!.body.id as string;
    expect((await w.api.post(`/admin/users/${someone}/deactivate`)).status).toBeLessThan(300);
    expect((await w.api.post('/admin/users', { email: 'late@example.test', firstName: 'L', lastName: 'Ate', password: 'long-enough-1' })).status).toBe(201);
    const back = await w.api.post(`/admin/users/${someone}/reactivate`);
    expect(back.body).toMatchObject({ code: 'BUSINESS_RULE', userLimit: 6 });
  });

  it('accepts a renewal naming the installed key, then refuses the older file (SUPERSEDED)', async () => {
    const request = await exportRequest(w);
    const first = (await w.api.get('/license/status')).body;
    const renewal = await licenseFor(w, request, {
      instanceCode: first.instanceCode,
      licenseKeyId: KEY_2,
      renewedFromKeyId: KEY_1,
      sequence: 2,
      modules: [{ module: 'ACCOUNTING' }, { module: 'HR', quotas: { maxUsers: 10 } }, { module: 'BOOKING' }],
    });
    const res = await activate(w, renewal);
    expect(res.body).toMatchObject({ outcome: 'RENEWAL', license: { status: 'ACTIVE', licenseKeyId: KEY_2, userLimit: 10 } });
    expect((await w.api.get('/booking/bookings')).status).toBe(200);
    const old = await licenseFor(w, request, { instanceCode: first.instanceCode, licenseKeyId: KEY_1, sequence: 1 });
    expect((await activate(w, old)).body).toMatchObject({ code: 'LICENSE_INVALID', reason: 'SUPERSEDED' });
    const skipped = await licenseFor(w, request, { instanceCode: first.instanceCode, licenseKeyId: '33333333-3333-4333-8333-333333333333', renewedFromKeyId: KEY_1, sequence: 3 });
    expect((await activate(w, skipped)).body.reason).toBe('RENEWAL_MISMATCH');
    expect((await w.api.get('/license/status')).body.licenseKeyId).toBe(KEY_2);
  });

  it('lets exactly one of 20 concurrent imports of rival renewals win; the others are refused and change nothing', async () => {
    const request = await exportRequest(w);
    const instanceCode = (await w.api.get('/license/status')).body.instanceCode as string;
    const rivals = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        licenseFor(w, request, { instanceCode, licenseKeyId: `44444444-4444-4444-8444-${String(i).padStart(12, '0')}`, renewedFromKeyId: KEY_2, sequence: 3 }),
      ),
    );
    const answers = await Promise.all(rivals.map((file) => activate(w, file)));
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0].body.outcome).toBe('RENEWAL');
    for (const r of answers.filter((a) => a.status !== 200)) expect(r.body).toMatchObject({ code: 'LICENSE_INVALID', reason: 'SUPERSEDED' });
    expect((await w.api.get('/license/status')).body.licenseKeyId).toBe(won[0].body.license.licenseKeyId);
    // The same file imported 20 times at once: one installation, the rest already installed.
    const again = await Promise.all(Array.from({ length: 20 }, () => activate(w, rivals[answers.indexOf(won[0])])));
    expect(again.map((r) => r.body.outcome)).toEqual(Array(20).fill('ALREADY_INSTALLED'));
  });

  it('keeps the installed license across a restart (database copy of the file and the state record)', async () => {
    const again = await createTestServer({ sameDatabaseAs: w.t, now: w.t.clock.now(), env: { APP_PROFILE: 'onprem', LICENSE_TRUST_ROOT: w.t.config.LICENSE_TRUST_ROOT }, modules: w.t.server.modules });
    try {
      const api = await loginAs(again, w.admin);
      expect((await api.get('/license/status')).body).toMatchObject({ status: 'ACTIVE', licenseKeyId: expect.stringMatching(/^44444444-/) });
      expect(fs.existsSync(`${w.t.config.dataDir}/license/state.json`)).toBe(true);
    } finally {
      await again.server.close();
    }
  });
});

describe('signing key rotation', () => {
  it('refuses a license signed by a retired signer (SIGNING_KEY_RETIRED) until it is reissued with the new one', async () => {
    const { root } = w.pki;
    const oldSigner = await signerOf(root);
    const newSigner = await signerOf(root);
    const before = await restartWithRetired(w, []);
    let current: { licenseKeyId: string; instanceCode: string };
    try {
      const api = await loginAs(before, w.admin);
      current = (await api.get('/license/status')).body;
      const request = parseRequestFile((await api.get('/license/request-export')).text);
      if (!request.ok) throw new Error(request.detail);
      const file = await issue(oldSigner, {
        issuedAt: before.clock.now(), expiresAt: new Date(before.clock.now().getTime() + 365 * DAY), fingerprint: request.request.fingerprint,
        instanceCode: current.instanceCode, licenseKeyId: KEY_5, renewedFromKeyId: current.licenseKeyId, sequence: 4,
      });
      const res = await activate({ ...w, t: before }, file, api);
      expect(res.body).toMatchObject({ outcome: 'RENEWAL', license: { status: 'ACTIVE', licenseKeyId: KEY_5 } });
    } finally {
      await before.server.close();
    }
    // The next release ships the old signer's serial as retired.
    const after = await restartWithRetired(w, [oldSigner.certificate.serialNumber]);
    try {
      const api = await loginAs(after, w.admin);
      expect((await api.get('/license/status')).body).toMatchObject({ status: 'INVALID', reason: 'SIGNING_KEY_RETIRED' });
      expect((await api.get('/admin/users')).body).toMatchObject({ code: 'LICENSE_INVALID', reason: 'SIGNING_KEY_RETIRED' });
      const stale = await issue(oldSigner, {
        issuedAt: after.clock.now(), expiresAt: new Date(after.clock.now().getTime() + 365 * DAY), fingerprint: MACHINE,
        instanceCode: current.instanceCode, licenseKeyId: KEY_6, renewedFromKeyId: KEY_5, sequence: 5,
      });
      expect((await activate({ ...w, t: after }, stale, api)).body).toMatchObject({ code: 'LICENSE_INVALID', reason: 'SIGNING_KEY_RETIRED' });
      const reissued = await issue(newSigner, {
        issuedAt: after.clock.now(), expiresAt: new Date(after.clock.now().getTime() + 365 * DAY), fingerprint: MACHINE,
        instanceCode: current.instanceCode, licenseKeyId: KEY_6, renewedFromKeyId: KEY_5, sequence: 5,
      });
      expect((await activate({ ...w, t: after }, reissued, api)).body).toMatchObject({ outcome: 'RENEWAL', license: { status: 'ACTIVE', licenseKeyId: KEY_6 } });
      expect((await api.get('/admin/users')).status).toBe(200);
    } finally {
      await after.server.close();
    }
  });
});

describe('the saas profile', () => {
  it('has no /license/* paths', async () => {
    const saas = await createTestServer({ sameDatabaseAs: w.t, env: { APP_PROFILE: 'saas' } });
    try {
      expect((await saas.http.get('/license/status')).status).toBe(404);
      expect((await saas.http.post('/license/activate')).status).toBe(404);
      expect((await saas.http.get('/openapi.json')).body.paths['/license/status']).toBeUndefined();
    } finally {
      await saas.server.close();
    }
  });
});
