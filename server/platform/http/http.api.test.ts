import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { modules } from '../../modules';
import { Tenant } from '../../modules/tenants/models/tenant';
import { asSystem } from '../tenancy/context';
import { ApiRouter } from './api-router';
import { PUBLIC } from './requirements';
import { listQuery, listOf, envelope, pageOptions } from './list';
import { Problem } from './problem';
import { IdParams } from './validate';
import { sendCsv } from './download';

// A probe module exercising the HTTP layer on real tables.
const Slug = z.object({ slug: z.string() });
const Ok = z.object({ ok: z.boolean() });
const probe = new ApiRouter('probe')
  .post(
    '/probe/tenants',
    {
      summary: 'Create a tenant, optionally failing after the write',
      access: PUBLIC,
      status: 201,
      body: z.object({ slug: z.string().min(2), amount: z.number(), fail: z.boolean().optional() }),
      response: z.object({ id: z.uuid(), slug: z.string() }),
    },
    async ({ body }) => {
      const t = await Tenant.create({ slug: body.slug, companyName: 'Probe', country: 'CI', currency: 'XOF' });
      if (body.fail) throw new Problem('BUSINESS_RULE', 'Asked to fail');
      return { id: t.id, slug: t.slug };
    },
  )
  .get('/probe/tenants', { summary: 'List', access: PUBLIC, query: listQuery(['slug', 'createdAt']), response: listOf(Slug) }, async ({ query }) => {
    const { rows, count } = await Tenant.findAndCountAll(pageOptions(query, [['slug', 'ASC']]));
    return envelope(rows.map((r) => ({ slug: r.slug })), count, query);
  })
  .get('/probe/tenants/{id}', { summary: 'Detail', access: PUBLIC, params: IdParams, response: Slug }, async ({ params }) => {
    const t = await Tenant.findByPk(params.id);
    if (!t) throw new Problem('NOT_FOUND');
    return { slug: t.slug };
  })
  .get('/probe/crash', { summary: 'Bug', access: PUBLIC }, async () => {
    throw new Error('secret internal detail');
  })
  .get('/probe/export', { summary: 'CSV', access: PUBLIC, produces: 'text/csv' }, async ({ res }) => {
    await sendCsv(res, 'export é.csv', ['label', 'amount'], [['=cmd()', '-12.50'], ['@x', '3.00'], ['+1', '-4-4']]);
  })
  .get('/probe/protected', { summary: 'Needs a login', access: { kind: 'authenticated' }, response: Ok }, () => ({ ok: true }));

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ modules: [...modules, { id: 'probe', contributes: { routes: () => probe } }] });
});
afterAll(() => t?.close());

