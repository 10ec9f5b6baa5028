import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildOrg, type Org } from '../../approvals/tests/world';
import { leaveType } from './world';

/** Policy versions, rollback, the comparison with a collective agreement, the export/import round trip. */
let t: TestServer;
let org: Org;
let admin: ApiClient;
let other: ApiClient;
let cp: { typeId: string; policyId: string };

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-02T08:00:00Z' });
  org = await buildOrg(t);
  admin = await org.admin.api();
  other = await (await buildOrg(t)).admin.api();
  cp = await leaveType(admin, { code: 'CP', name: 'Congés payés', color: '#1565C0' }, { annualAllowance: 20, conventionCode: 'CI-CIC-1977', changeNote: 'Première version' });
});
afterAll(() => t?.close());

const versions = async (api: ApiClient, policyId: string) => (await api.get(`/admin/leave-config/policies/${policyId}/versions`).expect(200)).body.items as Array<{ id: string; version: number; isCurrent: boolean; annualAllowance: number; rolledBackFromVersion: number | null }>;

describe('policy versions', () => {
  it('writes a version per change, keeps the history and rolls back as a new version', async () => {
    const changed = await admin.put(`/admin/leave-policies/${cp.policyId}`, { annualAllowance: 24, minNoticeDays: 14, blackoutPeriods: [{ start: '2026-12-20', end: '2026-12-31', label: 'Inventaire' }], changeNote: 'Alignement CCI' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, isCurrent: true, annualAllowance: 24, minNoticeDays: 14 });
    const history = await versions(admin, cp.policyId);
    expect(history.map((v) => [v.version, v.isCurrent, v.annualAllowance])).toEqual([
      [2, true, 24],
      [1, false, 20],
    ]);
    // The version in force is no rollback target.
    expect((await admin.post(`/admin/leave-config/policies/${cp.policyId}/rollback/${history[0].id}`)).status).toBe(422);
    const back = await admin.post(`/admin/leave-config/policies/${cp.policyId}/rollback/${history[1].id}`).expect(200);
    expect(back.body).toMatchObject({ version: 3, isCurrent: true, annualAllowance: 20, minNoticeDays: 0 });
    expect((await versions(admin, cp.policyId))[0]).toMatchObject({ version: 3, rolledBackFromVersion: 1 });
    // Twenty changes at once: the versions stay one gapless sequence with one current; a change that lost the race answers DUPLICATE.
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => admin.put(`/admin/leave-policies/${cp.policyId}`, { annualAllowance: 21 + i / 100 })));
    const written = answers.filter((a) => a.status === 200);
    expect(written.length).toBeGreaterThanOrEqual(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.code).toBe('DUPLICATE');
    const after = await versions(admin, cp.policyId);
    expect(after.filter((v) => v.isCurrent)).toHaveLength(1);
    expect(after.map((v) => v.version)).toEqual(Array.from({ length: after.length }, (_, i) => after.length - i));
  });

  it('compares the policies in force with a collective agreement', async () => {
    await admin.put(`/admin/leave-policies/${cp.policyId}`, { annualAllowance: 18 }).expect(200);
    const diff = await admin.get('/admin/leave-config/diff/CI-CIC-1977').expect(200);
    expect(diff.body).toMatchObject({ conventionCode: 'CI-CIC-1977', country: 'CI' });
    const allowance = diff.body.items.find((i: { leaveTypeCode: string; field: string }) => i.leaveTypeCode === 'CP' && i.field === 'annualAllowance');
    expect(allowance).toMatchObject({ rule: 'MINIMUM', current: 18, template: 22, verdict: 'BELOW_MINIMUM' });
    expect(diff.body.items.some((i: { verdict: string }) => i.verdict === 'MISSING_TYPE')).toBe(true);
    expect((await admin.get('/admin/leave-config/diff/XX-NOTHING')).status).toBe(404);
    const codes = (await admin.get('/admin/leave-config/conventions').expect(200)).body.map((c: { country: string }) => c.country);
    expect(codes).toEqual(expect.arrayContaining(['CI', 'SN', 'FR']));
  });
});

