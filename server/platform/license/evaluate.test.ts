import { beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_STATUSES, type FingerprintFields } from '../../../shared/license';
import { evaluateLicense, type EvaluateInput } from './evaluate';
import { createTrustStore } from './trust';
import type { LicenseStateRecord, StateReading } from './state';
import { STATUS_RULES } from './status-rules';
import {
  DAY,
  HOUR,
  INSTANCE,
  MACHINE,
  OTHER_INSTANCE,
  T0,
  at,
  issue,
  licenseInput,
  testPki,
  type TestPki,
} from './test-kit';
import { verifyLicenseFile } from './verify';
import { normalizeSerial } from './x509';

const KEY_ID = licenseInput().licenseKeyId!;
const MINUTE = 60_000;

let pki: TestPki;
let standard: string; // issued T0, expires T0 + 365 d, grace 14 d, refresh by T0 + 84 d
let shortLived: string; // expires T0 + 30 d
beforeAll(async () => {
  pki = await testPki();
  standard = await issue(pki.signer);
  shortLived = await issue(pki.signer, { expiresAt: at(T0, 30 * DAY) });
});

const valid = (changes: Partial<LicenseStateRecord> = {}): StateReading => ({
  kind: 'valid',
  record: {
    highWaterMark: T0.toISOString(),
    currentKeyId: KEY_ID,
    sequence: 1,
    retiredSerials: [],
    driftSince: null,
    ...changes,
  },
});

const evaluate = (input: Partial<EvaluateInput> & { now: Date }) =>
  evaluateLicense({
    license: standard,
    trust: pki.trust,
    state: valid(),
    fingerprint: MACHINE,
    instanceCode: INSTANCE,
    ...input,
  });

const statusOf = async (input: Partial<EvaluateInput> & { now: Date }) => {
  const e = await evaluate(input);
  return e.reason ? `${e.status} ${e.reason}` : e.status;
};

