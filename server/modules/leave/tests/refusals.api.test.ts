import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildLeaveWorld, grant, leaveType, request, type LeaveWorld } from './world';

/** Every rule a request is checked against answers 422 BUSINESS_RULE naming it, and changes nothing. */
let t: TestServer;
let w: LeaveWorld;
let admin: ApiClient;
let alice: ApiClient;
let annual: string;
let annualPolicy: string;
const ANNUAL_RULES = {
  annualAllowance: 24,
  minNoticeDays: 7,
  maxConsecutiveDays: 10,
  minTeamCoveragePercent: 50,
  blackoutPeriods: [{ start: '2026-12-14', end: '2026-12-31', label: 'Clôture annuelle' }],
};

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-02T08:00:00Z' });
  w = await buildLeaveWorld(t);
  admin = await w.admin.api();
  alice = await w.alice.api();
  ({ typeId: annual, policyId: annualPolicy } = await leaveType(admin, { code: 'CP', name: 'Congés payés' }, ANNUAL_RULES));
  for (const p of [w.alice, w.bob, w.carol]) await grant(admin, p.employeeId, annual, 2026, 20);
});
afterAll(() => t?.close());

const available = async (api: ApiClient, typeId = annual) =>
  ((await api.get('/hr/leaves/balances?year=2026').expect(200)).body.items as Array<{ leaveType: { id: string }; available: number; pending: number }>).find((b) => b.leaveType.id === typeId);

async function refused(res: { status: number; body: Record<string, unknown> }, rule: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  expect(res.body).toMatchObject({ code: 'BUSINESS_RULE', rule });
  expect(typeof res.body.detail).toBe('string');
}