describe('HTTP foundation', () => {
  it('runs on the database of its vitest project', () => {
    expect(t.server.sequelize.getDialect()).toBe(process.env.TEST_DB);
  });

  it('answers /health', async () => {
    const res = await t.http.get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI 3.1 document built from the request schemas, and renders it', async () => {
    const res = await t.http.get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const op = res.body.paths['/probe/tenants'].post;
    expect(op.requestBody.content['application/json'].schema.properties.slug.minLength).toBe(2);
    expect(res.body.paths['/probe/tenants'].get.parameters.map((p: { name: string }) => p.name)).toContain('pageSize');
    const docs = await t.http.get('/api-docs/');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger-ui');
  });

  it('refuses malformed JSON with a problem body', async () => {
    const res = await t.http.post('/probe/tenants').set('Content-Type', 'application/json').send('{"slug": ');
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(res.body.requestId).toBeTruthy();
  });

  it('refuses a 5 MB body with 413', async () => {
    const big = JSON.stringify({ slug: 'x'.repeat(5 * 1024 * 1024), amount: 1 });
    const res = await t.http.post('/probe/tenants').set('Content-Type', 'application/json').send(big);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lists each wrong field', async () => {
    const res = await t.http.post('/probe/tenants').send({ slug: 5, amount: 'many' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual(['amount', 'slug']);
  });

  it('writes the validation messages in French when the caller prefers French, in English otherwise', async () => {
    const fr = await t.http.post('/probe/tenants').set('Accept-Language', 'fr-FR,fr;q=0.9,en;q=0.5').send({ slug: 5, amount: 1 });
    expect(fr.status).toBe(400);
    expect(fr.body.errors).toEqual([{ path: 'slug', message: expect.stringMatching(/^Entrée invalide/) }]);
    for (const header of [undefined, 'en-GB', 'de-DE']) {
      const req = t.http.post('/probe/tenants');
      const res = await (header ? req.set('Accept-Language', header) : req).send({ slug: 5, amount: 1 });
      expect(res.body.errors, header).toEqual([{ path: 'slug', message: expect.stringMatching(/^Invalid input/) }]);
    }
  });

  it('refuses bad list queries and pages with the envelope', async () => {
    for (const q of ['page=0', 'pageSize=500', 'sort=password', 'page=abc']) {
      const res = await t.http.get(`/probe/tenants?${q}`);
      expect(res.status, q).toBe(400);
    }
    await t.http.post('/probe/tenants').send({ slug: 'aa', amount: 1 }).expect(201);
    await t.http.post('/probe/tenants').send({ slug: 'bb', amount: 1 }).expect(201);
    const res = await t.http.get('/probe/tenants?pageSize=1&page=2&sort=-slug');
    expect(res.body).toEqual({ items: [{ slug: 'aa' }], page: 2, pageSize: 1, total: 2 });
  });

  it('rolls the whole request back when it fails after writing', async () => {
    const res = await t.http.post('/probe/tenants').send({ slug: 'rolled-back', amount: 1, fail: true });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BUSINESS_RULE');
    expect(await asSystem(() => Tenant.count({ where: { slug: 'rolled-back' } }))).toBe(0);
  });

  it('answers DUPLICATE for a unique value taken', async () => {
    await t.http.post('/probe/tenants').send({ slug: 'dup', amount: 1 }).expect(201);
    const res = await t.http.post('/probe/tenants').send({ slug: 'dup', amount: 1 });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('DUPLICATE');
  });

  it('answers 404 for unknown routes, unknown ids and malformed ids', async () => {
    expect((await t.http.get('/nowhere')).body.code).toBe('NOT_FOUND');
    expect((await t.http.get('/probe/tenants/not-a-uuid')).status).toBe(404);
    expect((await t.http.get('/probe/tenants/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('hides internal errors behind a 500 problem without details', async () => {
    const res = await t.http.get('/probe/crash');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret');
    expect(res.body.code).toBe('INTERNAL_ERROR');
  });

  it('requires a login where the route says so', async () => {
    const res = await t.http.get('/probe/protected');
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it('streams CSV with formula escaping and an attachment name', async () => {
    const res = await t.http.get('/probe/export');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="export _.csv"; filename\*=UTF-8''export%20%C3%A9.csv/);
    expect(res.text.trim().split('\n')).toEqual(['label,amount', "'=cmd(),-12.50", "'@x,3.00", "'+1,'-4-4"]);
  });

  it('never answers 500 to garbage on any mounted route', async () => {
    const doc = (await t.http.get('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const payloads = ['{', '[]', '"x"', 'null', '{"a":{"b":[1,2,{"c":null}]}}', '\u0000'];
    for (const [p, ops] of Object.entries(doc.paths)) {
      if (p === '/probe/crash') continue;
      const url = p.replace(/\{\w+\}/g, 'zzz');
      for (const method of Object.keys(ops)) {
        for (const payload of payloads) {
          const res = await (t.http as unknown as Record<string, (u: string) => import('supertest').Test>)[method](url).set('Content-Type', 'application/json').send(payload);
          expect(res.status, `${method} ${url} ${payload}`).toBeLessThan(500);
        }
      }
    }
  });
});