describe('evaluateLicense', () => {
  it('is ACTIVE with the license facts and the state to keep', async () => {
    const e = await evaluate({ now: at(T0, HOUR) });
    expect(e).toMatchObject({
      status: 'ACTIVE',
      instanceCode: INSTANCE,
      licenseKeyId: KEY_ID,
      expiresAt: at(T0, 365 * DAY).toISOString(),
      refreshBy: at(T0, 84 * DAY).toISOString(),
      graceEndsAt: at(T0, 98 * DAY).toISOString(),
      checkedAt: at(T0, HOUR).toISOString(),
      nextState: { highWaterMark: at(T0, HOUR).toISOString(), currentKeyId: KEY_ID, driftSince: null },
    });
    expect(e.reason).toBeUndefined();
    // In the order of the module ids, whatever the order they were issued in.
    expect(e.modules).toEqual([
      { module: 'ACCOUNTING', quotas: {}, options: {} },
      { module: 'HR', quotas: { maxUsers: 25 }, options: {} },
    ]);
  });

  it('is INVALID without a license, or with one it cannot verify', async () => {
    expect(await statusOf({ license: undefined, now: T0 })).toBe('INVALID NO_LICENSE');
    expect(await statusOf({ license: standard.slice(0, 200), now: T0 })).toBe('INVALID MALFORMED');
    const stranger = await testPki();
    expect(await statusOf({ license: await issue(stranger.signer), now: T0 })).toBe('INVALID UNTRUSTED');
  });

  it('walks every expiry and grace boundary at the exact instant', async () => {
    const license = shortLived; // expires T0 + 30 d; grace 14 d
    expect(await statusOf({ license, now: at(T0, 30 * DAY - 1) })).toBe('ACTIVE');
    expect(await statusOf({ license, now: at(T0, 30 * DAY) })).toBe('GRACE_PERIOD EXPIRED');
    expect(await statusOf({ license, now: at(T0, 44 * DAY - 1) })).toBe('GRACE_PERIOD EXPIRED');
    expect(await statusOf({ license, now: at(T0, 44 * DAY) })).toBe('EXPIRED EXPIRED');
    expect((await evaluate({ license, now: at(T0, 30 * DAY) })).graceEndsAt).toBe(
      at(T0, 44 * DAY).toISOString(),
    );
  });

  it('walks every offline-window boundary: refresh by issuedAt + maxOfflineDays (14 × 6 = 84), then grace', async () => {
    expect(await statusOf({ now: at(T0, 84 * DAY - 1) })).toBe('ACTIVE');
    expect(await statusOf({ now: at(T0, 84 * DAY) })).toBe('GRACE_PERIOD REFRESH_OVERDUE');
    expect(await statusOf({ now: at(T0, 98 * DAY - 1) })).toBe('GRACE_PERIOD REFRESH_OVERDUE');
    expect(await statusOf({ now: at(T0, 98 * DAY) })).toBe('EXPIRED REFRESH_OVERDUE');
  });

  it('is not valid before notBefore (beyond the 5-minute tolerance)', async () => {
    const later = await issue(pki.signer, { notBefore: at(T0, 10 * DAY) });
    expect(await statusOf({ license: later, now: at(T0, HOUR) })).toBe('INVALID NOT_YET_VALID');
    expect(await statusOf({ license: later, now: at(T0, 10 * DAY - 4 * MINUTE) })).toBe('ACTIVE');
  });

  describe('time', () => {
    const seen = at(T0, 10 * DAY);
    it('a clock set back 1 hour is fine and checks dates at the high-water mark', async () => {
      const e = await evaluate({ state: valid({ highWaterMark: seen.toISOString() }), now: at(seen, -HOUR) });
      expect(e.status).toBe('ACTIVE');
      expect(e.checkedAt).toBe(seen.toISOString());
      expect(e.nextState?.highWaterMark).toBe(seen.toISOString());
    });

    it('a clock set back 3 days suspends (CLOCK_ROLLBACK) until it is right again', async () => {
      const state = valid({ highWaterMark: seen.toISOString() });
      expect(await statusOf({ state, now: at(seen, -3 * DAY) })).toBe('SUSPENDED CLOCK_ROLLBACK');
      expect(await statusOf({ state, now: at(seen, -48 * HOUR) })).toBe('ACTIVE');
      expect(await statusOf({ state, now: at(seen, 1) })).toBe('ACTIVE');
    });

    it('turning the clock back never extends a license', async () => {
      const state = valid({ highWaterMark: at(T0, 45 * DAY).toISOString() });
      expect(await statusOf({ license: shortLived, state, now: at(T0, 44 * DAY) })).toBe('EXPIRED EXPIRED');
      expect(await statusOf({ license: shortLived, state, now: at(T0, 20 * DAY) })).toBe(
        'SUSPENDED CLOCK_ROLLBACK',
      );
    });

    it('a license issued more than 5 minutes in the future means the clock is behind (CLOCK_BEHIND)', async () => {
      const future = await issue(pki.signer, { issuedAt: at(T0, HOUR) });
      expect(await statusOf({ license: future, now: T0 })).toBe('SUSPENDED CLOCK_BEHIND');
      const soon = await issue(pki.signer, { issuedAt: at(T0, 4 * MINUTE) });
      expect(await statusOf({ license: soon, now: T0 })).toBe('ACTIVE');
    });

    it('a tampered or missing state record suspends (STATE_TAMPERED) and gives no state to keep', async () => {
      const tampered = await evaluate({
        state: { kind: 'tampered', detail: 'the license state record fails its integrity check' },
        now: T0,
      });
      expect(tampered).toMatchObject({ status: 'SUSPENDED', reason: 'STATE_TAMPERED', nextState: undefined });
      expect(tampered.detail).toMatch(/integrity.*import a fresh license/);
      expect(await statusOf({ state: { kind: 'missing' }, now: T0 })).toBe('SUSPENDED STATE_TAMPERED');
    });
  });

  describe('hardware', () => {
    const swap = (changes: Partial<FingerprintFields>) =>
      statusOf({ fingerprint: { ...MACHINE, ...changes }, now: at(T0, DAY) });

    it('a new motherboard or machine id makes the license INVALID (HARDWARE_MISMATCH)', async () => {
      expect(await swap({ motherboardSerial: 'NEW-BOARD-0001' })).toBe('INVALID HARDWARE_MISMATCH');
      expect(await swap({ machineId: 'ffeeddccbbaa99887766554433221100' })).toBe('INVALID HARDWARE_MISMATCH');
    });

    it('RAM, a network card or the hostname alone keep it ACTIVE', async () => {
      expect(await swap({ totalMemoryMb: 65_536 })).toBe('ACTIVE');
      expect(await swap({ macAddresses: ['00:aa:bb:cc:dd:ee'] })).toBe('ACTIVE');
      expect(await swap({ hostname: 'srv-compta-2' })).toBe('ACTIVE');
    });

    it('drift gives the grace period from first seen, then suspends; matching again clears it', async () => {
      const drifted = { ...MACHINE, macAddresses: ['00:aa:bb:cc:dd:ee'], cpuModel: 'AMD EPYC 7313P' };
      const first = await evaluate({ fingerprint: drifted, now: at(T0, DAY) });
      expect(first).toMatchObject({
        status: 'GRACE_PERIOD',
        reason: 'HARDWARE_DRIFT',
        graceEndsAt: at(T0, 15 * DAY).toISOString(),
      });
      expect(first.nextState?.driftSince).toBe(at(T0, DAY).toISOString());
      const state = { kind: 'valid' as const, record: first.nextState! };
      expect(await statusOf({ fingerprint: drifted, state, now: at(T0, 15 * DAY - 1) })).toBe(
        'GRACE_PERIOD HARDWARE_DRIFT',
      );
      expect(await statusOf({ fingerprint: drifted, state, now: at(T0, 15 * DAY) })).toBe(
        'SUSPENDED HARDWARE_DRIFT',
      );
      const back = await evaluate({ fingerprint: MACHINE, state, now: at(T0, 16 * DAY) });
      expect(back).toMatchObject({ status: 'ACTIVE', nextState: { driftSince: null } });
    });

    it('a machine that has mostly changed is SUSPENDED (HARDWARE_CHANGED)', async () => {
      expect(
        await swap({ macAddresses: ['00:aa:bb:cc:dd:ee'], cpuModel: 'AMD EPYC 7313P', cpuCores: 16 }),
      ).toBe('SUSPENDED HARDWARE_CHANGED');
    });
  });

  it('a license for another instance is INVALID (WRONG_INSTANCE)', async () => {
    expect(
      await statusOf({ license: await issue(pki.signer, { instanceCode: OTHER_INSTANCE }), now: T0 }),
    ).toBe('INVALID WRONG_INSTANCE');
  });

  it('a license replaced by a newer one is REVOKED (SUPERSEDED); a signed revocation is REVOKED', async () => {
    const state = valid({ currentKeyId: '5d2f9a1e-7c3b-4e8d-a6f0-1b2c3d4e5f60', sequence: 2 });
    expect(await statusOf({ state, now: T0 })).toBe('REVOKED SUPERSEDED');
    const revocation = await issue(pki.signer, { status: 'REVOKED' });
    expect(await statusOf({ license: revocation, now: T0 })).toBe('REVOKED REVOKED');
  });

  it('a signer retired since the license was verified makes it INVALID, and the state remembers retired serials', async () => {
    const verified = await verifyLicenseFile(standard, pki.trust, { at: T0 });
    if (!verified.ok) throw new Error(verified.detail);
    const serial = normalizeSerial(pki.signer.certificate.serialNumber);
    const license = { payload: verified.payload, signer: verified.signer };
    expect(await statusOf({ license, now: T0 })).toBe('ACTIVE');
    const newerRelease = await createTrustStore(pki.root.certificate.toString('pem'), [serial]);
    const e = await evaluate({ license, trust: newerRelease, now: T0 });
    expect(e).toMatchObject({
      status: 'INVALID',
      reason: 'SIGNING_KEY_RETIRED',
      nextState: { retiredSerials: [serial] },
    });
    // An older release without the retirement: the state's list still refuses the key.
    expect(
      await statusOf({ license: standard, state: { kind: 'valid', record: e.nextState! }, now: T0 }),
    ).toBe('INVALID SIGNING_KEY_RETIRED');
  });

  it('applies the design order: INVALID before REVOKED before SUSPENDED before EXPIRED before GRACE_PERIOD', async () => {
    const order = STATUS_RULES.map((r) => LICENSE_STATUSES.indexOf(r.status));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const otherExpired = await issue(pki.signer, {
      instanceCode: OTHER_INSTANCE,
      expiresAt: at(T0, 30 * DAY),
    });
    expect(await statusOf({ license: otherExpired, now: at(T0, 60 * DAY) })).toBe('INVALID WRONG_INSTANCE');
    const revokedTampered = await issue(pki.signer, { status: 'REVOKED' });
    expect(
      await statusOf({ license: revokedTampered, state: { kind: 'tampered', detail: 'x' }, now: T0 }),
    ).toBe('REVOKED REVOKED');
    expect(
      await statusOf({
        license: shortLived,
        state: { kind: 'tampered', detail: 'x' },
        now: at(T0, 60 * DAY),
      }),
    ).toBe('SUSPENDED STATE_TAMPERED');
  });
});
