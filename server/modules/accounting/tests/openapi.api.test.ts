import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { accountingWorld, type AccountingWorld } from './world';

let t: TestServer;
let w: AccountingWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  w = await accountingWorld(t);
});
afterAll(() => t?.close());

describe('accounting in the OpenAPI document', () => {
  it('documents every ledger endpoint with its permission and request schema', async () => {
    const doc = (await t.http.get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { description: string; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } }>> };
    const expected: Array<[string, string, string]> = [
      ['/accounting/chart-of-accounts', 'get', 'accounting.read'],
      ['/accounting/chart-of-accounts', 'post', 'accounting.manage'],
      ['/accounting/chart-of-accounts/autocomplete', 'get', 'accounting.read'],
      ['/accounting/chart-of-accounts/{id}', 'put', 'accounting.manage'],
      ['/accounting/chart-of-accounts/{id}', 'delete', 'accounting.manage'],
      ['/accounting/journal', 'get', 'accounting.read'],
      ['/accounting/journal', 'post', 'accounting.write'],
      ['/accounting/journal/{id}', 'get', 'accounting.read'],
      ['/accounting/journal/{id}', 'put', 'accounting.write'],
      ['/accounting/journal/{id}', 'delete', 'accounting.write'],
      ['/accounting/journal/{id}/post', 'post', 'accounting.validate'],
      ['/accounting/journal/bulk-post', 'post', 'accounting.validate'],
      ['/accounting/journal/{id}/reverse', 'post', 'accounting.validate'],
      ['/accounting/fiscal-periods', 'get', 'accounting.read'],
      ['/accounting/fiscal-periods/{id}/close', 'post', 'accounting.validate'],
      ['/accounting/fiscal-periods/{id}/reopen', 'post', 'accounting.validate'],
      ['/accounting/fiscal/calendar', 'get', 'accounting.config'],
      ['/accounting/config', 'get', 'accounting.read'],
      ['/accounting/config', 'put', 'accounting.manage'],
      ['/accounting/config/bank-accounts', 'get', 'accounting.read'],
      ['/accounting/config/bank-accounts', 'post', 'accounting.manage'],
      ['/accounting/config/bank-accounts/{id}', 'delete', 'accounting.manage'],
    ];
    for (const [path, method, code] of expected) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.description, `${method} ${path}`).toContain(`Permission: ${code}`);
    }
    const create = doc.paths['/accounting/journal'].post.requestBody?.content['application/json'].schema;
    expect(Object.keys(create?.properties ?? {})).toEqual(expect.arrayContaining(['date', 'label', 'lines']));
  });

  it('never answers 500 to garbage on the accounting routes', async () => {
    const doc = (await t.http.get('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const payloads = ['{', '[]', '"x"', 'null', '{"lines":[{"accountCode":null,"debit":{}}],"date":1}', '{"lines":"x","accountCode":[],"iban":5}'];
    for (const [p, ops] of Object.entries(doc.paths).filter(([p]) => p.startsWith('/accounting'))) {
      for (const url of [p.replace(/\{\w+\}/g, 'zzz'), p.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')]) {
        for (const method of Object.keys(ops)) {
          for (const payload of payloads) {
            const res = await (w.admin as unknown as Record<string, (u: string) => import('supertest').Test>)[method](`${url}?year=x&q=%00&source=X&page=-1`)
              .set('Content-Type', 'application/json')
              .send(payload);
            expect(res.status, `${method} ${url} ${payload}`).toBeLessThan(500);
          }
        }
      }
    }
  });
});
