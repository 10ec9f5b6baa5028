import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildSuppliesWorld, vendor, VALID_IBAN, type SuppliesWorld } from './world';

let t: TestServer;
let w: SuppliesWorld;
let buyer: ApiClient;
let requester: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T08:00:00Z' });
  w = await buildSuppliesWorld(t);
  buyer = await w.buyer.api();
  requester = await w.alice.api();
});
afterAll(() => t?.close());

describe('the vendor register', () => {
  it('registers a vendor with the specification’s defaults and a code suggested from its name', async () => {
    const res = await buyer.post('/supplies/vendors', { name: 'Société Ivoirienne de Bureautique Moderne', email: 'Commandes@SIB.ci', iban: VALID_IBAN.replace(/(.{4})/g, '$1 ').toLowerCase(), bic: 'sgci ciab' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      code: 'SOCIET-IVOIRI-DE',
      name: 'Société Ivoirienne de Bureautique Moderne',
      email: 'commandes@sib.ci',
      iban: VALID_IBAN,
      bic: 'SGCICIAB',
      accountingCode: '401',
      paymentTermsDays: 30,
      active: true,
      phone: null,
      notes: null,
      createdBy: { id: w.buyer.user.id, name: w.buyer.name },
    });
    const explicit = await vendor(buyer, { code: 'cie', accountingCode: '4011', paymentTermsDays: 15 });
    expect(explicit).toMatchObject({ code: 'CIE', accountingCode: '4011', paymentTermsDays: 15 });
    const suggestion = await buyer.get(`/supplies/vendors/code-suggestion?name=${encodeURIComponent('Société Ivoirienne de Bureautique')}`).expect(200);
    expect(suggestion.body).toEqual({ code: 'SOCIET-IVOIRI-DE', taken: true });
  });

  it('refuses an invalid IBAN, RIB key or BIC server-side, and writes nothing', async () => {
    const before = (await buyer.get('/supplies/vendors').expect(200)).body.total;
    const wrongKey = `${VALID_IBAN.slice(0, -2)}${VALID_IBAN.slice(-2) === '00' ? '01' : '00'}`;
    for (const body of [{ iban: 'CI93 1234' }, { iban: wrongKey }, { bic: 'NOTABIC' }, { accountingCode: '601' }, { paymentTermsDays: -1 }, { name: '' }, { email: 'pas-un-email' }]) {
      const res = await buyer.post('/supplies/vendors', { name: 'Refusé', code: 'REFUSE', ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors.map((e: { path: string }) => e.path)).toEqual([Object.keys(body)[0]]);
    }
    expect((await buyer.get('/supplies/vendors').expect(200)).body.total).toBe(before);
  });

  it('keeps codes unique per tenant (409 DUPLICATE), on creation and on change', async () => {
    const a = await vendor(buyer, { code: 'UNIQUE-A' });
    const dup = await buyer.post('/supplies/vendors', { name: 'Autre', code: 'unique-a' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'DUPLICATE', errors: [{ path: 'code' }] });
    const b = await vendor(buyer, { code: 'UNIQUE-B' });
    const clash = await buyer.put(`/supplies/vendors/${b.id}`, { code: 'UNIQUE-A' });
    expect(clash.status).toBe(409);
    expect((await buyer.get(`/supplies/vendors/${b.id}`).expect(200)).body.code).toBe('UNIQUE-B');
    expect((await buyer.get(`/supplies/vendors/${a.id}`).expect(200)).body.code).toBe('UNIQUE-A');
  });

  it('lets exactly one of 20 concurrent creations with one code win', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => buyer.post('/supplies/vendors', { name: `Concurrent ${i}`, code: 'RACE' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(19).fill('DUPLICATE'));
    expect((await buyer.get('/supplies/vendors?q=race').expect(200)).body.total).toBe(1);
  });

  it('changes the fields given and keeps the others; a bad IBAN changes nothing', async () => {
    const v = await vendor(buyer, { email: 'old@example.test', phone: '+225 01 02 03 04 05' });
    const res = await buyer.put(`/supplies/vendors/${v.id}`, { name: 'Nouveau nom', notes: 'Livraison le mardi', paymentTermsDays: 45, iban: VALID_IBAN, bic: 'SGCICIAB' }).expect(200);
    expect(res.body).toMatchObject({ name: 'Nouveau nom', notes: 'Livraison le mardi', paymentTermsDays: 45, email: 'old@example.test', phone: '+225 01 02 03 04 05', iban: VALID_IBAN, active: true });
    expect((await buyer.put(`/supplies/vendors/${v.id}`, { iban: 'FR76 0000', name: 'Pas ça' })).status).toBe(400);
    expect((await buyer.get(`/supplies/vendors/${v.id}`).expect(200)).body).toMatchObject({ name: 'Nouveau nom', iban: VALID_IBAN });
    // Clearing an optional field.
    expect((await buyer.put(`/supplies/vendors/${v.id}`, { phone: '' }).expect(200)).body.phone).toBeNull();
  });

  it('deactivates and activates; each only from the other state; inactive vendors leave the order forms', async () => {
    const v = await vendor(buyer, { name: 'Zèbre Fournitures' });
    expect((await requester.get('/supplies/vendors/active').expect(200)).body.items.map((i: { id: string }) => i.id)).toContain(v.id);
    expect((await buyer.post(`/supplies/vendors/${v.id}/deactivate`).expect(200)).body.active).toBe(false);
    const again = await buyer.post(`/supplies/vendors/${v.id}/deactivate`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'INACTIVE' });
    expect((await requester.get('/supplies/vendors/active').expect(200)).body.items.map((i: { id: string }) => i.id)).not.toContain(v.id);
    const inactive = (await buyer.get('/supplies/vendors?active=false').expect(200)).body;
    expect(inactive.items.map((i: { id: string }) => i.id)).toEqual([v.id]);
    expect((await buyer.get('/supplies/vendors?active=true').expect(200)).body.items.every((i: { active: boolean }) => i.active)).toBe(true);
    expect((await buyer.post(`/supplies/vendors/${v.id}/activate`).expect(200)).body.active).toBe(true);
    expect((await buyer.post(`/supplies/vendors/${v.id}/activate`)).status).toBe(409);
  });

  it('never deletes a vendor: DELETE answers 405 and the vendor stays as it was', async () => {
    const v = await vendor(buyer, { name: 'Indélébile' });
    const before = (await buyer.get(`/supplies/vendors/${v.id}`).expect(200)).body;
    const res = await buyer.delete(`/supplies/vendors/${v.id}`);
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('METHOD_NOT_ALLOWED');
    expect((await buyer.delete('/supplies/vendors')).status).toBe(405);
    const admin = await w.org.admin.api();
    expect((await admin.delete(`/supplies/vendors/${v.id}`)).status).toBe(405);
    expect((await requester.delete(`/supplies/vendors/${v.id}`)).status).toBe(403);
    expect((await buyer.get(`/supplies/vendors/${v.id}`).expect(200)).body).toEqual(before);
  });

  it('pages and searches the register, accents and case ignored', async () => {
    await vendor(buyer, { name: 'Élégance Bureautique', taxId: 'CI-998877' });
    const found = (await buyer.get('/supplies/vendors?q=elegance').expect(200)).body;
    expect(found.items.map((i: { name: string }) => i.name)).toEqual(['Élégance Bureautique']);
    expect((await buyer.get('/supplies/vendors?q=998877').expect(200)).body.total).toBe(1);
    const page = (await buyer.get('/supplies/vendors?pageSize=2&page=2&sort=code').expect(200)).body;
    expect(page).toMatchObject({ page: 2, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    expect(page.total).toBeGreaterThan(4);
    expect((await buyer.get('/supplies/vendors?active=maybe')).status).toBe(400);
  });

  it('splits the rights: supplies.request lists and reads; supplies.manage writes; others are refused', async () => {
    const v = await vendor(buyer);
    expect((await requester.get('/supplies/vendors').expect(200)).body.total).toBeGreaterThan(0);
    await requester.get(`/supplies/vendors/${v.id}`).expect(200);
    for (const res of [
      await requester.post('/supplies/vendors', { name: 'Interdit' }),
      await requester.put(`/supplies/vendors/${v.id}`, { name: 'Interdit' }),
      await requester.post(`/supplies/vendors/${v.id}/deactivate`),
      await requester.get('/supplies/vendors/code-suggestion?name=x'),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    const outsider = await w.outsider.api();
    expect((await outsider.get('/supplies/vendors')).status).toBe(403);
    expect((await outsider.get('/supplies/vendors/active')).status).toBe(403);
    expect((await buyer.get(`/supplies/vendors/${v.id}`).expect(200)).body.name).toBe(v.name);
  });

  it('keeps the history of a vendor in the audit trail', async () => {
    const v = await vendor(buyer, { name: 'Audité' });
    await buyer.put(`/supplies/vendors/${v.id}`, { name: 'Audité SARL' }).expect(200);
    await buyer.post(`/supplies/vendors/${v.id}/deactivate`).expect(200);
    const history = await buyer.get(`/audit/VENDOR/${v.id}?pageSize=50`).expect(200);
    const actions = [...history.body.items].reverse().map((e: { action: string }) => e.action);
    expect(actions).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
  });
});
