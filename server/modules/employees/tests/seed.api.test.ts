import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

let t: TestServer;

beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
});
afterAll(() => t?.close());

const login = async (email: string) => (await demoClient(t, email)).get;

describe('demo data', () => {
  it('gives every demo user an employee profile, employee@ reporting to manager@', async () => {
    for (const email of ['admin', 'hr', 'manager', 'employee', 'recruiter', 'accountant', 'cfo'].map((u) => `${u}@demo.local`)) {
      const get = await login(email);
      const me = await get('/hr/me');
      expect(me.status, email).toBe(200);
      expect(me.body.email).toBe(email);
    }
    const employee = await login('employee@demo.local');
    const me = (await employee('/hr/me')).body;
    expect(me.manager.fullName).toBe('Moussa Traoré');
    const manager = await login('manager@demo.local');
    const org = (await manager('/hr/org/me')).body;
    expect(org.directReports.map((p: { id: string }) => p.id)).toContain(me.id);
  });

  it('has departments as a tree, a directory of about twenty people and documents expiring soon', async () => {
    const hr = await login('hr@demo.local');
    const departments = (await hr('/hr/departments?pageSize=200')).body;
    expect(departments.items.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(['Direction générale', 'Comptabilité et finances', 'Ressources humaines', 'Commercial', 'Informatique']));
    const directory = (await hr('/hr/employees?pageSize=200')).body;
    expect(directory.total).toBeGreaterThanOrEqual(20);
    const expiring = (await hr('/hr/documents/expiring')).body;
    expect(expiring.total).toBeGreaterThanOrEqual(2);
    const aminata = (await (await login('employee@demo.local'))('/hr/me')).body;
    const full = (await hr(`/admin/employees/${aminata.id}`)).body;
    expect(full.bankAccount.iban).toMatch(/^CI\d{2}CI008/);
    expect(full.socialSecurityNumberMasked).toBe(false);
  });
});
