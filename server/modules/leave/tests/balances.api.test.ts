import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import type { Person } from '../../approvals/tests/world';
import { LEAVE_ACCRUAL_JOB, LEAVE_CARRY_OVER_EXPIRY_JOB, LEAVE_ROLLOVER_JOB } from '..';
import { buildLeaveWorld, grant, leaveType, request, type LeaveWorld } from './world';

/**
 * Accruals per mode (worked examples, a mid-year hire included), idempotent months, adjustments
 * with their history, the year-end rollover and the expiry of carried days.
 */
let t: TestServer;
let w: LeaveWorld;
let admin: ApiClient;
let dave: Person;
const types: Record<'annual' | 'monthly' | 'prorated' | 'seniority', string> = { annual: '', monthly: '', prorated: '', seniority: '' };
const run = (name: string, iso: string) => t.server.container.services.jobs.runNow(name, new Date(iso));

beforeAll(async () => {
  t = await createTestServer({ now: '2026-07-01T06:00:00Z' });
  w = await buildLeaveWorld(t);
  admin = await w.admin.api();
  // Alice, Bob, Carol, Moussa: hired 15 January 2024. Dave: hired 16 July 2026.
  dave = await w.org.hire({ firstName: 'Dave', manager: w.manager, hireDate: '2026-07-16' });
  types.annual = (await leaveType(admin, { code: 'AN', name: 'Annuel', accrualMode: 'ANNUAL' }, { annualAllowance: 24, carryOverRules: { maxDays: 5, expiresOn: '03-31' } })).typeId;
  types.monthly = (await leaveType(admin, { code: 'M208', name: 'Mensuel', accrualMode: 'MONTHLY_208' }, { annualAllowance: 0, carryOverRules: { maxDays: null, expiresOn: null } })).typeId;
  types.prorated = (await leaveType(admin, { code: 'PRO', name: 'Prorata', accrualMode: 'PRORATED' }, { annualAllowance: 30 })).typeId;
  types.seniority = (
    await leaveType(admin, { code: 'ANC', name: 'Ancienneté', accrualMode: 'SENIORITY_BONUS' }, { annualAllowance: 0, seniorityBonus: [{ afterYears: 5, days: 1 }, { afterYears: 10, days: 2 }] })
  ).typeId;
});
afterAll(() => t?.close());