describe('configuration exchange', () => {
  it('reproduces types and policies exactly in another organisation', async () => {
    await leaveType(admin, { code: 'MAL', name: 'Maladie', requiresProof: true, paid: true, accrualMode: 'PRORATED' }, { annualAllowance: 10, maxConsecutiveDays: 5, minTeamCoveragePercent: 40, carryOverRules: { maxDays: 2.5, expiresOn: '06-30' } });
    const exported = await admin.get('/admin/leave-config/export').expect(200);
    expect(exported.headers['content-disposition']).toContain('leave-config-2026-03-02.json');
    const imported = await other.post('/admin/leave-config/import', exported.body);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.types).toMatchObject({ created: 2, updated: 0 });
    expect(imported.body.items).toEqual([
      { kind: 'TYPE', code: 'CP', outcome: 'CREATED' },
      { kind: 'TYPE', code: 'MAL', outcome: 'CREATED' },
      { kind: 'POLICY', code: 'CP', outcome: 'CREATED' },
      { kind: 'POLICY', code: 'MAL', outcome: 'CREATED' },
    ]);
    const again = (await other.get('/admin/leave-config/export').expect(200)).body;
    const strip = (doc: { exportedAt?: string }) => ({ ...doc, exportedAt: undefined });
    expect(strip(again)).toEqual(strip(exported.body));
    // Importing the same document again changes nothing.
    const twice = await other.post('/admin/leave-config/import', exported.body).expect(200);
    expect(twice.body.policies).toMatchObject({ created: 0, versioned: 0 });
    expect(new Set(twice.body.items.map((i: { outcome: string }) => i.outcome))).toEqual(new Set(['UNCHANGED']));
    // A malformed document is refused as a whole.
    const broken = await other.post('/admin/leave-config/import', { ...exported.body, types: [{ ...exported.body.types[0], accrualMode: 'WEEKLY' }] });
    expect(broken.status).toBe(400);
    // Accrual modes outside the four are refused.
    expect((await other.post('/admin/leave-types', { code: 'X', name: 'X', accrualMode: 'HOURLY' })).status).toBe(400);
  });
});

describe('the holiday calendar', () => {
  it('starts from the country’s calendar, keeps the organisation’s edits and resets a year to the shipped one', async () => {
    type Day = { id: string; date: string; name: string; origin: string; kind: string };
    const year = async (api: ApiClient) => (await api.get('/admin/leave-holidays?year=2027').expect(200)).body as { country: string; items: Day[] };
    const shipped = await year(admin);
    expect(shipped.country).toBe('CI');
    expect(shipped.items.every((h) => h.origin === 'SHIPPED')).toBe(true);
    const names = shipped.items.map((h) => `${h.date} ${h.name}`);
    expect(names).toEqual(expect.arrayContaining(['2027-01-01 Jour de l\'An', '2027-08-07 Fête nationale (Indépendance)', '2027-11-15 Journée nationale de la paix']));
    expect(shipped.items.some((h) => h.name.includes('Tabaski'))).toBe(true);

    const peace = shipped.items.find((h) => h.date === '2027-11-15') as Day;
    const tabaski = shipped.items.find((h) => h.name.includes('Tabaski')) as Day;
    await admin.delete(`/admin/leave-holidays/${peace.id}`).expect(200);
    await admin.put(`/admin/leave-holidays/${tabaski.id}`, { date: tabaski.date, name: 'Tabaski (confirmée)' }).expect(200);
    await admin.post('/admin/leave-holidays', { date: '2027-06-14', name: 'Fête de la société' }).expect(201);
    // The other organisation edits its own 2027: the reset below leaves it alone.
    const theirs = (await year(other)).items.find((h) => h.date === '2027-01-01') as Day;
    await other.delete(`/admin/leave-holidays/${theirs.id}`).expect(200);

    const edited = await year(admin);
    expect(edited.items.map((h) => h.date)).not.toContain('2027-11-15');
    expect(edited.items.find((h) => h.date === '2027-06-14')).toMatchObject({ name: 'Fête de la société', origin: 'TENANT', kind: 'CUSTOM' });
    expect(edited.items.find((h) => h.id === tabaski.id)).toMatchObject({ name: 'Tabaski (confirmée)', origin: 'TENANT' });

    expect((await admin.post('/admin/leave-holidays/reset')).status).toBe(400);
    const reset = await admin.post('/admin/leave-holidays/reset?year=2027');
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body.items.map((h: Day) => `${h.date} ${h.name}`)).toEqual(names);
    expect(reset.body.items.every((h: Day) => h.origin === 'SHIPPED')).toBe(true);
    expect((await year(admin)).items.map((h) => `${h.date} ${h.name}`)).toEqual(names);
    expect((await year(other)).items.map((h) => h.date)).not.toContain('2027-01-01');
  });
});

