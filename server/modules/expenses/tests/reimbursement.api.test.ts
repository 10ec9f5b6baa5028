import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import type { ApiClient } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildExpenseWorld, submitted, type ExpenseWorld, type Person } from './world';

let t: TestServer;
let mails: MailMessage[];

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-20T09:00:00Z' });
  mails = captureMail(t);
});
afterAll(() => t?.close());

interface Line {
  accountCode: string;
  debit: string;
  credit: string;
}

/** Submits, approves (as the manager) and answers the claim. */
async function approved(w: ExpenseWorld, who: Person, fields: Parameters<typeof submitted>[1]) {
  const claim = await submitted(await who.api(), fields);
  await (await w.admin.api()).post(`/accounting/expense-claims/${claim.id}/approve`).expect(200);
  return claim;
}

async function entryOf(api: ApiClient, claimId: string) {
  const claim = (await api.get(`/accounting/expense-claims/${claimId}`).expect(200)).body;
  return (await api.get(`/accounting/journal/${claim.journalEntry.id}`).expect(200)).body as {
    source: string;
    sourceRef: string;
    status: string;
    date: string;
    label: string;
    totalDebit: string;
    totalCredit: string;
    lines: Line[];
  };
}

const sides = (lines: Line[]) => lines.map((l) => [l.accountCode, l.debit, l.credit]);