const balanceOf = async (who: Person, typeId: string, year = 2026) => {
  const res = await admin.get(`/admin/employees/${who.employeeId}/leave-balances/${typeId}?year=${year}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('accruals', () => {
  it('grants each mode’s entitlement through the month, catching up earlier months, once', async () => {
    // The job of 1 August accrues July (the month that ended): no earlier month was accrued, so January–July.
    const first = await admin.post('/admin/leave-balances/accrue', { year: 2026, month: 7 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await admin.post('/admin/leave-balances/accrue', { year: 2026, month: 7 }).expect(200);
    expect(again.body.grantedDays).toBe(0);

    // ANNUAL: the whole allowance in the first month worked, mid-year hire included.
    expect((await balanceOf(w.alice, types.annual)).accrued).toBe(24);
    expect((await balanceOf(dave, types.annual)).accrued).toBe(24);
    // MONTHLY_208: 7 × 2.08 = 14.56; Dave worked 16 of July's 31 days: 2.08 × 16 / 31 = 1.0735… → 1.07.
    expect((await balanceOf(w.alice, types.monthly)).accrued).toBe(14.56);
    expect((await balanceOf(dave, types.monthly)).accrued).toBe(1.07);
    // PRORATED 30 a year: 212 days (1 Jan – 31 Jul) × 30 / 365 = 17.424… → 17.42; Dave 16 × 30 / 365 = 1.315… → 1.32.
    expect((await balanceOf(w.alice, types.prorated)).accrued).toBe(17.42);
    expect((await balanceOf(dave, types.prorated)).accrued).toBe(1.32);
    // SENIORITY_BONUS: Awa (hired 2015, 11 years) gets the 10-year bracket, Alice (2 years) nothing yet.
    expect((await balanceOf(w.admin, types.seniority)).accrued).toBe(2);
    expect((await admin.get(`/admin/employees/${w.alice.employeeId}/leave-balances/${types.seniority}?year=2026`)).status).toBe(200);
    expect((await balanceOf(w.alice, types.seniority)).accrued).toBe(0);

    // The monthly job for August, run twice: MONTHLY_208 grants 2.08 once; Dave's cumulative 3.1535… → 3.15.
    await run(LEAVE_ACCRUAL_JOB, '2026-08-31T23:00:00Z');
    await run(LEAVE_ACCRUAL_JOB, '2026-08-31T23:30:00Z');
    expect((await balanceOf(w.alice, types.monthly)).accrued).toBe(16.64);
    expect((await balanceOf(dave, types.monthly)).accrued).toBe(3.15);
    expect((await balanceOf(w.alice, types.annual)).accrued).toBe(24);
    const detail = await balanceOf(w.alice, types.monthly);
    expect(detail.movements.filter((m: { kind: string }) => m.kind === 'ACCRUAL').map((m: { label: string; days: number }) => [m.label, m.days])).toEqual([
      ['2026-08', 2.08],
      ['2026-07', 14.56],
    ]);
  });
});

describe('adjustments', () => {
  it('moves a balance by a signed delta with a mandatory reason, keeping the author', async () => {
    const missing = await admin.put(`/admin/employees/${w.bob.employeeId}/leave-balances/${types.annual}`, { year: 2026, delta: 2 });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect((await admin.put(`/admin/employees/${w.bob.employeeId}/leave-balances/${types.annual}`, { year: 2026, delta: 0, reason: 'Rien' })).status).toBe(400);
    expect((await admin.put(`/admin/employees/${w.bob.employeeId}/leave-balances/${types.annual}`, { year: 2026, delta: 1.234, reason: 'Trop précis' })).status).toBe(400);
    const before = (await balanceOf(w.bob, types.annual)).available;
    const res = await admin.put(`/admin/employees/${w.bob.employeeId}/leave-balances/${types.annual}`, { year: 2026, delta: '-1.5', reason: 'Jour de pont posé en 2025' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ adjusted: -1.5, available: before - 1.5 });
    expect(res.body.movements[0]).toMatchObject({ kind: 'ADJUSTMENT', days: -1.5, label: 'Jour de pont posé en 2025', author: { id: w.admin.user.id } });
    // Employees do not adjust balances.
    expect((await (await w.bob.api()).put(`/admin/employees/${w.bob.employeeId}/leave-balances/${types.annual}`, { year: 2026, delta: 5, reason: 'Moi' })).status).toBe(403);
  });
});

describe('year-end rollover', () => {
  it('carries unused days up to the cap, replaces on a rerun, and expires unused carried days', async () => {
    // Carol takes 4 annual days in 2026: 20 unused, 5 carried (cap), 15 forfeited.
    const carol = await w.carol.api();
    const taken = (await request(carol, types.annual, '2026-09-07', '2026-09-10').expect(201)).body;
    await (await w.manager.api()).post(`/hr/leaves/${taken.id}/approve`, {}).expect(200);

    await run(LEAVE_ROLLOVER_JOB, '2027-01-01T00:30:00Z');
    const next = await balanceOf(w.carol, types.annual, 2027);
    expect(next).toMatchObject({ carriedOver: 5, carryOverExpiresOn: '2027-03-31' });
    expect(await balanceOf(w.carol, types.annual, 2026)).toMatchObject({ carriedToNext: 5 });
    // MONTHLY_208 carries everything (no cap) and never expires.
    expect(await balanceOf(w.alice, types.monthly, 2027)).toMatchObject({ carriedOver: 16.64, carryOverExpiresOn: null });

    await grant(admin, w.carol.employeeId, types.annual, 2026, 1);
    const rerun = await admin.post('/admin/leave-balances/rollover', { fromYear: 2026 }).expect(200);
    expect(rerun.body).toMatchObject({ fromYear: 2026, toYear: 2027 });
    expect((await balanceOf(w.carol, types.annual, 2027)).carriedOver).toBe(5);

    // Carol uses 2 carried days in February; the 3 left expire after 31 March.
    t.clock.set('2027-02-01T08:00:00Z');
    admin = await w.admin.api();
    const early = (await request(await w.carol.api(), types.annual, '2027-02-15', '2027-02-16').expect(201)).body;
    await (await w.manager.api()).post(`/hr/leaves/${early.id}/approve`, {}).expect(200);
    await run(LEAVE_CARRY_OVER_EXPIRY_JOB, '2027-03-31T23:00:00Z');
    expect((await balanceOf(w.carol, types.annual, 2027)).expired).toBe(0);
    await run(LEAVE_CARRY_OVER_EXPIRY_JOB, '2027-04-01T00:30:00Z');
    await run(LEAVE_CARRY_OVER_EXPIRY_JOB, '2027-04-02T00:30:00Z');
    t.clock.set('2027-04-02T08:00:00Z');
    admin = await w.admin.api();
    const after = await balanceOf(w.carol, types.annual, 2027);
    expect(after).toMatchObject({ carriedOver: 5, taken: 2, expired: 3, available: 0 });
    expect(after.movements.map((m: { kind: string }) => m.kind)).toEqual(expect.arrayContaining(['CARRY_OVER', 'EXPIRY']));
  });
});