describe('deleting a policy', () => {
  it('removes an unused policy, and archives one that requests followed: no version in force, no new request', async () => {
    const awa = (await admin.get('/hr/me').expect(200)).body as { id: string };
    const unused = await leaveType(admin, { code: 'FORM', name: 'Formation' }, { annualAllowance: 5 });
    expect((await admin.delete(`/admin/leave-policies/${unused.policyId}`).expect(200)).body).toEqual({ result: 'DELETED' });
    expect((await admin.get(`/admin/leave-policies/${unused.policyId}`)).status).toBe(404);
    expect((await admin.get(`/admin/leave-config/policies/${unused.policyId}/versions`)).status).toBe(404);

    const used = await leaveType(admin, { code: 'EXAM', name: 'Examens', requiresApproval: false }, { annualAllowance: 3 });
    await admin.put(`/admin/employees/${awa.id}/leave-balances/${used.typeId}`, { year: 2026, delta: 3, reason: 'Solde initial' }).expect(200);
    const taken = await admin.post('/hr/leaves', { leaveTypeId: used.typeId, startDate: '2026-04-14', endDate: '2026-04-14' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect((await admin.delete(`/admin/leave-policies/${used.policyId}`).expect(200)).body).toEqual({ result: 'ARCHIVED' });
    expect((await admin.get(`/admin/leave-policies/${used.policyId}`).expect(200)).body).toMatchObject({ archived: true });
    expect((await admin.get('/admin/leave-policies?archived=true').expect(200)).body.items.map((p: { id: string }) => p.id)).toEqual([used.policyId]);
    expect((await admin.get('/admin/leave-policies?archived=false').expect(200)).body.items.map((p: { id: string }) => p.id)).not.toContain(used.policyId);
    expect((await versions(admin, used.policyId)).some((v) => v.isCurrent)).toBe(false);
    expect((await admin.get('/hr/leaves/types').expect(200)).body.items.map((x: { code: string }) => x.code)).not.toContain('EXAM');
    const refused = await admin.post('/hr/leaves', { leaveTypeId: used.typeId, startDate: '2026-04-15', endDate: '2026-04-15' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 'BUSINESS_RULE', rule: 'NO_POLICY' });
    // The request made under the policy keeps it; deleting again answers the same.
    expect((await admin.get(`/hr/leaves/${taken.body.id}`).expect(200)).body.status).toBe('APPROVED');
    expect((await admin.delete(`/admin/leave-policies/${used.policyId}`).expect(200)).body).toEqual({ result: 'ARCHIVED' });
    // The type, in use, is deactivated rather than deleted.
    expect((await admin.delete(`/admin/leave-types/${used.typeId}`).expect(200)).body).toMatchObject({ result: 'DEACTIVATED', type: { active: false } });
    expect((await admin.get('/admin/leave-config/export').expect(200)).body.policies.find((p: { leaveTypeCode: string }) => p.leaveTypeCode === 'EXAM')).toMatchObject({ archived: true });
  });
});

describe('the role grants of the configuration', () => {
  it('lets HR_MANAGER (leave.manage, not config.manage) run the policies but not their versions, the comparison or the exchange', async () => {
    const hr = await (await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'] })).api();
    expect((await hr.get('/admin/leave-policies').expect(200)).body.items.map((p: { id: string }) => p.id)).toContain(cp.policyId);
    expect((await hr.get(`/admin/leave-policies/${cp.policyId}`)).status).toBe(200);
    for (const path of [`/admin/leave-config/policies/${cp.policyId}/versions`, '/admin/leave-config/diff/CI-CIC-1977', '/admin/leave-config/conventions', '/admin/leave-config/export']) {
      const res = await hr.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe('PERMISSION_DENIED');
    }
    expect((await hr.post('/admin/leave-config/import', { format: 'baobab.leave-config', version: 1, types: [], policies: [] })).status).toBe(403);
    expect((await hr.post(`/admin/leave-config/policies/${cp.policyId}/rollback/${(await versions(admin, cp.policyId))[1].id}`)).status).toBe(403);
    // A role holding config.manage alone reaches the configuration tools, not the policies.
    const configOnly = await (await org.hire({ firstName: 'Koffi', permissions: ['config.manage'] })).api();
    expect((await configOnly.get('/admin/leave-config/diff/CI-CIC-1977')).status).toBe(200);
    expect((await configOnly.get(`/admin/leave-config/policies/${cp.policyId}/versions`)).status).toBe(200);
    expect((await configOnly.get('/admin/leave-policies')).status).toBe(403);
  });
});
