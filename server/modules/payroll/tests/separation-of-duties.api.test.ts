import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildPayrollWorld, type PayrollWorld } from './world';

/**
 * Separation of duties, a tenant option ("posting steps need accounting.write"): validating a run
 * posts its entry and paying it posts the bank movement, so with the option on both also need
 * accounting.write. The HR manager holds accounting.manage (payroll) without accounting.write;
 * the ORG_ADMIN holds both.
 */
let t: TestServer;
let w: PayrollWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  w = await buildPayrollWorld(t);
  await w.hireWithContract('Aminata', 450000);
});
afterAll(() => t?.close());

const run = (id: string, action = '') => `/accounting/payroll/${id}${action ? `/${action}` : ''}`;

const setOption = async (on: boolean) => {
  const res = await w.payroll.put('/accounting/config', { postingRequiresWrite: on }).expect(200);
  expect(res.body.postingRequiresWrite).toBe(on);
};

/** A computed DRAFT run of a month of 2026, created and computed by the HR manager (no posting yet). */
async function computedRun(month: number): Promise<string> {
  const created = await w.hr.post('/accounting/payroll', { year: 2026, month }).expect(201);
  await w.hr.post(run(created.body.id, 'compute')).expect(200);
  return created.body.id as string;
}

/** The run's status and the entries it posted (PAYROLL on validation, BANK on payment). */
async function state(id: string) {
  const count = async (source: string) => (await w.payroll.get(`/accounting/journal?source=${source}&sourceRef=${id}`).expect(200)).body.total as number;
  const view = (await w.payroll.get(run(id)).expect(200)).body;
  return { status: view.status as string, paymentDate: view.paymentDate as string | null, payrollEntries: await count('PAYROLL'), bankEntries: await count('BANK') };
}

describe('separation of duties: validating and paying a payroll run', () => {
  it('off (the default): the HR manager, without accounting.write, validates and pays', async () => {
    expect((await w.payroll.get('/accounting/config').expect(200)).body.postingRequiresWrite).toBe(false);
    const id = await computedRun(1);
    await w.hr.post(run(id, 'validate')).expect(200);
    expect(await state(id)).toMatchObject({ status: 'VALIDATED', payrollEntries: 1, bankEntries: 0 });
    await w.hr.post(run(id, 'pay'), { paymentDate: '2026-02-02' }).expect(200);
    expect(await state(id)).toEqual({ status: 'PAID', paymentDate: '2026-02-02', payrollEntries: 1, bankEntries: 1 });
  });

  it('on: the HR manager gets 403 on validating and on paying and nothing changes; a holder of accounting.write goes on', async () => {
    const id = await computedRun(2);
    await setOption(true);
    try {
      const refusedValidation = await w.hr.post(run(id, 'validate')).expect(403);
      expect(refusedValidation.body).toMatchObject({ code: 'PERMISSION_DENIED', requiredPermission: 'accounting.write' });
      expect(await state(id)).toEqual({ status: 'DRAFT', paymentDate: null, payrollEntries: 0, bankEntries: 0 });

      await w.payroll.post(run(id, 'validate')).expect(200);
      const refusedPayment = await w.hr.post(run(id, 'pay'), { paymentDate: '2026-03-02' }).expect(403);
      expect(refusedPayment.body).toMatchObject({ code: 'PERMISSION_DENIED', requiredPermission: 'accounting.write' });
      expect(await state(id)).toEqual({ status: 'VALIDATED', paymentDate: null, payrollEntries: 1, bankEntries: 0 });

      await w.payroll.post(run(id, 'pay'), { paymentDate: '2026-03-02' }).expect(200);
      expect(await state(id)).toEqual({ status: 'PAID', paymentDate: '2026-03-02', payrollEntries: 1, bankEntries: 1 });
    } finally {
      await setOption(false);
    }
  });
});