describe('the rules of a leave request', () => {
  it('counts working days without weekends and the tenant’s public holidays', async () => {
    // Thu 30 April – Mon 4 May 2026: 1 May (Fête du Travail) and the weekend are not counted.
    const preview = await alice.post('/hr/leaves/preview', { leaveTypeId: annual, startDate: '2026-04-30', endDate: '2026-05-04' }).expect(200);
    expect(preview.body).toMatchObject({ days: 2, calendarDays: 5, violations: [] });
    expect(preview.body.holidays.map((h: { date: string }) => h.date)).toEqual(['2026-05-01']);
    // A holiday the company adds is excluded too.
    const added = await admin.post('/admin/leave-holidays', { date: '2026-05-04', name: 'Pont de mai' }).expect(201);
    expect((await alice.post('/hr/leaves/preview', { leaveTypeId: annual, startDate: '2026-04-30', endDate: '2026-05-04' }).expect(200)).body.days).toBe(1);
    await admin.delete(`/admin/leave-holidays/${added.body.id}`).expect(200);
  });

  it('refuses each broken rule by name, and a refused request leaves the balance as it was', async () => {
    const before = await available(alice);
    await refused(await request(alice, annual, '2026-03-04', '2026-03-05'), 'NOTICE');
    await refused(await request(alice, annual, '2026-04-06', '2026-04-24'), 'MAX_CONSECUTIVE_DAYS');
    await refused(await request(alice, annual, '2026-12-10', '2026-12-15'), 'BLACKOUT_PERIOD');
    await refused(await request(alice, annual, '2026-03-14', '2026-03-15'), 'NO_WORKING_DAY');

    const first = await request(alice, annual, '2026-04-06', '2026-04-10');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // Easter Monday (6 April 2026) is a public holiday in Côte d'Ivoire.
    expect(first.body.days).toBe(4);
    const overlap = await request(alice, annual, '2026-04-10', '2026-04-14');
    await refused(overlap, 'OVERLAP');
    expect((overlap.body.errors as Array<{ field?: string; path?: string }>).length).toBeGreaterThan(0);

    // 20 days granted, 4 + 9.5 pending: 10 more exceed the 6.5 left (and break no other rule).
    const tooMany = await request(alice, annual, '2026-06-01', '2026-06-12', { startPeriod: 'AFTERNOON' });
    expect(tooMany.status).toBe(201);
    expect(tooMany.body.days).toBe(9.5);
    await refused(await request(alice, annual, '2026-07-06', '2026-07-17'), 'BALANCE');
    expect(await available(alice)).toMatchObject({ available: (before?.available ?? 0) - 4 - 9.5 });

    // Several broken rules: the first is named, every one is listed.
    const many = await request(alice, annual, '2026-03-03', '2026-12-31');
    expect(many.status).toBe(422);
    expect(many.body.rules).toEqual(expect.arrayContaining(['NOTICE', 'MAX_CONSECUTIVE_DAYS', 'BLACKOUT_PERIOD', 'BALANCE']));
  });

  it('keeps half of the team present', async () => {
    // Alice, Bob and Carol report to Moussa: with Alice away on 6–10 April, Bob leaving too would leave 1 of 3.
    const bob = await w.bob.api();
    await refused(await request(bob, annual, '2026-04-08', '2026-04-08'), 'TEAM_COVERAGE');
    expect((await request(bob, annual, '2026-04-13', '2026-04-13')).status).toBe(201);
  });

  it('shows the team calendar with the days below the minimum coverage', async () => {
    type Day = { date: string; absent: number; presentPercent: number; belowMinimum: boolean };
    type Team = { managerId: string; size: number; minimumPercent: number | null; days: Day[] };
    const manager = await w.manager.api();
    const calendar = async () => (await manager.get('/hr/leaves/team-calendar?from=2026-04-01&to=2026-04-30').expect(200)).body;
    const team = (body: { teams: Team[] }) => body.teams.find((x) => x.managerId === w.manager.employeeId) as Team;
    const day = (body: { teams: Team[] }, date: string) => team(body).days.find((d) => d.date === date);

    const april = await calendar();
    expect(april.members.map((m: { id: string }) => m.id).sort()).toEqual([w.manager, w.alice, w.bob, w.carol].map((p) => p.employeeId).sort());
    expect(april.leaves.map((l: { employeeId: string; startDate: string; status: string }) => [l.employeeId, l.startDate, l.status])).toEqual([
      [w.alice.employeeId, '2026-04-06', 'PENDING'],
      [w.bob.employeeId, '2026-04-13', 'PENDING'],
    ]);
    expect(team(april)).toMatchObject({ size: 3, minimumPercent: 50 });
    // Working days only: Easter Monday, a public holiday, and the weekends are not in the team's days.
    expect(april.holidays.map((h: { date: string }) => h.date)).toContain('2026-04-06');
    expect(team(april).days.map((d) => d.date)).not.toContain('2026-04-06');
    expect(team(april).days.map((d) => d.date)).not.toContain('2026-04-11');
    expect(day(april, '2026-04-07')).toEqual({ date: '2026-04-07', absent: 1, presentPercent: 66, belowMinimum: false });
    expect(day(april, '2026-04-14')).toEqual({ date: '2026-04-14', absent: 0, presentPercent: 100, belowMinimum: false });

    // A stricter policy in force turns the days with one person away into warnings.
    await admin.put(`/admin/leave-policies/${annualPolicy}`, { ...ANNUAL_RULES, minTeamCoveragePercent: 70 }).expect(200);
    const stricter = await calendar();
    expect(team(stricter).minimumPercent).toBe(70);
    expect(team(stricter).days.filter((d) => d.belowMinimum).map((d) => d.date)).toEqual(['2026-04-07', '2026-04-08', '2026-04-09', '2026-04-10', '2026-04-13']);
    await admin.put(`/admin/leave-policies/${annualPolicy}`, ANNUAL_RULES).expect(200);

    // A manager asking for a wider team sees only their own; employees have no calendar; at most 62 days.
    const dave = await w.org.hire({ firstName: 'Dave', manager: w.admin });
    const wider = (await manager.get(`/hr/leaves/team-calendar?from=2026-04-01&to=2026-04-30&managerId=${w.admin.employeeId}`).expect(200)).body;
    expect(wider.members.map((m: { id: string }) => m.id).sort()).toEqual(april.members.map((m: { id: string }) => m.id).sort());
    expect((await alice.get('/hr/leaves/team-calendar')).status).toBe(403);
    const tooLong = await manager.get('/hr/leaves/team-calendar?from=2026-04-01&to=2026-06-30');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('VALIDATION_FAILED');
    // The administrator sees the whole company, or one manager's team.
    const company = (await admin.get('/hr/leaves/team-calendar?from=2026-04-01&to=2026-04-30').expect(200)).body;
    expect(company.members.map((m: { id: string }) => m.id)).toContain(dave.employeeId);
    expect(day(company, '2026-04-13')).toMatchObject({ absent: 1 });
    const oneTeam = (await admin.get(`/hr/leaves/team-calendar?from=2026-04-01&to=2026-04-30&managerId=${w.manager.employeeId}`).expect(200)).body;
    expect(oneTeam.members.map((m: { id: string }) => m.id)).not.toContain(dave.employeeId);
  });

  it('requires a proof when the type does, and refuses an inactive type', async () => {
    const sick = (await leaveType(admin, { code: 'MAL', name: 'Maladie', requiresProof: true, requiresApproval: false }, { annualAllowance: 0 })).typeId;
    await grant(admin, w.carol.employeeId, sick, 2026, 5);
    const carol = await w.carol.api();
    await refused(await request(carol, sick, '2026-03-02', '2026-03-02'), 'PROOF_REQUIRED');
    const notProof = await carol.post('/hr/leaves').field('leaveTypeId', sick).field('startDate', '2026-03-02').field('endDate', '2026-03-02').attach('proof', Buffer.from('hello'), 'note.txt');
    expect(notProof.status).toBe(400);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const withProof = await carol.post('/hr/leaves').field('leaveTypeId', sick).field('startDate', '2026-03-02').field('endDate', '2026-03-02').attach('proof', pdf, 'arret.pdf');
    expect(withProof.status, JSON.stringify(withProof.body)).toBe(201);
    // No approval needed: approved at once, the day taken.
    expect(withProof.body).toMatchObject({ status: 'APPROVED', proof: { filename: 'arret.pdf', contentType: 'application/pdf' } });
    expect(await available(carol, sick)).toMatchObject({ available: 4 });
    // The proof opens through a signed link that expires after five minutes; a colleague gets no link.
    const link = (await carol.get(`/hr/leaves/${withProof.body.id}/proof`).expect(200)).body;
    expect(link).toMatchObject({ filename: 'arret.pdf', contentType: 'application/pdf', expiresAt: '2026-03-02T08:05:00.000Z' });
    const download = await t.http.get(link.url).buffer(true);
    expect(download.status).toBe(200);
    expect(Buffer.from(download.body as Buffer).equals(pdf)).toBe(true);
    expect((await alice.get(`/hr/leaves/${withProof.body.id}/proof`)).status).toBe(404);
    t.clock.set('2026-03-02T08:05:01Z');
    const expired = await t.http.get(link.url);
    expect(expired.status).toBe(403);
    expect(expired.body).toMatchObject({ code: 'PERMISSION_DENIED', expired: true });
    t.clock.set('2026-03-02T08:00:00Z');
    expect((await t.http.get((await carol.get(`/hr/leaves/${withProof.body.id}/proof`).expect(200)).body.url)).status).toBe(200);

    // A type in use is deactivated, not deleted; requests are then refused.
    const deleted = await admin.delete(`/admin/leave-types/${sick}`).expect(200);
    expect(deleted.body).toMatchObject({ result: 'DEACTIVATED', type: { active: false } });
    await refused(await request(carol, sick, '2026-03-03', '2026-03-03'), 'TYPE_INACTIVE');
  });

  it('lets exactly one of many concurrent requests take the last days of a balance', async () => {
    const rtt = (await leaveType(admin, { code: 'RTT', name: 'RTT' }, { annualAllowance: 0 })).typeId;
    await grant(admin, w.carol.employeeId, rtt, 2026, 5);
    const before = await available(await w.carol.api(), rtt);
    expect(before).toMatchObject({ available: 5 });
    const carol = await w.carol.api();
    // Twenty requests of a week (5 working days, 4 with a public holiday) in twenty different weeks: the balance holds one of them.
    const mondays = Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(2026, 6, 6 + 7 * i)).toISOString().slice(0, 10));
    const answers = await Promise.all(mondays.map((monday) => request(carol, rtt, monday, new Date(Date.parse(monday) + 4 * 86_400_000).toISOString().slice(0, 10))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 422)) expect(a.body.rule).toBe('BALANCE');
    const winner = answers.find((a) => a.status === 201)?.body as { days: number };
    expect(await available(carol, rtt)).toMatchObject({ available: 5 - winner.days, pending: winner.days });
  });
});
