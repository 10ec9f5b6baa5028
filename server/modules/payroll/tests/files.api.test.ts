import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginAs } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
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
  cheikh = await w.hireWithContract('Cheikh', 280000);
});
afterAll(() => t?.close());

const IBAN = 'CI93CI0080111301134291200589';
const run = (id: string, action = '') => `/accounting/payroll/${id}${action ? `/${action}` : ''}`;

async function computedRun(month: number): Promise<string> {
  const created = await w.payroll.post('/accounting/payroll', { year: 2026, month }).expect(201);
  await w.payroll.post(run(created.body.id, 'compute')).expect(200);
  return created.body.id as string;
}

async function pensionLine(runId: string, person: Person) {
  const entries = (await w.payroll.get(run(runId, 'entries')).expect(200)).body.items;
  const entry = entries.find((e: { employee: { id: string } }) => e.employee.id === person.employeeId);
  const detail = (await w.payroll.get(run(runId, `entries/${entry.id}`)).expect(200)).body;
  return detail.contributions.find((c: { code: string }) => c.code === 'CNPS_RET');
}

describe('payroll profiles, rule overrides and transfer files', () => {
  it('keeps each employee’s payroll profile; refuses bad values, unknown employees and callers without the permission', async () => {
    const api = w.payroll;
    expect((await api.get(`/accounting/payroll-profiles/${binta.employeeId}`).expect(200)).body).toMatchObject({ category: 'NON_CADRE', familyParts: '1', updatedAt: null });
    const saved = await api.put(`/accounting/payroll-profiles/${binta.employeeId}`, { category: 'CADRE', familyParts: '2.5' }).expect(200);
    expect(saved.body).toMatchObject({ category: 'CADRE', familyParts: '2.5', employee: { id: binta.employeeId } });
    expect((await api.put(`/accounting/payroll-profiles/${binta.employeeId}`, { category: 'BOSS' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await api.put('/accounting/payroll-profiles/00000000-0000-4000-8000-000000000000', {}).expect(404)).body.code).toBe('NOT_FOUND');
    const employee = await loginAs(t, await buildUser(t, { tenant: w.org.tenant }));
    expect((await employee.put(`/accounting/payroll-profiles/${binta.employeeId}`, { category: 'NON_CADRE' }).expect(403)).body.code).toBe('PERMISSION_DENIED');
    const list = (await api.get('/accounting/payroll-profiles?q=Binta').expect(200)).body;
    expect(list.items).toEqual([expect.objectContaining({ category: 'CADRE', familyParts: '2.5' })]);
  });

  it('applies a rate override from its month on, leaves earlier months as they were, and refuses overrides that cannot apply', async () => {
    const api = w.payroll;
    const override = await api.post('/accounting/payroll-rules/CI/overrides', { target: 'RULE', code: 'CNPS_RET_EE', effectiveFrom: '2026-02-01', rate: '7', note: 'Test de taux' }).expect(201);
    expect(override.body).toMatchObject({ country: 'CI', target: 'RULE', code: 'CNPS_RET_EE', effectiveFrom: '2026-02-01' });
    expect((await api.post('/accounting/payroll-rules/CI/overrides', { target: 'RULE', code: 'CNPS_RET_EE', effectiveFrom: '2026-02-01', rate: '8' }).expect(409)).body.code).toBe('DUPLICATE');
    expect((await api.post('/accounting/payroll-rules/CI/overrides', { target: 'RULE', code: 'NO_SUCH_RULE', effectiveFrom: '2026-02-01', rate: '1' }).expect(422)).body.code).toBe('BUSINESS_RULE');
    expect((await api.post('/accounting/payroll-rules/CI/overrides', { target: 'RULE', code: 'CNPS_RET_EE', effectiveFrom: '2026-02-15', rate: '1' }).expect(400)).body.code).toBe('VALIDATION_FAILED');

    const january = await computedRun(1);
    const february = await computedRun(2);
    // 450 000 × 6.3 % = 28 350 in January; 450 000 × 7 % = 31 500 from February.
    expect(await pensionLine(january, awa)).toMatchObject({ employeeAmount: '28350.00' });
    expect(await pensionLine(february, awa)).toMatchObject({ employeeAmount: '31500.00' });
    const ruleIn = async (period: string) => (await api.get(`/accounting/payroll-rules/CI?period=${period}`).expect(200)).body.inForce.rules.find((r: { code: string }) => r.code === 'CNPS_RET_EE');
    expect(await ruleIn('2026-01')).toMatchObject({ rate: '6.3', overridden: false });
    expect(await ruleIn('2026-02')).toMatchObject({ rate: '7', overridden: true });

    // Once February is validated, its rules are frozen: no override up to it, no removal of the one it used.
    await api.post(run(february, 'validate')).expect(200);
    const late = await api.post('/accounting/payroll-rules/CI/overrides', { target: 'RULE', code: 'CNPS_RET_EE', effectiveFrom: '2026-01-01', rate: '5' }).expect(422);
    expect(late.body).toMatchObject({ code: 'BUSINESS_RULE', errors: [expect.objectContaining({ path: 'effectiveFrom' })] });
    expect((await api.delete(`/accounting/payroll-rules/CI/overrides/${override.body.id}`).expect(422)).body.code).toBe('BUSINESS_RULE');
    await api.get(`/accounting/payroll-rules/CI/overrides/${override.body.id}`).expect(200);
    // Twenty concurrent saves of the same override: one is saved.
    const saves = await Promise.all(Array.from({ length: 20 }, () => api.post('/accounting/payroll-rules/CI/overrides', { target: 'CONSTANT', constant: 'SMIG', effectiveFrom: '2026-06-01', value: '80000' })));
    expect(saves.filter((r) => r.status === 201)).toHaveLength(1);
    expect(saves.filter((r) => r.status === 409 && r.body.code === 'DUPLICATE')).toHaveLength(19);
    const later = saves.find((r) => r.status === 201)!;
    await api.delete(`/accounting/payroll-rules/CI/overrides/${later.body.id}`).expect(204);
    expect((await api.get('/accounting/payroll-rules/CI?period=2026-06').expect(200)).body.overrides.map((o: { code: string }) => o.code)).toEqual(['CNPS_RET_EE']);
  });

  it('writes the CSV transfer file out of DRAFT only, lists employees without a valid IBAN as errors, refuses SEPA for XOF', async () => {
    const api = w.payroll;
    const march = await computedRun(3);
    expect((await api.get(run(march, 'transfer-file/csv')).expect(409)).body.code).toBe('INVALID_STATE');
    await api.post(run(march, 'validate')).expect(200);
    const missing = await api.get(run(march, 'transfer-file/csv')).expect(422);
    expect(missing.body.code).toBe('BUSINESS_RULE');
    expect(missing.body.employees.map((e: { employeeId: string }) => e.employeeId).sort()).toEqual([awa.employeeId, binta.employeeId, cheikh.employeeId].sort());

    for (const person of [awa, binta, cheikh]) await w.hr.put(`/hr/employees/${person.employeeId}/bank-account`, { iban: IBAN, bic: 'SGCICIAB' }).expect(200);
    const csv = await api.get(run(march, 'transfer-file/csv')).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, ...rows] = csv.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(header).toContain('employeeNumber');
    expect(rows).toHaveLength(3);
    const entries = (await api.get(run(march, 'entries')).expect(200)).body.items;
    const amounts = rows.map((r) => r.split(/[;,]/).find((cell) => /^"?\d+\.\d{2}"?$/.test(cell))!.replace(/"/g, ''));
    expect(cents(amounts)).toBe(cents(entries.map((e: { netPay: string }) => e.netPay)));
    expect(csv.text).toContain(IBAN);

    expect((await api.get(run(march, 'transfer-file/sepa')).expect(422)).body.code).toBe('BUSINESS_RULE');
  });
});
