import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';
import { cents } from './world';

// The demo tenant pays its last three months through payroll runs and leaves the current one in DRAFT.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
});
afterAll(() => t?.close());

const as = (email: string) => demoClient(t, email);

describe('payroll demo data', () => {
  it('has August to October paid and closed with balanced entries with their payslips, November computed in DRAFT, and no simulated salaries in those months', async () => {
    const accountant = await as('accountant@demo.local');
    const runs = (await accountant.get('/accounting/payroll').expect(200)).body.items;
    expect(runs.map((r: { period: string; status: string }) => `${r.period} ${r.status}`)).toEqual(['2026-11 DRAFT', '2026-10 CLOSED', '2026-09 CLOSED', '2026-08 CLOSED']);
    for (const run of runs) {
      expect(run.employeeCount).toBeGreaterThanOrEqual(14);
      if (run.status === 'DRAFT') {
        expect(run.payslipCount).toBe(0);
        continue;
      }
      expect(run.payslipCount).toBe(run.employeeCount);
      expect(run.allowedActions).toEqual(['generate-payslips']);
      expect(run.paymentDate).toBe(`${run.period}-${run.period.endsWith('09') ? '30' : '31'}`);
      const journal = (await accountant.get(`/accounting/payroll/${run.id}/journal`).expect(200)).body;
      expect(cents(journal.lines.map((l: { debit: string }) => l.debit))).toBe(cents(journal.lines.map((l: { credit: string }) => l.credit)));
      expect(journal.payment.amount).toBe(run.totals.netPay);
    }
    // The accounting demo's simulated salaries stop where the runs start.
    const payrollEntries = (await accountant.get('/accounting/journal?source=PAYROLL&from=2026-08-01&to=2026-11-30&pageSize=100').expect(200)).body.items;
    expect(payrollEntries.map((e: { date: string }) => e.date).sort()).toEqual(['2026-08-31', '2026-09-30', '2026-10-31']);

    // Aminata (employee@demo.local) finds her three payslips and downloads one; nobody else's.
    const aminata = await as('employee@demo.local');
    const mine = (await aminata.get('/accounting/payroll/my-payslips').expect(200)).body.items;
    expect(mine.map((p: { period: string; available: boolean }) => `${p.period} ${p.available}`)).toEqual(['2026-10 true', '2026-09 true', '2026-08 true']);
    const october = mine[0];
    expect(october).toMatchObject({ available: true, runStatus: 'CLOSED' });
    const pdf = await aminata.get(`/accounting/payroll/my-payslips/${october.entryId}/payslip`).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const other = (await accountant.get(`/accounting/payroll/${runs[1].id}/entries?q=EMP-0001`).expect(200)).body.items[0];
    await aminata.get(`/accounting/payroll/my-payslips/${other.id}/payslip`).expect(404);
  });
});
