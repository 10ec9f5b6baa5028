import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicensePayload } from '../../../../shared/license';
import { createTrustStore, importLicenseFile, verifyLicenseFile, type TrustStore } from '../../../platform/license';
import { MACHINE } from '../../../platform/license/test-kit';
import type { MailMessage } from '../../../platform/services';
import { captureMail } from '../../../test/mail';
import { LICENSE_EXPIRY_JOB } from '../services/expiry';
import { LICENSE_MAIL_JOB } from '../services/mail';
import { buildIssuerWorld, declare, ISSUE, type IssuerWorld } from './world';

let w: IssuerWorld;
let mail: MailMessage[];
let trust: TrustStore;
beforeAll(async () => {
  w = await buildIssuerWorld();
  mail = captureMail(w.t);
  trust = await createTrustStore(fs.readFileSync(w.rootPath, 'utf8'));
});
afterAll(() => w?.t.close());

const base = '/admin-platform/license-instances';

describe('issuing licenses', () => {
  it('goes the whole chain: request file → declared → issued → the .lic verifies against the issuer root and activates an installation; a renewal is accepted and the old file refused', async () => {
    const { instance, file } = await declare(w, { contactEmail: 'dsi@chain.test', contactName: 'Awa Diallo' });
    const res = await w.admin.post(`${base}/${instance.id}/licenses`, ISSUE);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const first = res.body;
    expect(first).toMatchObject({
      status: 'ACTIVE',
      sequence: 1,
      renewedFromKeyId: null,
      issuedAt: w.t.clock.now().toISOString(),
      expiresAt: '2027-03-09T23:59:59.999Z',
      issuedByOperatorId: w.adminId,
      gracePeriodDays: 10,
      maxOfflineDays: 60,
    });
    expect(first.modules).toEqual([
      { module: 'ACCOUNTING', quotas: {}, options: {} },
      { module: 'HR', quotas: { maxUsers: 25 }, options: {} },
      { module: 'LEAVE', quotas: {}, options: { carryOver: true } },
    ]);
    expect(first.licValue).toMatch(/^-----BEGIN BAOBAB LICENSE FILE-----/);
    const payload = LicensePayload.parse(JSON.parse(first.payloadJson));
    expect(payload).toMatchObject({ licenseKeyId: first.id, instanceCode: instance.instanceCode, requestNonce: file.request.nonce, requestHash: file.request.requestHash });

    const verified = await verifyLicenseFile(first.licValue, trust, { at: w.t.clock.now() });
    expect(verified.ok && verified.payload).toEqual(payload);
    const activation = await importLicenseFile({
      file: first.licValue,
      trust,
      state: { kind: 'missing' },
      fingerprint: MACHINE,
      pendingRequests: [{ nonce: file.request.nonce, requestHash: file.request.requestHash }],
      now: w.t.clock.now(),
    });
    expect(activation.ok && [activation.kind, activation.evaluation.status]).toEqual(['FIRST_ACTIVATION', 'ACTIVE']);

    const detail = (await w.admin.get(`${base}/${instance.id}`)).body;
    expect(detail).toMatchObject({ status: 'ACTIVE', activatedAt: first.issuedAt, expiresAt: first.expiresAt, gracePeriodDays: 10, maxOfflineDays: 60, activeKeyId: first.id });

    // The mail: to the contact, the .lic attached (the mailer sends attachments in base64).
    const sent = mail.filter((m) => m.to === 'dsi@chain.test');
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain(instance.instanceCode);
    expect(sent[0].text).toContain('Awa Diallo');
    expect(sent[0].attachments).toEqual([{ filename: `${instance.instanceCode}-1.lic`, content: first.licValue, contentType: 'application/octet-stream' }]);
    // Once only: the mail job's later runs leave a mailed key alone.
    expect(await w.t.server.container.services.jobs.runNow(LICENSE_MAIL_JOB)).toBe(true);
    expect(mail.filter((m) => m.to === 'dsi@chain.test')).toHaveLength(1);
    expect((await w.admin.get(`${base}/${instance.id}/licenses`)).body[0].mailedAt).toBe(w.t.clock.now().toISOString());

    const download = await w.admin.get(`${base}/${instance.id}/licenses/${first.id}/download`);
    expect(download.status).toBe(200);
    expect(download.headers['content-disposition']).toContain(`${instance.instanceCode}-1.lic`);
    expect(Buffer.from(download.body as Buffer).toString('utf8')).toBe(first.licValue);

    // Renewal with no grace given: the instance's grace is kept.
    const renewal = await w.admin.post(`${base}/${instance.id}/licenses`, { expiresAt: '2028-03-09T00:00:00Z', modules: [{ module: 'ACCOUNTING' }] });
    expect(renewal.status, JSON.stringify(renewal.body)).toBe(201);
    expect(renewal.body).toMatchObject({ sequence: 2, renewedFromKeyId: first.id, status: 'ACTIVE', gracePeriodDays: 10, expiresAt: '2028-03-09T00:00:00.000Z' });
    const chain = (await w.admin.get(`${base}/${instance.id}/licenses`)).body;
    expect(chain.map((k: { id: string; status: string; renewedFromKeyId: string | null }) => [k.id, k.status, k.renewedFromKeyId])).toEqual([
      [renewal.body.id, 'ACTIVE', first.id],
      [first.id, 'RENEWED', null],
    ]);
    expect(chain[0]).not.toHaveProperty('licValue');
    if (!activation.ok) throw new Error('activation refused');
    const state = { kind: 'valid' as const, record: activation.nextState };
    const renewed = await importLicenseFile({ file: renewal.body.licValue, trust, state, fingerprint: MACHINE, instanceCode: instance.instanceCode, pendingRequests: [], now: w.t.clock.now() });
    expect(renewed.ok && renewed.kind).toBe('RENEWAL');
    if (!renewed.ok) throw new Error('renewal refused');
    const replay = await importLicenseFile({ file: first.licValue, trust, state: { kind: 'valid', record: renewed.nextState }, fingerprint: MACHINE, instanceCode: instance.instanceCode, pendingRequests: [], now: w.t.clock.now() });
    expect(replay.ok ? replay.kind : replay.reason).toBe('SUPERSEDED');
    const one = await w.admin.get(`${base}/${instance.id}/licenses/${first.id}`);
    expect(one.body).toMatchObject({ id: first.id, status: 'RENEWED', licValue: first.licValue });
    expect((await w.admin.get(`${base}/${instance.id}/licenses/${instance.id}`)).status).toBe(404);
    const audit = (await w.admin.get(`/admin-platform/audit?targetId=${instance.id}`)).body.items;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['LICENSE_ISSUED', 'LICENSE_ISSUED', 'LICENSE_INSTANCE_DECLARED']);
    expect(audit[0]).toMatchObject({ operatorId: w.adminId, payload: { keyId: renewal.body.id, sequence: 2, renewedFromKeyId: first.id } });
  });

  it('refuses bad issuance bodies and changes nothing', async () => {
    const { instance } = await declare(w);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ISSUE, expiresAt: '2026-01-01' }, 'expiresAt'],
      [{ ...ISSUE, expiresAt: 'tomorrow' }, 'expiresAt'],
      [{ ...ISSUE, modules: [] }, 'modules'],
      [{ ...ISSUE, modules: [{ module: 'HR' }, { module: 'HR' }] }, 'modules'],
      [{ ...ISSUE, modules: [{ module: 'PLATFORM' }] }, 'modules.0.module'],
      [{ ...ISSUE, modules: [{ module: 'HR', quotas: { maxUsers: -1 } }] }, 'modules.0.quotas.maxUsers'],
      [{ ...ISSUE, gracePeriodDays: 0 }, 'gracePeriodDays'],
    ];
    for (const [body, path] of cases) {
      const res = await w.admin.post(`${base}/${instance.id}/licenses`, body);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    // Longer than the signing certificate lives: the issuer refuses what installations would refuse.
    const tooLong = await w.admin.post(`${base}/${instance.id}/licenses`, { ...ISSUE, expiresAt: '2040-01-01', gracePeriodDays: 365 });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail).toMatch(/signing certificate ends/);
    expect((await w.admin.post(`${base}/00000000-0000-4000-8000-000000000000/licenses`, ISSUE)).status).toBe(404);
    expect((await w.admin.get(`${base}/${instance.id}/licenses`)).body).toEqual([]);
    expect((await w.admin.get(`${base}/${instance.id}`)).body.status).toBe('PENDING');
  });

  it('suspends, reactivates and revokes with the specification refusals, each audited with its reason', async () => {
    const { instance } = await declare(w);
    const path = (action: string) => `${base}/${instance.id}/${action}`;
    const refusal = async (action: string, status: string) => {
      const res = await w.admin.post(path(action), {});
      expect(res.status, `${action} from ${status}`).toBe(409);
      expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: status });
    };
    await refusal('suspend', 'PENDING');
    await refusal('reactivate', 'PENDING');
    const key = (await w.admin.post(`${base}/${instance.id}/licenses`, ISSUE).expect(201)).body;
    await refusal('reactivate', 'ACTIVE');
    const suspended = await w.admin.post(path('suspend'), { reason: 'Impayé' });
    expect(suspended.body).toMatchObject({ status: 'SUSPENDED', statusReason: 'Impayé', activeKeyId: key.id });
    await refusal('suspend', 'SUSPENDED');
    const notWhileSuspended = await w.admin.post(`${base}/${instance.id}/licenses`, ISSUE);
    expect(notWhileSuspended.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'SUSPENDED' });
    expect((await w.admin.post(path('reactivate'))).body).toMatchObject({ status: 'ACTIVE', statusReason: null });
    const revoked = await w.admin.post(path('revoke'), { reason: 'Contrat résilié' });
    expect(revoked.body).toMatchObject({ status: 'REVOKED', statusReason: 'Contrat résilié', activeKeyId: null });
    expect((await w.admin.get(`${base}/${instance.id}/licenses`)).body.map((k: { status: string }) => k.status)).toEqual(['REVOKED']);
    for (const action of ['suspend', 'reactivate', 'revoke']) await refusal(action, 'REVOKED');
    const afterRevoke = await w.admin.post(`${base}/${instance.id}/licenses`, ISSUE);
    expect(afterRevoke.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'REVOKED' });
    expect((await w.admin.put(`${base}/${instance.id}`, { companyName: 'X', contactName: 'Y', contactEmail: 'y@x.test', country: 'CI' })).status).toBe(409);
    expect((await w.admin.delete(`${base}/${instance.id}`)).status).toBe(409);

    const audit = (await w.admin.get(`/admin-platform/audit?targetType=LICENSE_INSTANCE&targetId=${instance.id}`)).body.items;
    const lifecycle = audit.filter((e: { action: string }) => /^LICENSE_(SUSPENDED|REACTIVATED|REVOKED)$/.test(e.action));
    expect(lifecycle.map((e: { action: string }) => e.action)).toEqual(['LICENSE_REVOKED', 'LICENSE_REACTIVATED', 'LICENSE_SUSPENDED']);
    for (const e of lifecycle) expect(e).toMatchObject({ operatorId: w.adminId, targetType: 'LICENSE_INSTANCE', targetId: instance.id, ipAddress: expect.any(String) });
    expect(lifecycle[0].payload).toMatchObject({ from: 'ACTIVE', reason: 'Contrat résilié', revokedKeyId: key.id });
    expect(lifecycle[2].payload).toMatchObject({ from: 'ACTIVE', reason: 'Impayé' });

    // A PENDING instance may be revoked too (any non-revoked).
    const other = await declare(w);
    expect((await w.admin.post(`${base}/${other.instance.id}/revoke`)).body).toMatchObject({ status: 'REVOKED', statusReason: null });
  });

  it('moves an instance past its expiry to GRACE_PERIOD for its grace days, then EXPIRED with its key; a new license makes it ACTIVE again', async () => {
    const { instance } = await declare(w);
    const issued = (await w.admin.post(`${base}/${instance.id}/licenses`, { ...ISSUE, expiresAt: '2026-06-30', gracePeriodDays: 10 }).expect(201)).body;
    const run = (at: string) => w.t.server.container.services.jobs.runNow(LICENSE_EXPIRY_JOB, new Date(at));
    const status = async () => (await w.admin.get(`${base}/${instance.id}`)).body.status;
    expect(await run('2026-06-30T23:59:59.999Z')).toBe(true);
    expect(await status()).toBe('ACTIVE');
    await run('2026-07-01T00:00:00.000Z');
    expect(await status()).toBe('GRACE_PERIOD');
    await run('2026-07-10T23:59:59.998Z');
    expect(await status()).toBe('GRACE_PERIOD');
    await run('2026-07-10T23:59:59.999Z');
    expect(await status()).toBe('EXPIRED');
    const keys = (await w.admin.get(`${base}/${instance.id}/licenses`)).body;
    expect(keys.map((k: { status: string }) => k.status)).toEqual(['EXPIRED']);
    const audit = (await w.admin.get(`/admin-platform/audit?targetId=${instance.id}`)).body.items;
    expect(audit.slice(0, 2).map((e: { action: string; operatorId: string | null }) => [e.action, e.operatorId])).toEqual([
      ['LICENSE_EXPIRED', null],
      ['LICENSE_GRACE_PERIOD', null],
    ]);
    expect((await w.admin.post(`${base}/${instance.id}/suspend`)).body.currentStatus).toBe('EXPIRED');
    const renewed = await w.admin.post(`${base}/${instance.id}/licenses`, ISSUE);
    expect(renewed.body).toMatchObject({ status: 'ACTIVE', sequence: 2, renewedFromKeyId: issued.id });
    expect(await status()).toBe('ACTIVE');
    expect((await w.admin.get(`${base}/${instance.id}/licenses`)).body.map((k: { status: string }) => k.status)).toEqual(['ACTIVE', 'EXPIRED']);
  });

  it('keeps exactly one ACTIVE key under 20 concurrent issuances, each renewing the one before; one of 20 concurrent suspensions, reactivations, revocations wins', async () => {
    const { instance } = await declare(w);
    const results = await Promise.all(Array.from({ length: 20 }, () => w.admin.post(`${base}/${instance.id}/licenses`, ISSUE)));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409), JSON.stringify(results.filter((r) => r.status !== 201).map((r) => r.body))).toBe(true);
    const chain = (await w.admin.get(`${base}/${instance.id}/licenses`)).body as { id: string; sequence: number; status: string; renewedFromKeyId: string | null }[];
    expect(chain).toHaveLength(statuses.filter((s) => s === 201).length);
    expect(chain.filter((k) => k.status === 'ACTIVE')).toHaveLength(1);
    expect(chain[0].status).toBe('ACTIVE');
    expect(chain.map((k) => k.sequence)).toEqual(chain.map((_k, i) => chain.length - i));
    chain.forEach((k, i) => expect(k.renewedFromKeyId).toBe(chain[i + 1]?.id ?? null));
    expect((await w.admin.get(`${base}/${instance.id}`)).body.activeKeyId).toBe(chain[0].id);
    // Each key mailed once at most, the ACTIVE one surely (a busy run leaves it to the next).
    await w.t.server.container.services.jobs.runNow(LICENSE_MAIL_JOB);
    const contact = (await w.admin.get(`${base}/${instance.id}`)).body.contactEmail;
    const files = mail.filter((m) => m.to === contact).map((m) => m.attachments?.[0].filename);
    expect(new Set(files).size).toBe(files.length);
    expect(files).toContain(`${instance.instanceCode}-${chain[0].sequence}.lic`);

    const times = (action: string) => Promise.all(Array.from({ length: 20 }, () => w.admin.post(`${base}/${instance.id}/${action}`, { reason: action })));
    for (const action of ['suspend', 'reactivate']) {
      const results = await times(action);
      expect(results.filter((r) => r.status === 200), action).toHaveLength(1);
      expect(results.filter((r) => r.status === 409 && r.body.code === 'INVALID_STATE'), action).toHaveLength(19);
    }
    const revocations = await Promise.all(Array.from({ length: 20 }, () => w.admin.post(`${base}/${instance.id}/revoke`, { reason: 'x' })));
    expect(revocations.filter((r) => r.status === 200)).toHaveLength(1);
    expect(revocations.filter((r) => r.status === 409)).toHaveLength(19);
  });
});
