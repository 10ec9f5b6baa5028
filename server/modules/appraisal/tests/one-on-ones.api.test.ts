import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildOrg, ok, type Org, type Person } from './world';

let t: TestServer;
let org: Org;
let manager: Person;
let employee: Person;
let outsider: Person;
const BASE = '/hr/appraisals/one-on-ones';

interface MeetingJson {
  id: string;
  status: string;
  scheduledAt: string;
  manager: { id: string };
  employee: { id: string };
  notes: string | null;
  agendaItems: Array<{ id: string; title: string; discussed: boolean }>;
  actionItems: Array<{ id: string; title: string; status: string; carriedFromId: string | null; owner: { id: string } | null }>;
}

beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-02T08:00:00Z' });
  org = await buildOrg(t);
  manager = await org.hire({ firstName: 'Moussa', roles: ['MANAGER'], manager: org.admin });
  employee = await org.hire({ firstName: 'Aïcha', manager });
  outsider = await org.hire({ firstName: 'Yao', manager: org.admin });
});
afterAll(() => t?.close());

describe('one-on-ones', () => {
  it('plans, ticks the agenda, completes, and carries open action items to the pair’s next meeting', async () => {
    const boss = await manager.api();
    const me = await employee.api();
    expect((await (await outsider.api()).post(BASE, { withEmployeeId: employee.employeeId, scheduledAt: '2026-03-05T10:00:00Z' })).status).toBe(422);
    const first = ok<MeetingJson>(await boss.post(BASE, { withEmployeeId: employee.employeeId, scheduledAt: '2026-03-05T10:00:00Z', agendaItems: ['Bilan du trimestre', 'Formation'] }), 201);
    expect(first).toMatchObject({ status: 'PLANNED', manager: { id: manager.employeeId }, employee: { id: employee.employeeId } });
    expect(first.agendaItems.map((i) => [i.title, i.discussed])).toEqual([['Bilan du trimestre', false], ['Formation', false]]);
    expect((await (await outsider.api()).get(`${BASE}/${first.id}`)).status).toBe(404);

    ok(await me.post(`${BASE}/${first.id}/agenda-items`, { title: 'Télétravail' }), 201);
    const discussed = ok<MeetingJson>(await me.put(`${BASE}/${first.id}/agenda-items/${first.agendaItems[0].id}/discuss`, { discussed: true }));
    expect(discussed.agendaItems.map((i) => i.discussed)).toEqual([true, false, false]);
    ok(await boss.post(`${BASE}/${first.id}/action-items`, { title: 'Inscrire Aïcha à la formation' , ownerEmployeeId: manager.employeeId }), 201);
    ok(await boss.post(`${BASE}/${first.id}/action-items`, { title: 'Rédiger la procédure', dueDate: '2026-03-20' }), 201);
    const third = ok<MeetingJson>(await boss.post(`${BASE}/${first.id}/action-items`, { title: 'Mettre à jour le CRM' }), 201);
    expect((await boss.post(`${BASE}/${first.id}/action-items`, { title: 'X', ownerEmployeeId: outsider.employeeId })).status).toBe(422);
    const [training, procedure, crm] = third.actionItems;
    expect(procedure.owner?.id).toBe(employee.employeeId);
    ok(await me.put(`${BASE}/${first.id}/action-items/${training.id}/status`, { status: 'DONE' }));

    const completed = ok<MeetingJson>(await boss.post(`${BASE}/${first.id}/complete`, { notes: 'Bon trimestre' }));
    expect(completed).toMatchObject({ status: 'COMPLETED', notes: 'Bon trimestre' });
    expect((await boss.post(`${BASE}/${first.id}/complete`, {})).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'COMPLETED' });
    expect((await boss.post(`${BASE}/${first.id}/cancel`, {})).body.code).toBe('INVALID_STATE');
    expect((await boss.post(`${BASE}/${first.id}/agenda-items`, { title: 'Trop tard' })).body.code).toBe('INVALID_STATE');

    // The employee plans the next one with their manager: the two open items come along.
    const next = ok<MeetingJson>(await me.post(BASE, { withEmployeeId: manager.employeeId, scheduledAt: '2026-04-02T10:00:00Z' }), 201);
    expect(next.manager.id).toBe(manager.employeeId);
    expect(next.actionItems.map((i) => [i.title, i.status, i.carriedFromId])).toEqual([
      ['Rédiger la procédure', 'TODO', procedure.id],
      ['Mettre à jour le CRM', 'TODO', crm.id],
    ]);
    // The originals are read-only now; a later meeting does not carry them twice.
    expect((await me.put(`${BASE}/${first.id}/action-items/${procedure.id}/status`, { status: 'DONE' })).status).toBe(422);
    const later = ok<MeetingJson>(await boss.post(BASE, { withEmployeeId: employee.employeeId, scheduledAt: '2026-05-02T10:00:00Z' }), 201);
    expect(later.actionItems).toEqual([]);
    ok(await me.put(`${BASE}/${next.id}/action-items/${next.actionItems[0].id}/status`, { status: 'DONE' }));

    const cancelled = ok<MeetingJson>(await boss.post(`${BASE}/${later.id}/cancel`, { reason: 'Déplacement' }));
    expect(cancelled.status).toBe('CANCELLED');
    expect((await boss.put(`${BASE}/${later.id}/agenda-items/${first.agendaItems[0].id}/discuss`, {})).body.code).toBe('INVALID_STATE');

    // Completing the second meeting carries its remaining open item to the next planned one.
    const fourth = ok<MeetingJson>(await boss.post(BASE, { withEmployeeId: employee.employeeId, scheduledAt: '2026-06-02T10:00:00Z' }), 201);
    expect(fourth.actionItems).toEqual([]);
    ok(await boss.post(`${BASE}/${next.id}/complete`, {}));
    const carried = ok<MeetingJson>(await boss.get(`${BASE}/${fourth.id}`));
    expect(carried.actionItems.map((i) => i.title)).toEqual(['Mettre à jour le CRM']);

    const list = ok<{ items: MeetingJson[]; total: number }>(await me.get(`${BASE}?status=PLANNED`));
    expect(list.items.map((m) => m.id)).toEqual([fourth.id]);
    expect(ok<{ total: number }>(await (await outsider.api()).get(BASE)).total).toBe(0);
  });

  it('reschedules a planned meeting and rewrites its agenda, only while planned and only for its two participants', async () => {
    const boss = await manager.api();
    const me = await employee.api();
    const meeting = ok<MeetingJson>(await boss.post(BASE, { withEmployeeId: employee.employeeId, scheduledAt: '2026-09-01T09:00:00Z', agendaItems: ['Objectifs', 'Congés', 'Outils'] }), 201);
    const [objectives, leave] = meeting.agendaItems;
    ok(await me.put(`${BASE}/${meeting.id}/agenda-items/${leave.id}/discuss`, { discussed: true }));

    const body = { scheduledAt: '2026-09-03T14:30:00+02:00', agendaItems: [{ id: leave.id, title: 'Congés d’été' }, { title: 'Formation Excel' }] };
    expect((await (await outsider.api()).put(`${BASE}/${meeting.id}`, body)).status).toBe(404);
    const unknown = await me.put(`${BASE}/${meeting.id}`, { ...body, agendaItems: [{ id: org.admin.employeeId, title: 'X' }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].path).toBe('agendaItems.0.id');
    expect((await me.put(`${BASE}/${meeting.id}`, { ...body, scheduledAt: 'demain' })).body.code).toBe('VALIDATION_FAILED');
    // A refused request changes nothing.
    expect(ok<MeetingJson>(await me.get(`${BASE}/${meeting.id}`)).agendaItems.map((i) => i.title)).toEqual(['Objectifs', 'Congés', 'Outils']);

    const moved = ok<MeetingJson>(await me.put(`${BASE}/${meeting.id}`, body));
    expect(moved.scheduledAt).toBe('2026-09-03T12:30:00.000Z');
    expect(moved.agendaItems.map((i) => [i.title, i.discussed])).toEqual([['Congés d’été', true], ['Formation Excel', false]]);
    expect(moved.agendaItems[0].id).toBe(leave.id);
    expect(moved.agendaItems.some((i) => i.id === objectives.id)).toBe(false);

    // Twenty concurrent rewrites: the agenda is exactly one of them, never a mix.
    const rewrites = await Promise.all(
      Array.from({ length: 20 }, (_, n) => (n % 2 ? me : boss).put(`${BASE}/${meeting.id}`, { scheduledAt: '2026-09-04T09:00:00Z', agendaItems: [{ id: leave.id, title: 'Congés' }, { title: `P${n}-a` }, { title: `P${n}-b` }] })),
    );
    expect(rewrites.map((r) => r.status)).toEqual(Array(20).fill(200));
    const settled = ok<MeetingJson>(await boss.get(`${BASE}/${meeting.id}`)).agendaItems.map((i) => i.title);
    expect(settled).toHaveLength(3);
    expect(settled[2]).toBe(settled[1].replace(/-a$/, '-b'));

    // An action item goes to DONE and back to TODO.
    const withAction = ok<MeetingJson>(await boss.post(`${BASE}/${meeting.id}/action-items`, { title: 'Préparer le support' }), 201);
    const actionId = withAction.actionItems.at(-1)?.id as string;
    expect(ok<MeetingJson>(await me.put(`${BASE}/${meeting.id}/action-items/${actionId}/status`, { status: 'DONE' })).actionItems.at(-1)?.status).toBe('DONE');
    expect(ok<MeetingJson>(await me.put(`${BASE}/${meeting.id}/action-items/${actionId}/status`, { status: 'TODO' })).actionItems.at(-1)?.status).toBe('TODO');

    const cancelled = ok<MeetingJson & { cancelReason: string | null }>(await boss.post(`${BASE}/${meeting.id}/cancel`, { reason: 'Absent' }));
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancelReason: 'Absent' });
    expect((await me.put(`${BASE}/${meeting.id}`, body)).body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'CANCELLED' });
  });
});
