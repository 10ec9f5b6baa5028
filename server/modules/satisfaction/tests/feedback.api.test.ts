import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { runInApp } from '../../../platform/modules';
import { asTenant } from '../../../platform/tenancy/context';
import { CompanyValue } from '../models';
import { buildSatisfactionWorld, department, member, type Member, type SatisfactionWorld } from './world';

let t: TestServer;
let w: SatisfactionWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-18T08:00:00Z' });
  w = await buildSatisfactionWorld(t);
});
afterAll(() => t?.close());

const inTenant = <T>(fn: () => Promise<T>) => runInApp(t.server.container, () => asTenant(w.tenant.id, fn));
const wall = async (m: Member) => ((await m.api.get('/hr/satisfaction/feedback?pageSize=200').expect(200)).body.items as Array<{ id: string }>).map((i) => i.id);

describe('company values', () => {
  it('are created, renamed, deactivated and deleted by their managers; names are unique, also under 20 concurrent creations', async () => {
    const created = await w.valuesManager.post('/hr/satisfaction/values', { name: 'Intégrité', description: 'Faire ce que l’on dit' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Intégrité', active: true, messageCount: 0 });
    const dup = await w.valuesManager.post('/hr/satisfaction/values', { name: 'INTEGRITE' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ code: 'DUPLICATE', errors: [{ path: 'name' }] });
    const renamed = await w.valuesManager.put(`/hr/satisfaction/values/${created.body.id}`, { name: 'Intégrité et respect' }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Intégrité et respect', description: null });

    const racers = await Promise.all(Array.from({ length: 20 }, () => w.valuesManager.post('/hr/satisfaction/values', { name: 'Audace' })));
    expect(racers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(racers.filter((r) => r.status === 409 && r.body.code === 'DUPLICATE')).toHaveLength(19);
    expect(await inTenant(() => CompanyValue.count({ where: { nameKey: 'audace' } }))).toBe(1);

    const employee = await member(w, null);
    expect((await employee.api.post('/hr/satisfaction/values', { name: 'Pirate' })).status).toBe(403);
    const deactivated = await w.valuesManager.post(`/hr/satisfaction/values/${created.body.id}/deactivate`).expect(200);
    expect(deactivated.body.active).toBe(false);
    // Employees see active values only; managers of values see them all.
    const seen = (await employee.api.get('/hr/satisfaction/values?active=false').expect(200)).body.items.map((v: { id: string }) => v.id);
    expect(seen).not.toContain(created.body.id);
    const managed = (await w.valuesManager.get('/hr/satisfaction/values').expect(200)).body.items.map((v: { id: string }) => v.id);
    expect(managed).toContain(created.body.id);
    await w.valuesManager.post(`/hr/satisfaction/values/${created.body.id}/activate`).expect(200);
    await w.valuesManager.delete(`/hr/satisfaction/values/${created.body.id}`).expect(204);
    expect((await w.valuesManager.get(`/hr/satisfaction/values/${created.body.id}`)).status).toBe(404);
  });
});

describe('feedback messages', () => {
  it('refuses messages to oneself, to unknown people, shout-outs without an active value; a named value is not deleted', async () => {
    const [sender, recipient] = [await member(w, null), await member(w, null)];
    const value = await w.valuesManager.post('/hr/satisfaction/values', { name: 'Solidarité' }).expect(201);
    const post = (body: object) => sender.api.post('/hr/satisfaction/feedback', { type: 'KUDOS', recipientId: recipient.user.id, message: 'Merci !', ...body });

    const self = await post({ recipientId: sender.user.id });
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual([expect.objectContaining({ path: 'recipientId' })]);
    expect((await post({ recipientId: '3f1c6a55-3b8e-4c7b-9b0e-2d3f7c1a9e10' })).status).toBe(422);
    const noValue = await post({ type: 'VALUES_SHOUTOUT' });
    expect(noValue.status).toBe(422);
    expect(noValue.body.errors).toEqual([expect.objectContaining({ path: 'valueId' })]);
    expect((await post({ type: 'PRAISE' })).status).toBe(400);
    expect((await post({ message: '   ' })).status).toBe(400);

    const shout = await post({ type: 'VALUES_SHOUTOUT', valueId: value.body.id, scope: 'COMPANY' });
    expect(shout.status, JSON.stringify(shout.body)).toBe(201);
    expect(shout.body).toMatchObject({
      type: 'VALUES_SHOUTOUT',
      scope: 'COMPANY',
      message: 'Merci !',
      sender: { id: sender.user.id },
      recipient: { id: recipient.user.id },
      value: { id: value.body.id, name: 'Solidarité' },
      canDelete: true,
    });
    const inUse = await w.valuesManager.delete(`/hr/satisfaction/values/${value.body.id}`);
    expect(inUse.status).toBe(422);
    expect((await w.valuesManager.get(`/hr/satisfaction/values/${value.body.id}`).expect(200)).body.messageCount).toBe(1);
    await w.valuesManager.post(`/hr/satisfaction/values/${value.body.id}/deactivate`).expect(200);
    expect((await post({ type: 'VALUES_SHOUTOUT', valueId: value.body.id })).status).toBe(422);

    // Only the sender withdraws a message.
    expect((await recipient.api.delete(`/hr/satisfaction/feedback/${shout.body.id}`)).status).toBe(403);
    await sender.api.delete(`/hr/satisfaction/feedback/${shout.body.id}`).expect(204);
    expect((await recipient.api.get(`/hr/satisfaction/feedback/${shout.body.id}`)).status).toBe(404);
  });

  it('shows each message to its scope: the recipient’s team, department or the whole company', async () => {
    const ops = await department(w, 'Opérations');
    const it2 = await department(w, 'Informatique');
    const boss = await member(w, ops, { firstName: 'Chef' });
    const recipient = await member(w, ops, { managerId: boss.employeeId });
    const teammate = await member(w, ops, { managerId: boss.employeeId });
    const sameDept = await member(w, ops);
    const outsider = await member(w, it2);
    const sender = await member(w, it2);

    const send = async (scope: string, type = 'KUDOS') =>
      (await sender.api.post('/hr/satisfaction/feedback', { type, scope, recipientId: recipient.user.id, message: `Message ${scope}` }).expect(201)).body.id as string;
    const team = await send('TEAM', 'APPRECIATION');
    const dept = await send('DEPARTMENT', 'FEEDBACK');
    const company = await send('COMPANY');

    const expectations: Array<[Member, string[], string[]]> = [
      [sender, [team, dept, company], []],
      [recipient, [team, dept, company], []],
      [boss, [team, dept, company], []],
      [teammate, [team, dept, company], []],
      [sameDept, [dept, company], [team]],
      [outsider, [company], [team, dept]],
    ];
    for (const [who, sees, missing] of expectations) {
      const ids = await wall(who);
      expect(ids).toEqual(expect.arrayContaining(sees));
      for (const id of missing) {
        expect(ids).not.toContain(id);
        expect((await who.api.get(`/hr/satisfaction/feedback/${id}`)).status).toBe(404);
      }
    }
    const filtered = await teammate.api.get('/hr/satisfaction/feedback?type=APPRECIATION,FEEDBACK&scope=TEAM').expect(200);
    expect(filtered.body.items.map((i: { id: string }) => i.id)).toEqual([team]);
    const mine = await recipient.api.get('/hr/satisfaction/feedback?mine=true').expect(200);
    expect(mine.body.total).toBe(3);
    expect((await w.hr.get('/hr/satisfaction/feedback')).status).toBe(403);
  });
});
