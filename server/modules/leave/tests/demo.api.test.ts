import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo company shows the leave module alive: its Ivorian configuration, balances, requests around today.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' })); // a Wednesday
});
afterAll(() => t?.close());

const as = (email: string) => demoClient(t, email);

describe('leave demo data', () => {
  it('has the CI types and policies, and a balance of every type for every employee', async () => {
    const admin = await as('admin@demo.local');
    const types = (await admin.get('/admin/leave-types').expect(200)).body.items.map((x: { code: string }) => x.code);
    expect(types).toEqual(['ANCIENNETE', 'CP', 'EVENEMENT', 'MALADIE', 'SANS_SOLDE']);
    const policies = (await admin.get('/admin/leave-policies').expect(200)).body.items as Array<{ conventionCode: string | null; leaveType: { code: string } }>;
    expect(policies.find((p) => p.leaveType.code === 'CP')?.conventionCode).toBe('CI-CIC-1977');
    const diff = (await admin.get('/admin/leave-config/diff/CI-CIC-1977').expect(200)).body.items as Array<{ leaveTypeCode: string; verdict: string }>;
    expect(diff.find((i) => i.leaveTypeCode === 'CP')?.verdict).toBe('MORE_FAVOURABLE');

    const balances = (await admin.get('/admin/leave-balances?year=2026&pageSize=200').expect(200)).body;
    const employees = (await admin.get('/admin/employees?pageSize=200').expect(200)).body.items as Array<{ id: string; hireDate: string | null }>;
    const hired = employees.filter((e) => e.hireDate && e.hireDate <= '2026-11-30');
    expect(new Set(balances.items.map((b: { employee: { id: string } }) => b.employee.id)).size).toBe(hired.length);
    // Aminata (hired 2021): 11 × 2.08 of CP through November, plus 2 carried by HR.
    const mine = (await (await as('employee@demo.local')).get('/hr/leaves/balances?year=2026').expect(200)).body.items as Array<{ leaveType: { code: string }; accrued: number; adjusted: number }>;
    expect(mine.find((b) => b.leaveType.code === 'CP')).toMatchObject({ accrued: 22.88, adjusted: 2 });
  });

  it('has requests in every state this month and next, and decisions waiting', async () => {
    const admin = await as('admin@demo.local');
    const all = (await admin.get('/admin/leaves?pageSize=100').expect(200)).body.items as Array<{ status: string; startDate: string }>;
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']));
    expect(all.some((r) => r.startDate.startsWith('2026-11'))).toBe(true);
    expect(all.some((r) => r.startDate.startsWith('2026-12'))).toBe(true);
    const aminata = (await (await as('employee@demo.local')).get('/hr/leaves').expect(200)).body.items as Array<{ status: string }>;
    expect(new Set(aminata.map((r) => r.status))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED']));
    const manager = await as('manager@demo.local');
    expect((await manager.get('/hr/leaves/pending-approvals/count').expect(200)).body.count).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/hr/leaves/pending-approvals/count').expect(200)).body.count).toBeGreaterThanOrEqual(2);
    const calendar = (await manager.get('/hr/leaves/team-calendar?from=2026-11-01&to=2026-12-31').expect(200)).body;
    expect(JSON.stringify(calendar)).toContain('Aminata');
  });
});
