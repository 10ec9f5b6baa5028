import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo tenant shows expense claims in every state, their receipts and their journal entries.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
});
afterAll(() => t?.close());

const as = (email: string) => demoClient(t, email);

interface Claim {
  id: string;
  reference: string;
  status: string;
  employee: { name: string };
  receipt: unknown;
  journalEntry: { id: string } | null;
  allowedActions: string[];
}

describe('expense claims demo data', () => {
  it('gives the accountant a dozen claims in every state, the reimbursed ones with a posted EXPENSE entry', async () => {
    const accountant = await as('accountant@demo.local');
    const claims = (await accountant.get('/accounting/expense-claims?pageSize=200').expect(200)).body
      .items as Claim[];
    expect(claims).toHaveLength(12);
    expect(new Set(claims.map((c) => c.status))).toEqual(
      new Set(['SUBMITTED', 'MANAGER_APPROVED', 'PENDING_PAYMENT', 'REIMBURSED', 'REJECTED']),
    );
    expect(claims.filter((c) => c.receipt !== null).length).toBeGreaterThanOrEqual(6);
    const reimbursed = claims.filter((c) => c.status === 'REIMBURSED');
    expect(reimbursed).toHaveLength(3);
    for (const claim of reimbursed) {
      const entry = (await accountant.get(`/accounting/journal/${claim.journalEntry?.id}`).expect(200)).body;
      expect(entry).toMatchObject({ source: 'EXPENSE', status: 'POSTED' });
      expect(entry.totalDebit).toBe(entry.totalCredit);
    }
    expect((await accountant.get('/accounting/dashboard').expect(200)).body.pendingExpenseClaims).toBe(8);
  });

  it('gives the manager the sales team’s claims to approve and the employee their own', async () => {
    const team = (
      await (await as('manager@demo.local')).get('/accounting/expense-claims?status=SUBMITTED').expect(200)
    ).body.items as Claim[];
    expect(team.length).toBeGreaterThanOrEqual(3);
    expect(team.every((c) => c.allowedActions.includes('approve'))).toBe(true);
    const mine = (
      await (await as('employee@demo.local')).get('/accounting/expense-claims/my-claims').expect(200)
    ).body.items as Claim[];
    expect(mine.map((c) => c.status).sort()).toEqual(['MANAGER_APPROVED', 'REIMBURSED', 'SUBMITTED']);
  });
});
