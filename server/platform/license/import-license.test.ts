import { beforeAll, describe, expect, it } from 'vitest';
import { importLicenseFile, type ImportInput, type PendingRequest } from './import-license';
import { createRequestFile } from './request-file';
import type { StateReading } from './state';
import {
  DAY,
  HOUR,
  INSTANCE,
  MACHINE,
  OTHER_INSTANCE,
  T0,
  at,
  issue,
  testPki,
  type TestPki,
} from './test-kit';

const FIRST_ID = '0b8e6a7c-1f0e-4d4a-9c1b-2a3b4c5d6e7f';
const SECOND_ID = '5d2f9a1e-7c3b-4e8d-a6f0-1b2c3d4e5f60';
const THIRD_ID = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';

let pki: TestPki;
let pending: PendingRequest;
let first: string;
beforeAll(async () => {
  pki = await testPki();
  const { request } = createRequestFile({
    instanceCode: null,
    currentKeyId: null,
    appVersion: '0.1.0',
    fingerprint: MACHINE,
    now: T0,
  });
  pending = { nonce: request.nonce, requestHash: request.requestHash };
  first = await issue(pki.signer, { licenseKeyId: FIRST_ID, request: pending });
});

const run = (input: Partial<ImportInput>) =>
  importLicenseFile({
    file: first,
    trust: pki.trust,
    state: { kind: 'missing' },
    fingerprint: MACHINE,
    pendingRequests: [pending],
    now: at(T0, HOUR),
    ...input,
  });

async function activatedRecord() {
  const result = await run({});
  if (!result.ok) throw new Error(result.detail);
  return result.nextState;
}
const activated = async (): Promise<StateReading> => ({ kind: 'valid', record: await activatedRecord() });

const renewal = (overrides: Parameters<typeof issue>[1] = {}) =>
  issue(pki.signer, {
    licenseKeyId: SECOND_ID,
    renewedFromKeyId: FIRST_ID,
    sequence: 2,
    issuedAt: at(T0, 60 * DAY),
    expiresAt: at(T0, 400 * DAY),
    request: null,
    ...overrides,
  });

