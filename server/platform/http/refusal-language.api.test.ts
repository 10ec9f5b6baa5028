import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, loginAs, type TestTenant } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

/** Business refusals follow the caller's Accept-Language, like zod's field messages. */
let t: TestServer;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestServer();
  tenant = await buildTenant(t);
});
afterAll(() => t?.close());

describe('refusals in the caller language', () => {
  it('asks a French reader for the company in French, an English one in English', async () => {
    const body = { email: 'someone@example.test', password: 'whatever-1234' };
    const fr = await t.http.post('/auth/login').set('Accept-Language', 'fr-FR,fr;q=0.9').send(body);
    expect(fr.status).toBe(400);
    expect(fr.body).toMatchObject({ code: 'VALIDATION_FAILED', detail: "L'identifiant de l'entreprise est obligatoire", errors: [{ path: 'tenant', message: 'Obligatoire' }] });
    const en = await t.http.post('/auth/login').set('Accept-Language', 'en').send(body);
    expect(en.body).toMatchObject({ detail: 'The tenant is required', errors: [{ path: 'tenant', message: 'Required' }] });
  });

  it('explains a duplicate department in French, naming it', async () => {
    const admin = await buildUser(t, { tenant, roles: ['ORG_ADMIN'] });
    const api = await loginAs(t, admin);
    expect((await api.post('/admin/departments', { name: 'Ventes', code: 'VTE' })).status).toBe(201);
    const again = await api.post('/admin/departments', { name: 'Ventes' }).set('Accept-Language', 'fr');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'DUPLICATE', title: 'Duplicate', detail: 'Un département nommé Ventes existe déjà', errors: [{ path: 'name', message: 'Un département nommé Ventes existe déjà' }] });
    const missing = await api.get('/admin/users/00000000-0000-4000-8000-000000000000').set('Accept-Language', 'fr');
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toBe("L'élément demandé n'existe pas ou ne vous est pas visible");
  });
});
