import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoredDocumentRecord } from '../../../platform/documents/stored-document';
import { asTenant } from '../../../platform/tenancy/context';
import { buildAdmin, buildUser, loginAs } from '../../../test/factories';
import { pdfText } from '../../../test/pdf-text';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { binaryBody } from '../../employees/tests/helpers';
import type { Person } from '../../approvals/tests/world';
import { buildPayrollWorld, cents, type PayrollWorld } from './world';

let t: TestServer;
let w: PayrollWorld;
let awa: Person;
let binta: Person;
let cheikh: Person;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  w = await buildPayrollWorld(t);
  awa = await w.hireWithContract('Aminata', 450000);
  binta = await w.hireWithContract('Binta', 800000);
  // Arrives on 16 February: paid 13 of 28 days.
  cheikh = await w.hireWithContract('Cheikh', 280000, '2026-02-16');
});
afterAll(() => t?.close());

const run = (id: string, action = '') => `/accounting/payroll/${id}${action ? `/${action}` : ''}`;

describe('payroll runs', () => {
  it('creates, computes from the contracts, validates with a balanced journal entry, pays and closes; every refusal on the way', async () => {
    const api = w.payroll;
    const created = await api.post('/accounting/payroll', { year: 2026, month: 2, note: 'Paie de février' }).expect(201);
    expect(created.body).toMatchObject({ status: 'DRAFT', period: '2026-02', country: 'CI', currency: 'XOF', employeeCount: 0, allowedActions: expect.arrayContaining(['compute', 'delete']) });
    const id = created.body.id as string;

    const dup = await api.post('/accounting/payroll', { year: 2026, month: 2 }).expect(409);
    expect(dup.body).toMatchObject({ code: 'DUPLICATE' });
    expect((await api.post('/accounting/payroll', { year: 2026, month: 13 }).expect(400)).body.code).toBe('VALIDATION_FAILED');

    // Nothing computed yet: validate refused, no payslips, no journal.
    expect((await api.post(run(id, 'validate')).expect(422)).body.code).toBe('BUSINESS_RULE');
    expect((await api.post(run(id, 'generate-payslips')).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'DRAFT' });
    expect((await api.get(run(id, 'journal')).expect(409)).body.code).toBe('INVALID_STATE');
    expect((await api.post(run(id, 'pay'), { paymentDate: '2026-02-28' }).expect(409)).body.code).toBe('INVALID_STATE');

    const computed = await api.post(run(id, 'compute')).expect(200);
    expect(computed.body.employeeCount).toBe(3);
    const detail = (await api.get(run(id)).expect(200)).body;
    const byName = (p: Person) => detail.entries.find((e: { employee: { id: string } }) => e.employee.id === p.employeeId);
    expect(byName(awa)).toMatchObject({ baseSalary: '450000.00', proratedBase: '450000.00', daysPresent: 28, daysInPeriod: 28 });
    expect(byName(binta)).toMatchObject({ baseSalary: '800000.00', proratedBase: '800000.00' });
    // 280 000 × 13 / 28 = 130 000.
    expect(byName(cheikh)).toMatchObject({ baseSalary: '280000.00', proratedBase: '130000.00', daysPresent: 13 });
    for (const e of detail.entries) {
      // net = gross − employee contributions − income tax − advances; cost = gross + employer contributions.
      expect(cents([e.adjustedGross]) - cents([e.employeeContributions, e.incomeTax, e.advances])).toBe(cents([e.netPay]));
      expect(cents([e.adjustedGross, e.employerContributions])).toBe(cents([e.employerCost]));
    }
    expect(cents([detail.totals.netPay])).toBe(cents(detail.entries.map((e: { netPay: string }) => e.netPay)));

    // A bonus for Aminata: the run must be computed again before it is validated.
    const put = await api.put(run(id, 'variable-inputs'), { items: [{ employeeId: awa.employeeId, bonuses: [{ label: 'Prime de rendement', amount: '50000' }] }] }).expect(200);
    expect(put.body.run.inputsChangedSinceCompute).toBe(true);
    expect((await api.post(run(id, 'validate')).expect(422)).body.code).toBe('BUSINESS_RULE');
    await api.post(run(id, 'compute')).expect(200);
    const withBonus = (await api.get(run(id)).expect(200)).body.entries.find((e: { employee: { id: string } }) => e.employee.id === awa.employeeId);
    expect(withBonus.adjustedGross).toBe('500000.00');

    const validated = await api.post(run(id, 'validate')).expect(200);
    expect(validated.body).toMatchObject({ status: 'VALIDATED', validatedAt: '2026-03-10T09:00:00.000Z' });
    const totals = validated.body.totals;

    // The journal entry: balanced, exact to the franc, and the ledger holds it.
    const journal = (await api.get(run(id, 'journal')).expect(200)).body;
    expect(journal.entry).toMatchObject({ source: 'PAYROLL', date: '2026-02-28', status: 'POSTED' });
    const debit = cents(journal.lines.map((l: { debit: string }) => l.debit));
    const credit = cents(journal.lines.map((l: { credit: string }) => l.credit));
    expect(debit).toBe(credit);
    expect(debit).toBe(cents([totals.employerCost]));
    const sumOn = (prefix: string, side: 'debit' | 'credit') => cents(journal.lines.filter((l: { accountCode: string }) => l.accountCode.startsWith(prefix)).map((l: Record<string, string>) => l[side]));
    expect(sumOn('422', 'credit')).toBe(cents([totals.netPay]));
    expect(sumOn('661', 'debit')).toBe(cents([totals.adjustedGross]));
    // Employer social charges on 664, employer taxes on salaries on 641 (SYSCOHADA).
    expect(sumOn('664', 'debit')).toBeGreaterThan(0);
    expect(sumOn('664', 'debit') + sumOn('641', 'debit')).toBe(cents([totals.employerContributions]));
    expect(sumOn('447', 'credit')).toBe(cents([totals.incomeTax]));
    const ledgerEntry = (await api.get(`/accounting/journal/${journal.entry.id}`).expect(200)).body;
    expect(ledgerEntry).toMatchObject({ source: 'PAYROLL', status: 'POSTED' });

    // The social declaration of the month now reads the validated run, per social body.
    const declaration = (await api.get('/accounting/social/declaration/auto?period=2026-02').expect(200)).body;
    expect(declaration).toMatchObject({ source: 'PAYROLL', employeeCount: 3, grossPayroll: totals.adjustedGross });
    const cnps = declaration.bodies.find((b: { socialBody: string }) => b.socialBody === 'CNPS');
    expect(cnps).toMatchObject({ employeeCount: 3, grossPayroll: totals.adjustedGross });
    expect(cents(declaration.bodies.map((b: { employerContributions: string }) => b.employerContributions))).toBe(cents([declaration.employerContributions]));
    expect(cents([declaration.employeeContributions])).toBe(cents([totals.employeeContributions]));

    // Out of DRAFT: no delete, no compute, no input edit.
    expect((await api.delete(run(id)).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'VALIDATED' });
    expect((await api.post(run(id, 'compute')).expect(409)).body.code).toBe('INVALID_STATE');
    expect((await api.put(run(id, 'variable-inputs'), { items: [{ employeeId: binta.employeeId, advances: '1000' }] }).expect(409)).body.code).toBe('INVALID_STATE');
    expect((await api.post(run(id, 'close')).expect(409)).body.code).toBe('INVALID_STATE');

    // Payslips: one stored PDF per entry, readable by pdftotext.
    expect((await api.post(run(id, 'generate-payslips')).expect(200)).body.payslipCount).toBe(3);
    const entry = (await api.get(run(id)).expect(200)).body.entries.find((e: { employee: { id: string } }) => e.employee.id === awa.employeeId);
    const pdf = await api.get(run(id, `entries/${entry.id}/payslip`)).buffer(true).parse(binaryBody).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain(awa.name);
    expect(text).toMatch(/Prime de rendement/);

    // Self-service: Aminata sees and downloads her own payslip, nobody else's.
    const mine = await (await awa.api()).get('/accounting/payroll/my-payslips').expect(200);
    expect(mine.body.items).toEqual([expect.objectContaining({ entryId: entry.id, period: '2026-02', netPay: entry.netPay, available: true })]);
    await (await awa.api()).get(`/accounting/payroll/my-payslips/${entry.id}/payslip`).buffer(true).parse(binaryBody).expect(200);
    const other = detail.entries.find((e: { employee: { id: string } }) => e.employee.id === binta.employeeId);
    expect((await (await awa.api()).get(`/accounting/payroll/my-payslips/${other.id}/payslip`).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await (await awa.api()).get(run(id)).expect(403)).body.code).toBe('PERMISSION_DENIED');

    // Paying: not before the month starts; the bank payment clears 422.
    const early = await api.post(run(id, 'pay'), { paymentDate: '2026-01-31' }).expect(422);
    expect(early.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [expect.objectContaining({ path: 'paymentDate' })] });
    const paid = await api.post(run(id, 'pay'), { paymentDate: '2026-03-02' }).expect(200);
    expect(paid.body).toMatchObject({ status: 'PAID', paymentDate: '2026-03-02' });
    const payment = (await api.get(run(id, 'journal')).expect(200)).body.payment;
    expect(payment).toMatchObject({ date: '2026-03-02', amount: totals.netPay });

    const closed = await api.post(run(id, 'close')).expect(200);
    // A closed run's amounts are final; its missing payslips can still be generated.
    expect(closed.body).toMatchObject({ status: 'CLOSED', allowedActions: ['generate-payslips'] });
    for (const action of ['compute', 'validate', 'pay', 'close']) {
      expect((await api.post(run(id, action), { paymentDate: '2026-03-03' }).expect(409)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CLOSED' });
    }
    expect((await api.put(run(id, 'variable-inputs'), { items: [{ employeeId: binta.employeeId, advances: '1000' }] }).expect(409)).body.currentStatus).toBe('CLOSED');
    expect((await api.delete(run(id)).expect(409)).body.currentStatus).toBe('CLOSED');
  });

  it('deletes a DRAFT run with its inputs; other tenants and employees cannot see or touch runs', async () => {
    const api = w.payroll;
    const draft = await api.post('/accounting/payroll', { year: 2026, month: 1 }).expect(201);
    await api.put(run(draft.body.id, 'variable-inputs'), { items: [{ employeeId: binta.employeeId, advances: '10000' }] }).expect(200);
    const stranger = await buildAdmin(t);
    expect((await stranger.api.get(run(draft.body.id)).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await stranger.api.delete(run(draft.body.id)).expect(404)).body.code).toBe('NOT_FOUND');
    expect((await stranger.api.get('/accounting/payroll').expect(200)).body.total).toBe(0);
    const employee = await loginAs(t, await buildUser(t, { tenant: w.org.tenant }));
    expect((await employee.post('/accounting/payroll', { year: 2026, month: 4 }).expect(403)).body.code).toBe('PERMISSION_DENIED');
    await api.delete(run(draft.body.id)).expect(204);
    await api.get(run(draft.body.id)).expect(404);
    // The month is free again.
    await api.post('/accounting/payroll', { year: 2026, month: 1 }).expect(201);
  });

  it('concurrent creations, validations, payslip generations and payments: exactly one wins, on the books too', async () => {
    const api = w.payroll;
    const creations = await Promise.all(Array.from({ length: 20 }, () => api.post('/accounting/payroll', { year: 2025, month: 12 })));
    expect(creations.filter((r) => r.status === 201)).toHaveLength(1);
    expect(creations.filter((r) => r.status === 409 && r.body.code === 'DUPLICATE')).toHaveLength(19);
    const id = creations.find((r) => r.status === 201)!.body.id as string;
    await api.post(run(id, 'compute')).expect(200);
    const validations = await Promise.all(Array.from({ length: 20 }, () => api.post(run(id, 'validate'))));
    expect(validations.filter((r) => r.status === 200)).toHaveLength(1);
    expect(validations.filter((r) => r.status === 409 && r.body.code === 'INVALID_STATE')).toHaveLength(19);
    const entries = await api.get(`/accounting/journal?source=PAYROLL&sourceRef=${id}`).expect(200);
    expect(entries.body.total).toBe(1);

    // Payslips generated by concurrent requests are stored once each (rendering is the costly part: 5 requests).
    const generations = await Promise.all(Array.from({ length: 5 }, () => api.post(run(id, 'generate-payslips'))));
    expect(generations.every((r) => r.status === 200)).toBe(true);
    // December 2025 pays Aminata and Binta (Cheikh arrives in February).
    expect((await api.get(run(id)).expect(200)).body).toMatchObject({ employeeCount: 2, payslipCount: 2 });
    const stored = await asTenant(w.org.tenant.id, () => StoredDocumentRecord.count({ where: { category: 'payroll/payslips', filename: { [Op.like]: 'bulletin-2025-12-%' } } }), { now: t.clock.now });
    expect(stored).toBe(2);

    // Twenty concurrent payments: one bank entry.
    const payments = await Promise.all(Array.from({ length: 20 }, () => api.post(run(id, 'pay'), { paymentDate: '2026-01-05' })));
    expect(payments.filter((r) => r.status === 200)).toHaveLength(1);
    expect(payments.filter((r) => r.status === 409 && r.body.code === 'INVALID_STATE')).toHaveLength(19);
    expect((await api.get(`/accounting/journal?source=BANK&sourceRef=${id}`).expect(200)).body.total).toBe(1);
  });
});
