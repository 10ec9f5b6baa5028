import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { ModuleDefinition } from '../modules';
import { PUBLIC } from './requirements';
import { ApiRouter } from './api-router';

const Thing = z.object({ id: z.string(), amount: z.string(), at: z.iso.datetime() });

const probe: ModuleDefinition = {
  id: 'response-probe',
  contributes: {
    routes: () =>
      new ApiRouter('probe')
        .get('/probe/good', { summary: 'Good', access: PUBLIC, response: Thing }, () => ({ id: 'a', amount: '1.00', at: new Date('2026-01-02T03:04:05Z') }))
        .get('/probe/wrong-type', { summary: 'Wrong type', access: PUBLIC, response: Thing }, () => ({ id: 'a', amount: 1, at: new Date() }))
        .get('/probe/extra', { summary: 'Extra field', access: PUBLIC, response: z.object({ items: z.array(Thing) }) }, () => ({
          items: [{ id: 'a', amount: '1.00', at: new Date(), secret: 'x' }],
        }))
        .get('/probe/undeclared', { summary: 'No schema', access: PUBLIC }, () => ({ ok: true }))
        .post('/probe/nothing', { summary: 'No content', access: PUBLIC, status: 204 }, () => undefined),
  },
};

describe('responses checked against their declared schema (API tests)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ modules: [probe] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets an answer that matches its schema through, dates serialised', async () => {
    const res = await t.http.get('/probe/good').expect(200);
    expect(res.body).toEqual({ id: 'a', amount: '1.00', at: '2026-01-02T03:04:05.000Z' });
    await t.http.post('/probe/nothing').expect(204);
    expect(t.responseMismatches).toEqual([]);
  });

  it('answers 500 naming the route and the zod issue when a field has the wrong type', async () => {
    const res = await t.http.get('/probe/wrong-type').expect(500);
    expect(res.body).toMatchObject({
      code: 'INTERNAL_ERROR',
      route: 'GET /probe/wrong-type',
      errors: [{ path: 'amount', message: expect.stringMatching(/string/) }],
    });
    expect(res.body.detail).toContain('GET /probe/wrong-type');
    expect(t.responseMismatches.splice(0)).toEqual([{ route: 'GET /probe/wrong-type', errors: res.body.errors }]);
  });

  it('refuses a field the schema does not declare, with its path', async () => {
    const res = await t.http.get('/probe/extra').expect(500);
    expect(res.body.errors).toEqual([{ path: 'items.0.secret', message: 'Not declared in the response schema' }]);
    expect(t.responseMismatches.splice(0)).toHaveLength(1);
  });

  it('refuses a JSON answer from a route that declares no response schema', async () => {
    const res = await t.http.get('/probe/undeclared').expect(500);
    expect(res.body.errors[0].message).toMatch(/declares no response schema/);
    expect(t.responseMismatches.splice(0)).toHaveLength(1);
  });

  it('makes close() fail while a mismatch is left unread', async () => {
    const other = await createTestServer({ modules: [probe] });
    await other.http.get('/probe/wrong-type').expect(500);
    await expect(other.close()).rejects.toThrow(/GET \/probe\/wrong-type: amount/);
  });
});

describe('every route of the app that answers JSON declares its response', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t.close();
  });

  it('has a response schema on each route but downloads, 204s and redirects', () => {
    const routes = t.server.routes;
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes
      .filter((r) => !r.spec.response && !r.spec.produces && r.spec.status !== 204 && r.spec.status !== 302)
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(undeclared).toEqual([]);
  });
});
