import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, HOUR, MACHINE } from '../../../platform/license/test-kit';
import { loginAs, type ApiClient } from '../../../test/factories';
import { activate, buildLicenseWorld, exportRequest, licenseFor, refresh, runProbe, type LicenseWorld } from './world';

let w: LicenseWorld;
let instanceCode: string;

const KEY_1 = 'a1111111-1111-4111-8111-111111111111';
const KEY_2 = 'a2222222-2222-4222-8222-222222222222';
const KEY_3 = 'a3333333-3333-4333-8333-333333333333';
const EXPORT = '/accounting/reports/expense-claims/export?from=2026-01-01&to=2027-12-31';

/** A fresh session at the clock's time (tokens live 15 minutes; the tests move the clock by days). */
const admin = (): Promise<ApiClient> => loginAs(w.t, w.admin);
const at = (ms: number) => w.t.clock.set(new Date(ms));
const status = async () => (await (await admin()).get('/license/status')).body;
const newUser = (api: ApiClient) => api.post('/admin/users', { email: `u-${Math.random().toString(36).slice(2)}@example.test`, firstName: 'N', lastName: 'U', password: 'long-enough-1' });

/** Reads, exports and writes as the company's administrator: what the license lets through. */
async function access() {
  const api = await admin();
  return {
    read: (await api.get('/admin/users')).status,
    export: (await api.get(EXPORT)).status,
    write: await newUser(api),
  };
}

beforeAll(async () => {
  w = await buildLicenseWorld();
  const res = await activate(w, await licenseFor(w, await exportRequest(w, await admin()), { licenseKeyId: KEY_1 }));
  expect(res.body.license.status).toBe('ACTIVE');
  instanceCode = res.body.license.instanceCode;
});
afterAll(() => w?.close());

describe('hardware', () => {
  it('keeps ACTIVE when only the NIC, the RAM or the hostname changes; a motherboard swap is INVALID everywhere', async () => {
    for (const change of [{ macAddresses: ['00:16:3e:00:00:99'] }, { totalMemoryMb: 65_536 }, { hostname: 'srv-new' }]) {
      w.machine = { ...MACHINE, ...change };
      await refresh(w);
      expect((await status()).status, JSON.stringify(change)).toBe('ACTIVE');
    }
    w.machine = { ...MACHINE, motherboardSerial: 'NEW-BOARD-42' };
    await refresh(w);
    expect(await status()).toMatchObject({ status: 'INVALID', reason: 'HARDWARE_MISMATCH' });
    const a = await access();
    expect([a.read, a.export, a.write.status]).toEqual([403, 403, 403]);
    expect(a.write.body).toMatchObject({ code: 'LICENSE_INVALID', licenseStatus: 'INVALID', reason: 'HARDWARE_MISMATCH' });
    // The company's scheduled jobs do not run either.
    expect(await runProbe(w)).toBe(0);
    w.machine = { ...MACHINE };
    await refresh(w);
    expect((await status()).status).toBe('ACTIVE');
    expect(await runProbe(w)).toBe(1);
  });

  it('gives a grace period to a machine that drifted (NIC and CPU cores), then suspends it', async () => {
    const start = w.t.clock.now().getTime();
    // Weight 4 of 8 lost (MACs 3, cores 1): a score of 0.5 is drift.
    w.machine = { ...MACHINE, macAddresses: ['00:11:22:33:44:55'], cpuCores: 16 };
    await refresh(w);
    const drift = await status();
    expect(drift).toMatchObject({ status: 'GRACE_PERIOD', reason: 'HARDWARE_DRIFT' });
    expect(Date.parse(drift.graceEndsAt)).toBe(start + 14 * DAY);
    expect((await access()).write.status).toBe(201);
    at(start + 14 * DAY);
    expect(await status()).toMatchObject({ status: 'SUSPENDED', reason: 'HARDWARE_DRIFT' });
    expect((await access()).write.body.licenseStatus).toBe('SUSPENDED');
    w.machine = { ...MACHINE };
    await refresh(w);
    expect((await status()).status).toBe('ACTIVE');
  });
});

