import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTANCE_CODE_PATTERN } from '../../../../shared/license';
import { MACHINE } from '../../../platform/license/test-kit';
import { buildAdmin } from '../../../test/factories';
import { createTestServer } from '../../../test/test-server';
import { inTransaction } from '../../../platform/db/transaction';
import { asSystem } from '../../../platform/tenancy/context';
import { seedLicenseInstances } from '../seed';
import { buildIssuerWorld, declare, identity, ISSUE, requestFile, type IssuerWorld } from './world';

let w: IssuerWorld;
beforeAll(async () => {
  w = await buildIssuerWorld();
});
afterAll(() => w?.t.close());

const base = '/admin-platform/license-instances';

describe('license instances', () => {
  it('declares an instance from a request file: PENDING, a fresh code, the fingerprint fields parsed and stored, audited', async () => {
    const { instance, file } = await declare(w, { companyName: 'Côte Négoce SARL' });
    expect(instance).toMatchObject({
      status: 'PENDING',
      companyName: 'Côte Négoce SARL',
      country: 'CI',
      gracePeriodDays: 14,
      maxOfflineDays: 90,
      activatedAt: null,
      expiresAt: null,
      activeKeyId: null,
      request: { requestHash: file.request.requestHash, appVersion: '1.4.0', createdAt: w.t.clock.now().toISOString() },
    });
    expect(instance.instanceCode).toMatch(INSTANCE_CODE_PATTERN);
    const stored = (await w.admin.get(`${base}/${instance.id}`)).body;
    expect(stored.fingerprint).toMatchObject({
      machineId: MACHINE.machineId,
      motherboardSerial: MACHINE.motherboardSerial,
      macAddresses: MACHINE.macAddresses,
      cpuModel: MACHINE.cpuModel,
      cpuCores: MACHINE.cpuCores,
      totalMemoryMb: MACHINE.totalMemoryMb,
      hostname: MACHINE.hostname,
    });
    expect(stored.fingerprint.fingerprintData).toMatch(/^[0-9a-f]{64}$/);
    expect('requestNonce' in stored).toBe(false);
    const audit = await w.admin.get(`/admin-platform/audit?targetId=${instance.id}`);
    expect(audit.body.items[0]).toMatchObject({ action: 'LICENSE_INSTANCE_DECLARED', targetType: 'LICENSE_INSTANCE', payload: { instanceCode: instance.instanceCode } });

    // The same file twice: one machine, one instance.
    const again = await w.admin.post(`${base}/declare`, { ...identity(), requestFile: file.text });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'DUPLICATE', errors: [{ path: 'requestFile' }] });
  });

  it('refuses malformed request files and bodies with the field named, and changes nothing', async () => {
    const before = (await w.admin.get(base)).body.total;
    const { text } = requestFile(w);
    const tampered = text.replace(/\n([A-Za-z0-9+/])/, (_m, c: string) => `\n${c === 'A' ? 'B' : 'A'}`);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...identity(), requestFile: 'hello' }, 'requestFile'],
      [{ ...identity(), requestFile: tampered }, 'requestFile'],
      [{ ...identity(), requestFile: text.replace('BAOBAB LICENSE REQUEST', 'BAOBAB LICENSE FILE') }, 'requestFile'],
      [{ ...identity(), requestFile: requestFile(w, { instanceCode: 'PLATFORM-ONPREM-ABC123' }).text }, 'requestFile'],
      [{ ...identity({ country: 'FR' }), requestFile: text }, 'country'],
      [{ ...identity({ contactEmail: 'not-an-email' }), requestFile: text }, 'contactEmail'],
      [{ ...identity({ companyName: '' }), requestFile: text }, 'companyName'],
      [{ ...identity() }, 'requestFile'],
    ];
    for (const [body, path] of cases) {
      const res = await w.admin.post(`${base}/declare`, body);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    expect((await w.admin.get(base)).body.total).toBe(before);
  });

  it('creates, reads, updates (with a new request file) and deletes only PENDING instances', async () => {
    const created = await w.operator.post(base, identity({ companyName: 'Dakar Logistique', country: 'SN', phone: null, registryNumber: '' }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ status: 'PENDING', country: 'SN', phone: null, registryNumber: null, fingerprint: {}, request: null });
    const id = created.body.id as string;
    // No machine yet: nothing to issue.
    const early = await w.admin.post(`${base}/${id}/licenses`, ISSUE);
    expect(early.status).toBe(422);
    expect(early.body.code).toBe('BUSINESS_RULE');

    const file = requestFile(w, { fingerprint: { ...MACHINE, hostname: 'srv-dakar' } });
    const updated = await w.admin.put(`${base}/${id}`, identity({ companyName: 'Dakar Logistique SA', country: 'SN', gracePeriodDays: 20, requestFile: file.text }));
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ companyName: 'Dakar Logistique SA', gracePeriodDays: 20, fingerprint: { hostname: 'srv-dakar' }, request: { requestHash: file.request.requestHash } });
    expect(updated.body.instanceCode).toBe(created.body.instanceCode);
    const foreign = await w.admin.put(`${base}/${id}`, identity({ requestFile: requestFile(w, { instanceCode: 'PLATFORM-ONPREM-ZZZ999' }).text }));
    expect(foreign.status).toBe(400);
    expect((await w.admin.get(`${base}/${id}`)).body.companyName).toBe('Dakar Logistique SA');

    expect((await w.admin.delete(`${base}/${id}`)).status).toBe(204);
    expect((await w.admin.get(`${base}/${id}`)).status).toBe(404);
    expect((await w.admin.delete(`${base}/${id}`)).status).toBe(404);

    const { instance } = await declare(w);
    await w.admin.post(`${base}/${instance.id}/licenses`, ISSUE).expect(201);
    const refused = await w.admin.delete(`${base}/${instance.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'ACTIVE' });
    expect((await w.admin.get(`${base}/${instance.id}`)).status).toBe(200);
    const audit = await w.admin.get(`/admin-platform/audit?targetId=${id}`);
    expect(audit.body.items.map((e: { action: string }) => e.action)).toEqual(['LICENSE_INSTANCE_DELETED', 'LICENSE_INSTANCE_UPDATED', 'LICENSE_INSTANCE_CREATED']);
  });

  it('lists with free search (accents and case folded) and a status filter, paged', async () => {
    const { instance } = await declare(w, { companyName: 'Établissements Ouédraogo', country: 'BF', contactName: 'Rasmané Ouédraogo' });
    const search = async (q: string) => (await w.admin.get(`${base}?q=${encodeURIComponent(q)}`)).body;
    expect((await search('ouedraogo')).items.map((i: { id: string }) => i.id)).toEqual([instance.id]);
    expect((await search('ETABLISSEMENTS rasmane')).total).toBe(1);
    expect((await search(instance.instanceCode.slice(-6).toLowerCase())).items[0].id).toBe(instance.id);
    expect((await search('nobody-like-this')).total).toBe(0);
    const pending = (await w.admin.get(`${base}?status=PENDING&pageSize=200`)).body;
    expect(pending.items.every((i: { status: string }) => i.status === 'PENDING')).toBe(true);
    expect(pending.items.some((i: { id: string }) => i.id === instance.id)).toBe(true);
    const active = (await w.admin.get(`${base}?status=ACTIVE&pageSize=200`)).body;
    expect(active.items.every((i: { status: string; activeKeyId: string | null }) => i.status === 'ACTIVE' && i.activeKeyId)).toBe(true);
    const paged = (await w.admin.get(`${base}?pageSize=1&page=2&sort=companyName`)).body;
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
    expect((await w.admin.get(`${base}?status=NOPE`)).status).toBe(400);
    expect((await w.admin.get(`${base}?sort=contactEmail`)).status).toBe(400);
    expect((await w.admin.get(`${base}/not-a-uuid`)).status).toBe(404);
  });

  it('declares one instance from 20 concurrent declarations of one request file', async () => {
    const { text } = requestFile(w);
    const results = await Promise.all(Array.from({ length: 20 }, () => w.admin.post(`${base}/declare`, { ...identity({ companyName: 'Concurrente SA' }), requestFile: text })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.code === 'DUPLICATE')).toHaveLength(19);
    expect((await w.admin.get(`${base}?q=concurrente`)).body.total).toBe(1);
  });

  it('seeds two declared installations for the demo', async () => {
    const server = w.t.server;
    await asSystem(() => inTransaction(server.sequelize, () => seedLicenseInstances()), { app: server.container, now: w.t.clock.now });
    const demo = (await w.admin.get(`${base}?q=${encodeURIComponent('cacao export')}`)).body.items;
    expect(demo).toHaveLength(1);
    expect(demo[0]).toMatchObject({ status: 'PENDING', country: 'CI', fingerprint: { hostname: 'srv-compta-abj' }, request: { appVersion: '1.4.0' } });
    expect((await w.admin.get(`${base}?q=teranga`)).body.items[0].fingerprint.cpuCores).toBe(6);
  });

  it('is the operator space only: tenant users are refused', async () => {
    const { api } = await buildAdmin(w.t);
    for (const res of [await api.get(base), await api.post(`${base}/declare`, { ...identity(), requestFile: requestFile(w).text })]) {
      expect(res.status).toBe(403);
    }
    expect((await w.t.http.get(base)).status).toBe(401);
  });

  it('does not exist in the on-premise profile', async () => {
    const onprem = await createTestServer({ env: { APP_PROFILE: 'onprem' } });
    try {
      const res = await onprem.http.post(`${base}/declare`).send({ ...identity(), requestFile: requestFile(w).text });
      expect(res.status).toBe(404);
      expect((await onprem.http.get(base)).status).toBe(404);
    } finally {
      await onprem.close();
    }
  });
});