describe('importLicenseFile', () => {
  it('activates a first license that answers a pending request and the instance', async () => {
    const result = await run({});
    expect(result).toMatchObject({
      ok: true,
      kind: 'FIRST_ACTIVATION',
      answeredNonce: pending.nonce,
      evaluation: { status: 'ACTIVE', instanceCode: INSTANCE },
      nextState: {
        currentKeyId: FIRST_ID,
        sequence: 1,
        highWaterMark: at(T0, HOUR).toISOString(),
        driftSince: null,
      },
    });
  });

  it('refuses a first license that answers no pending request (or another one)', async () => {
    expect(await run({ pendingRequests: [] })).toMatchObject({ ok: false, reason: 'NONCE_UNKNOWN' });
    expect(
      await run({ pendingRequests: [{ nonce: pending.nonce, requestHash: 'x'.repeat(43) }] }),
    ).toMatchObject({ ok: false, reason: 'NONCE_UNKNOWN' });
    const unrequested = await issue(pki.signer, { request: null });
    expect(await run({ file: unrequested })).toMatchObject({ ok: false, reason: 'NONCE_UNKNOWN' });
  });

  it('refuses a license for another instance', async () => {
    const other = await issue(pki.signer, { instanceCode: OTHER_INSTANCE, request: pending });
    expect(await run({ file: other, instanceCode: INSTANCE })).toMatchObject({
      ok: false,
      reason: 'WRONG_INSTANCE',
    });
    expect(await run({ file: other, state: await activated(), instanceCode: INSTANCE })).toMatchObject({
      ok: false,
      reason: 'WRONG_INSTANCE',
    });
  });

  it('refuses a license issued more than 5 minutes ahead of the clock (CLOCK_BEHIND)', async () => {
    const future = await issue(pki.signer, { issuedAt: at(T0, 2 * HOUR), request: pending });
    expect(await run({ file: future, now: T0 })).toMatchObject({ ok: false, reason: 'CLOCK_BEHIND' });
  });

  it('refuses a license for another machine or past its grace, changing nothing', async () => {
    const result = await run({ fingerprint: { ...MACHINE, motherboardSerial: 'OTHER' } });
    expect(result).toMatchObject({ ok: false, reason: 'HARDWARE_MISMATCH' });
    const old = await issue(pki.signer, { expiresAt: at(T0, 2 * DAY), request: pending });
    expect(await run({ file: old, now: at(T0, 20 * DAY) })).toMatchObject({ ok: false, reason: 'EXPIRED' });
    const bad = await run({ file: first.replace('A', 'B') });
    expect(bad.ok).toBe(false);
  });

  it('accepts a renewal naming the current key with a higher sequence, without a request', async () => {
    const state = await activated();
    const result = await run({
      file: await renewal(),
      state,
      pendingRequests: [],
      instanceCode: INSTANCE,
      now: at(T0, 61 * DAY),
    });
    expect(result).toMatchObject({
      ok: true,
      kind: 'RENEWAL',
      answeredNonce: null,
      nextState: { currentKeyId: SECOND_ID, sequence: 2 },
    });
  });

  it('refuses a renewal of another key, and a replayed older or same-sequence license', async () => {
    const state = await activated();
    const now = at(T0, 61 * DAY);
    expect(await run({ file: await renewal({ renewedFromKeyId: THIRD_ID }), state, now })).toMatchObject({
      ok: false,
      reason: 'RENEWAL_MISMATCH',
    });
    const renewed = await run({ file: await renewal(), state, now });
    if (!renewed.ok) throw new Error(renewed.detail);
    const after: StateReading = { kind: 'valid', record: renewed.nextState };
    // The first license, replayed after its renewal, is refused.
    expect(await run({ file: first, state: after, now: at(T0, 62 * DAY) })).toMatchObject({
      ok: false,
      reason: 'SUPERSEDED',
    });
    const sameSequence = await issue(pki.signer, {
      licenseKeyId: THIRD_ID,
      renewedFromKeyId: FIRST_ID,
      sequence: 2,
      issuedAt: at(T0, 61 * DAY),
    });
    expect(await run({ file: sameSequence, state: after, now: at(T0, 62 * DAY) })).toMatchObject({
      ok: false,
      reason: 'SUPERSEDED',
    });
  });

  it('accepts the installed license again without changing the chain', async () => {
    const state = await activated();
    const result = await run({ state, now: at(T0, 2 * HOUR) });
    expect(result).toMatchObject({
      ok: true,
      kind: 'ALREADY_INSTALLED',
      nextState: { currentKeyId: FIRST_ID, sequence: 1, highWaterMark: at(T0, 2 * HOUR).toISOString() },
    });
  });

  it('installs a signed revocation as a renewal (the installation becomes REVOKED)', async () => {
    const state = await activated();
    const revocation = await renewal({ status: 'REVOKED' });
    expect(await run({ file: revocation, state, now: at(T0, 61 * DAY) })).toMatchObject({
      ok: true,
      evaluation: { status: 'REVOKED', reason: 'REVOKED' },
    });
  });

  it('after the state record was tampered with, only a fresh license (answering a pending request) is accepted', async () => {
    const tampered: StateReading = {
      kind: 'tampered',
      detail: 'the license state record fails its integrity check',
    };
    expect(
      await run({ file: await renewal(), state: tampered, pendingRequests: [], now: at(T0, 61 * DAY) }),
    ).toMatchObject({ ok: false, reason: 'NONCE_UNKNOWN' });
    const { request } = createRequestFile({
      instanceCode: INSTANCE,
      currentKeyId: FIRST_ID,
      appVersion: '0.1.0',
      fingerprint: MACHINE,
      now: at(T0, 61 * DAY),
    });
    const fresh = await renewal({ request: { nonce: request.nonce, requestHash: request.requestHash } });
    const result = await run({
      file: fresh,
      state: tampered,
      pendingRequests: [request],
      now: at(T0, 61 * DAY),
    });
    expect(result).toMatchObject({
      ok: true,
      kind: 'FIRST_ACTIVATION',
      evaluation: { status: 'ACTIVE' },
      nextState: { currentKeyId: SECOND_ID, sequence: 2 },
    });
  });

  it('refuses an import while the clock is more than 48 hours behind what the installation has seen', async () => {
    const seen: StateReading = {
      kind: 'valid',
      record: { ...(await activatedRecord()), highWaterMark: at(T0, 70 * DAY).toISOString() },
    };
    expect(await run({ file: await renewal(), state: seen, now: at(T0, 61 * DAY) })).toMatchObject({
      ok: false,
      reason: 'CLOCK_ROLLBACK',
    });
  });
});