describe('time', () => {
  it('tolerates a clock set back 1 hour; 3 days back suspends (read-only) until the clock is right', async () => {
    const now = w.t.clock.now().getTime();
    at(now + 2 * HOUR);
    await refresh(w);
    at(now + HOUR);
    expect((await status()).status).toBe('ACTIVE');
    expect((await access()).write.status).toBe(201);
    at(now + 2 * HOUR - 3 * DAY);
    expect(await status()).toMatchObject({ status: 'SUSPENDED', reason: 'CLOCK_ROLLBACK' });
    const a = await access();
    expect([a.read, a.export]).toEqual([200, 200]);
    expect(a.write.body).toMatchObject({ code: 'LICENSE_INVALID', licenseStatus: 'SUSPENDED', reason: 'CLOCK_ROLLBACK' });
    at(now + 2 * HOUR);
    expect((await status()).status).toBe('ACTIVE');
  });

  it('suspends on a tampered state record (both copies) until a fresh license is imported', async () => {
    const sequelize = w.t.server.container.sequelize;
    const [[row]] = (await sequelize.query('SELECT state_record FROM license_installation')) as [{ state_record: string }[], unknown];
    const forged = row.state_record.replace(/"highWaterMark":"\d{4}/, '"highWaterMark":"2020');
    // One broken copy: the other (the DATA_DIR file) is valid and wins.
    await sequelize.query('UPDATE license_installation SET state_record = :forged', { replacements: { forged } });
    await refresh(w);
    expect((await status()).status).toBe('ACTIVE');
    await sequelize.query('UPDATE license_installation SET state_record = :forged', { replacements: { forged } });
    fs.writeFileSync(path.join(w.t.config.dataDir, 'license', 'state.json'), forged);
    await refresh(w);
    expect(await status()).toMatchObject({ status: 'SUSPENDED', reason: 'STATE_TAMPERED' });
    expect((await access()).write.body).toMatchObject({ code: 'LICENSE_INVALID', licenseStatus: 'SUSPENDED' });
    const fresh = await licenseFor(w, await exportRequest(w, await admin()), { instanceCode, licenseKeyId: KEY_2, renewedFromKeyId: KEY_1, sequence: 2 });
    expect((await activate(w, fresh, await admin())).body).toMatchObject({ outcome: 'FIRST_ACTIVATION', license: { status: 'ACTIVE', licenseKeyId: KEY_2 } });
  });

  it('asks for a refresh within maxOfflineDays of issuance: grace with a countdown, then expired (read-only, exports work)', async () => {
    const issued = w.t.clock.now().getTime();
    at(issued + 84 * DAY - 1000);
    expect((await status()).status).toBe('ACTIVE');
    at(issued + 84 * DAY);
    const grace = await status();
    expect(grace).toMatchObject({ status: 'GRACE_PERIOD', reason: 'REFRESH_OVERDUE' });
    expect(grace.graceEndsAt).toBe(new Date(issued + 98 * DAY).toISOString());
    expect((await (await admin()).get('/auth/me')).body.license).toMatchObject({ status: 'GRACE_PERIOD', graceEndsAt: grace.graceEndsAt });
    expect((await access()).write.status).toBe(201);
    expect(await runProbe(w)).toBe(1);
    at(issued + 98 * DAY);
    expect(await status()).toMatchObject({ status: 'EXPIRED', reason: 'REFRESH_OVERDUE' });
    const a = await access();
    expect([a.read, a.export]).toEqual([200, 200]);
    expect(a.write.body).toMatchObject({ code: 'LICENSE_INVALID', licenseStatus: 'EXPIRED' });
    expect(await runProbe(w)).toBe(0);
  });

  it('takes a renewal while expired; past expiresAt grace, then expired at the exact boundary', async () => {
    const now = w.t.clock.now().getTime();
    const renewal = await licenseFor(w, await exportRequest(w, await admin()), {
      instanceCode, licenseKeyId: KEY_3, renewedFromKeyId: KEY_2, sequence: 3, expiresAt: new Date(now + 10 * DAY), gracePeriodDays: 5,
    });
    expect((await activate(w, renewal, await admin())).body).toMatchObject({ outcome: 'RENEWAL', license: { status: 'ACTIVE' } });
    at(now + 10 * DAY - 1000);
    expect((await status()).status).toBe('ACTIVE');
    at(now + 10 * DAY);
    expect(await status()).toMatchObject({ status: 'GRACE_PERIOD', reason: 'EXPIRED', graceEndsAt: new Date(now + 15 * DAY).toISOString() });
    at(now + 15 * DAY - 1000);
    expect((await status()).status).toBe('GRACE_PERIOD');
    at(now + 15 * DAY);
    expect(await status()).toMatchObject({ status: 'EXPIRED', reason: 'EXPIRED' });
    // Once the background refresh has seen that time, a clock set back does not bring the license back.
    await refresh(w);
    at(now + 14 * DAY);
    expect((await status()).status).toBe('EXPIRED');
  });
});

describe('revocation', () => {
  it('installs the vendor’s signed revocation: every tenant endpoint is refused, the license screens still answer', async () => {
    const revocation = await licenseFor(w, await exportRequest(w, await admin()), {
      instanceCode, licenseKeyId: 'a4444444-4444-4444-8444-444444444444', renewedFromKeyId: KEY_3, sequence: 4, status: 'REVOKED',
    });
    const res = await activate(w, revocation, await admin());
    expect(res.status).toBe(200);
    expect(res.body.license).toMatchObject({ status: 'REVOKED', reason: 'REVOKED' });
    const a = await access();
    expect([a.read, a.export, a.write.status]).toEqual([403, 403, 403]);
    expect(a.write.body).toMatchObject({ code: 'LICENSE_INVALID', licenseStatus: 'REVOKED' });
    expect((await (await admin()).get('/auth/me')).body.license).toMatchObject({ status: 'REVOKED' });
    expect((await (await admin()).get('/license/fingerprint')).status).toBe(200);
  });
});