describe('the reimbursement journal entry (SYSCOHADA tenant)', () => {
  let w: ExpenseWorld;
  let accountant: ApiClient;

  beforeAll(async () => {
    w = await buildExpenseWorld(t, { country: 'CI', currency: 'XOF' });
    accountant = await w.accountant.api();
    await (
      await w.admin.api()
    )
      .post('/accounting/config/bank-accounts', {
        accountCode: '5211',
        title: 'Compte courant',
        bank: 'SGCI',
        iban: 'CI93CI0080111301134291200589',
      })
      .expect(201);
  });

  it('posts a balanced EXPENSE entry dated today: travel 6181 in debit, the default bank account 5211 in credit', async () => {
    const claim = await approved(w, w.alice, {
      category: 'TRAVEL',
      amount: '18500.50',
      description: 'Car Abidjan – Yamoussoukro',
    });
    await accountant
      .post(`/accounting/expense-claims/${claim.id}/mark-reimbursed`, { paymentMode: 'BANK_TRANSFER' })
      .expect(200);
    const entry = await entryOf(accountant, claim.id);
    expect(entry).toMatchObject({
      source: 'EXPENSE',
      sourceRef: claim.id,
      status: 'POSTED',
      date: '2026-03-20',
      totalDebit: '18500.50',
      totalCredit: '18500.50',
    });
    expect(entry.label).toContain(claim.reference);
    expect(sides(entry.lines)).toEqual([
      ['6181', '18500.50', '0.00'],
      ['5211', '0.00', '18500.50'],
    ]);
  });

  it('charges meals to 6384, supplies to 6047, any other category to 638, and cash to 5711', async () => {
    const cases = [
      ['MEAL', '6384'],
      ['SUPPLIES', '6047'],
      ['OTHER', '638'],
      ['Hébergement', '638'],
    ] as const;
    for (const [category, account] of cases) {
      const claim = await approved(w, w.carol, {
        category,
        amount: '7300',
        description: `Frais ${category}`,
      });
      await accountant
        .post(`/accounting/expense-claims/${claim.id}/mark-reimbursed`, {
          paymentMode: 'CASH',
          note: 'Payé à la caisse',
        })
        .expect(200);
      expect(sides((await entryOf(accountant, claim.id)).lines), category).toEqual([
        [account, '7300.00', '0.00'],
        ['5711', '0.00', '7300.00'],
      ]);
    }
    const chart = (await accountant.get('/accounting/chart-of-accounts?q=638&pageSize=200').expect(200)).body
      .items as Array<{ code: string; title: string }>;
    expect(chart.find((a) => a.code === '638')?.title).toBe('Autres charges externes');
  });

  it('shows the entry in the ledger reports: the trial balance stays balanced', async () => {
    const balance = (
      await accountant.get('/accounting/reports/balance?from=2026-03-01&to=2026-03-31').expect(200)
    ).body;
    expect(balance.totals.balanced).toBe(true);
    const travel = balance.accounts.find((a: { accountCode: string }) => a.accountCode === '6181');
    expect(travel.periodDebit).toBe('18500.50');
  });

  it('reimburses a claim once, whatever the number of simultaneous requests: one entry, the others INVALID_STATE', async () => {
    const claim = await approved(w, w.carol, { category: 'TRAVEL', amount: '9900' });
    const journalBefore = (await accountant.get('/accounting/journal?pageSize=1').expect(200)).body.total;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        accountant.post(`/accounting/expense-claims/${claim.id}/mark-reimbursed`, { paymentMode: 'CASH' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.filter((r) => r.status === 409).every((r) => r.body.currentStatus === 'REIMBURSED')).toBe(
      true,
    );
    expect((await accountant.get('/accounting/journal?pageSize=1').expect(200)).body.total).toBe(
      journalBefore + 1,
    );
  });

  it('is refused in a closed period (PERIOD_CLOSED): the claim, the journal and the mailbox are unchanged', async () => {
    const claim = await approved(w, w.alice, { category: 'TRAVEL', amount: '5000' });
    const periods = (await accountant.get('/accounting/fiscal-periods?year=2026').expect(200)).body
      .items as Array<{ id: string; month: number }>;
    const march = periods.find((p) => p.month === 3);
    await accountant.post(`/accounting/fiscal-periods/${march?.id}/close`).expect(200);
    const journalBefore = (await accountant.get('/accounting/journal?pageSize=1').expect(200)).body.total;
    const mailsBefore = mails.length;
    const res = await accountant
      .post(`/accounting/expense-claims/${claim.id}/mark-reimbursed`, { paymentMode: 'CASH' })
      .expect(422);
    expect(res.body.code).toBe('PERIOD_CLOSED');
    expect((await accountant.get(`/accounting/expense-claims/${claim.id}`).expect(200)).body).toMatchObject({
      status: 'MANAGER_APPROVED',
      journalEntry: null,
      reimbursedAt: null,
    });
    expect((await accountant.get('/accounting/journal?pageSize=1').expect(200)).body.total).toBe(
      journalBefore,
    );
    expect(mails.length).toBe(mailsBefore);
    await accountant.post(`/accounting/fiscal-periods/${march?.id}/reopen`).expect(200);
    await accountant
      .post(`/accounting/expense-claims/${claim.id}/mark-reimbursed`, { paymentMode: 'CASH' })
      .expect(200);
  });
});

describe('the reimbursement journal entry (PCG tenant, no bank account registered)', () => {
  it('charges the PCG accounts and credits 512 when the tenant has no bank account', async () => {
    const w = await buildExpenseWorld(t, { country: 'FR', currency: 'EUR' });
    const accountant = await w.accountant.api();
    const claim = await approved(w, w.alice, {
      category: 'TRAVEL',
      amount: '84.30',
      description: 'Train Lyon – Paris',
    });
    expect(claim.currency).toBe('EUR');
    await accountant
      .post(`/accounting/expense-claims/${claim.id}/mark-reimbursed`, { paymentMode: 'BANK_TRANSFER' })
      .expect(200);
    expect(sides((await entryOf(accountant, claim.id)).lines)).toEqual([
      ['6251', '84.30', '0.00'],
      ['512', '0.00', '84.30'],
    ]);
    const meal = await approved(w, w.alice, { category: 'MEAL', amount: '23.90' });
    await accountant
      .post(`/accounting/expense-claims/${meal.id}/mark-reimbursed`, { paymentMode: 'CASH' })
      .expect(200);
    expect(sides((await entryOf(accountant, meal.id)).lines)).toEqual([
      ['6256', '23.90', '0.00'],
      ['530', '0.00', '23.90'],
    ]);
  });
});
