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
});
