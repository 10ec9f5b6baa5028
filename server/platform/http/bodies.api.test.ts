import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../modules';
import { buildAdmin, buildUser, type ApiClient, type TestTenant } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { PUBLIC } from './requirements';
import { ApiRouter } from './api-router';

const calls: unknown[] = [];
const Ok = z.object({ ok: z.boolean() });
const probe = new ApiRouter('probe')
  .post('/probe/action', { summary: 'An action whose fields are all optional', access: PUBLIC, body: z.object({ note: z.string().optional() }), response: Ok }, ({ body }) => {
    calls.push(body);
    return { ok: true };
  })
  .put('/probe/thing', { summary: 'A change', access: PUBLIC, body: z.object({ name: z.string().optional() }), response: Ok }, ({ body }) => {
    calls.push(body);
    return { ok: true };
  });

let t: TestServer;
let api: ApiClient;
let tenant: TestTenant;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-02T09:00:00Z', modules: [...modules, { id: 'probe', contributes: { routes: () => probe } }] });
  ({ api, tenant } = await buildAdmin(t));
});
afterAll(() => t?.close());

describe('request bodies', () => {
  it('answers 415 to a body that is not JSON on a JSON route, and changes nothing', async () => {
    const user = await buildUser(t, { tenant, firstName: 'Kept' });
    for (const [type, body] of [
      ['text/plain', '{"firstName":"Changed"}'],
      ['application/xml', '<user><firstName>Changed</firstName></user>'],
      ['application/x-www-form-urlencoded', 'firstName=Changed'],
    ]) {
      const res = await api.put(`/admin/users/${user.id}`).set('Content-Type', type).send(body);
      expect(res.status, type).toBe(415);
      expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
      expect(res.body).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', accepted: ['application/json'] });
      const patch = await api.patch('/auth/me').set('Content-Type', type).send(body);
      expect(patch.status, type).toBe(415);
      const post = await api.post('/admin/roles').set('Content-Type', type).send(body);
      expect(post.status, type).toBe(415);
    }
    expect((await api.get(`/admin/users/${user.id}`)).body.firstName).toBe('Kept');
  });

  it('answers 415 to a JSON body on an upload route that reads only multipart', async () => {
    const res = await api.post('/accounting/reconciliation/imports/parse', { bankAccountId: 'x' });
    expect(res.status).toBe(415);
    expect(res.body.accepted).toEqual(['multipart/form-data']);
  });

  it('answers 400 to a PUT or PATCH without a body, and to a null body anywhere', async () => {
    const user = await buildUser(t, { tenant });
    const missing = await api.put(`/admin/users/${user.id}`);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ path: '(body)', message: 'Required' }] });
    expect((await api.patch('/auth/me')).status).toBe(400);
    expect((await api.put(`/admin/users/${user.id}`).set('Content-Type', 'application/json').send('null')).status).toBe(400);
    expect((await api.patch('/auth/me').set('Content-Type', 'application/json').send('null')).status).toBe(400);
    expect((await t.http.post('/probe/action').set('Content-Type', 'application/json').send('null')).status).toBe(400);
    expect((await t.http.put('/probe/thing')).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it('still lets a POST action without a body through when its fields are all optional', async () => {
    const res = await t.http.post('/probe/action');
    expect(res.status).toBe(200);
    expect(calls).toEqual([{}]);
  });
});

describe('business dates', () => {
  it('refuses dates before 1900 or after 2200 in every schema, keeps the bounds', async () => {
    const entry = (date: string) => api.post('/accounting/journal', { date, label: 'Dates', lines: [{ accountCode: '601', debit: '10' }, { accountCode: '401', credit: '10' }] });
    for (const date of ['1899-12-31', '0026-03-01', '2201-01-01', '9999-12-31']) {
      const res = await entry(date);
      expect(res.status, date).toBe(400);
      expect(res.body.errors, date).toEqual([{ path: 'date', message: 'Expected a date between 1900-01-01 and 2200-12-31' }]);
    }
    const employee = await api.post('/admin/employees', { firstName: 'Old', lastName: 'Date', hireDate: '0026-01-05' });
    expect(employee.status).toBe(400);
    expect(employee.body.errors.map((e: { path: string }) => e.path)).toEqual(['hireDate']);
    const report = await api.get('/accounting/reports/balance?from=1800-01-01&to=2026-12-31');
    expect(report.status).toBe(400);
    const calendar = await api.get('/booking/bookings/mine?from=1850-01-01T00:00:00Z');
    expect(calendar.status).toBe(400);
    expect(calendar.body.errors.map((e: { path: string }) => e.path)).toEqual(['query.from']);
    expect((await api.get('/accounting/reports/balance?from=1900-01-01&to=2200-12-31')).status).toBe(200);
  });
});
