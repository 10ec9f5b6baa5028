import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Test } from 'supertest';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { RECEIPT_MAX_BYTES } from '../../../../shared/expenses';
import { buildExpenseWorld, submit, type ExpenseWorld } from './world';

// Logged-in garbage on every expense-claim endpoint: a problem answer, never a 500.
let t: TestServer;
let w: ExpenseWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  captureMail(t);
  w = await buildExpenseWorld(t);
});
afterAll(() => t?.close());

const PAYLOADS: unknown[] = [
  {},
  [],
  'x',
  null,
  42,
  { reason: ['a'], paymentMode: { x: 1 }, note: 12, amount: 'NaN', expenseDate: 20260101 },
  { reason: 'x'.repeat(5000), note: 'y'.repeat(5000) },
];
const IDS = ['zzz', '00000000-0000-4000-8000-000000000000', "'; DROP TABLE expense_claims; --"];

describe('robustness of the expense-claim endpoints', () => {
  it('answers every malformed request with a problem, never a 500', async () => {
    const admin = await w.admin.api();
    const doc = (await t.http.get('/openapi.json')).body as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    let calls = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.includes('expense-claims')) continue;
      for (const [method] of Object.entries(operations)) {
        for (const id of IDS) {
          const url = `${path.replace(/\{\w+\}/g, encodeURIComponent(id))}?page=-1&sort=password&from=never&status=x&employeeId=1`;
          for (const payload of method === 'get' ? [undefined] : PAYLOADS) {
            const call = (t.http as unknown as Record<string, (p: string) => Test>)[method].bind(t.http);
            const request = call(url).set('Authorization', `Bearer ${admin.accessToken}`);
            const res =
              payload === undefined
                ? await request
                : await request.set('Content-Type', 'application/json').send(JSON.stringify(payload));
            calls++;
            expect(res.status, `${method.toUpperCase()} ${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
            expect(res.status, `${method.toUpperCase()} ${url}`).toBeGreaterThanOrEqual(400);
            expect(res.headers['content-type'] ?? '', `${method} ${url}`).toMatch(/problem\+json/);
          }
        }
      }
    }
    expect(calls).toBeGreaterThan(50);
  });

  it('refuses a receipt over 10 MB (413) and a text far too long (400)', async () => {
    const api = await w.alice.api();
    const big = Buffer.alloc(RECEIPT_MAX_BYTES + 1, 0x20);
    big.write('%PDF-1.4');
    expect((await submit(api, {}, { content: big, filename: 'scan.pdf' })).body.code).toBe(
      'PAYLOAD_TOO_LARGE',
    );
    expect((await submit(api, { description: 'x'.repeat(501) }).expect(400)).body.errors[0].path).toBe(
      'description',
    );
    expect((await submit(api, { amount: '1e400' }).expect(400)).body.errors[0].path).toBe('amount');
    expect((await (await w.alice.api()).get('/accounting/expense-claims/my-claims')).body.total).toBe(0);
  });
});
