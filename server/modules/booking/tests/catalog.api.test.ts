import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { book, buildWorld, createResource, createType, type World } from './world';

let t: TestServer;
let w: World;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-05-04T07:00:00Z' });
  w = await buildWorld(t);
});
afterAll(() => t?.close());

describe('resource types', () => {
  it('are created with the contract fields and defaults, listed and updated', async () => {
    const res = await w.as.admin.post('/booking/resource-types', {
      name: 'Salle de réunion',
      icon: 'meeting_room',
      color: '#2E7D32',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Salle de réunion',
      icon: 'meeting_room',
      color: '#2E7D32',
      requiresOwner: false,
      requiresValidation: false,
      allowOwnerAutoValidate: true,
    });
    const updated = await w.as.admin.put(`/booking/resource-types/${res.body.id}`, {
      name: 'Salles',
      requiresValidation: true,
    });
    expect(updated.body).toMatchObject({ name: 'Salles', requiresValidation: true, icon: null });
    const list = await w.as.alice.get('/booking/resource-types?q=sall');
    expect(list.status).toBe(200);
    expect(list.body.items.map((x: { name: string }) => x.name)).toContain('Salles');
  });

  it('refuse bad fields, duplicate names and callers without resource.manage', async () => {
    expect((await w.as.admin.post('/booking/resource-types', { name: 'X', color: 'green' })).status).toBe(
      400,
    );
    expect((await w.as.admin.post('/booking/resource-types', { name: '' })).status).toBe(400);
    await w.as.admin.post('/booking/resource-types', { name: 'Véhicule' }).expect(201);
    const dup = await w.as.admin.post('/booking/resource-types', { name: 'Véhicule' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');
    for (const api of [w.as.alice, w.as.owner])
      expect((await api.post('/booking/resource-types', { name: 'Drone' })).status).toBe(403);
  });

  it('are deleted only when unused', async () => {
    const used = await createType(w.as.admin);
    await createResource(w.as.admin, used.id);
    const refused = await w.as.admin.delete(`/booking/resource-types/${used.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('BUSINESS_RULE');
    const unused = await createType(w.as.admin);
    await w.as.admin.delete(`/booking/resource-types/${unused.id}`).expect(204);
    expect((await w.as.admin.get(`/booking/resource-types/${unused.id}`)).status).toBe(404);
  });
});

describe('resources', () => {
  it('take the type defaults: auto-validate unless the type requires validation', async () => {
    const free = await createType(w.as.admin, { requiresValidation: false });
    const checked = await createType(w.as.admin, { requiresValidation: true });
    const a = await createResource(w.as.admin, free.id);
    const b = await createResource(w.as.admin, checked.id);
    const c = await createResource(w.as.admin, checked.id, { autoValidate: true, autoApproveAfterHours: 48 });
    expect([a.autoValidate, b.autoValidate, c.autoValidate]).toEqual([true, false, true]);
  });

  it('answer the contract shape with type, owner and status', async () => {
    const type = await createType(w.as.admin, { name: 'Vidéoprojecteur' });
    const res = await w.as.admin.post('/booking/resources', {
      name: 'Epson EB-W52',
      code: 'VP-01',
      typeId: type.id,
      location: 'Armoire A',
      ownerId: w.owner.id,
      autoApproveAfterHours: 24,
      capacity: null,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Epson EB-W52',
      code: 'VP-01',
      typeId: type.id,
      type: { id: type.id, name: 'Vidéoprojecteur' },
      location: 'Armoire A',
      ownerId: w.owner.id,
      owner: { id: w.owner.id, name: 'Moussa Traoré' },
      status: 'ACTIVE',
      autoValidate: true,
      autoApproveAfterHours: 24,
      hasPhoto: false,
      photoUrl: null,
    });
  });

  it('refuse a taken code, a missing owner where the type requires one, unknown types and users', async () => {
    const type = await createType(w.as.admin, { requiresOwner: true });
    const ok = await createResource(w.as.admin, type.id, { ownerId: w.owner.id });
    const dup = await w.as.admin.post('/booking/resources', {
      name: 'Bis',
      code: ok.code,
      typeId: type.id,
      ownerId: w.owner.id,
    });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE');
    const cases: [Record<string, unknown>, string][] = [
      [{ typeId: type.id }, 'ownerId'],
      [{ typeId: type.id, ownerId: '00000000-0000-4000-8000-000000000000' }, 'ownerId'],
      [{ typeId: '00000000-0000-4000-8000-000000000000' }, 'typeId'],
      [{ typeId: type.id, ownerId: w.owner.id, code: 'a b' }, 'code'],
      [{ typeId: type.id, ownerId: w.owner.id, autoApproveAfterHours: 0 }, 'autoApproveAfterHours'],
    ];
    for (const [body, path] of cases) {
      const res = await w.as.admin.post('/booking/resources', {
        name: 'Test',
        code: `C-${Math.random().toString(36).slice(2, 7)}`,
        ...body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
  });

  it('offer as owners the people who may approve bookings (the people search narrowed to resource.owner)', async () => {
    const all = await w.as.admin.get('/people?permission=resource.owner&limit=50');
    expect(all.status).toBe(200);
    const ids = all.body.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining([w.owner.id, w.admin.id]));
    expect(ids).not.toContain(w.alice.id);
    const found = await w.as.alice.get('/people?permission=resource.owner&q=traore');
    expect(found.body).toEqual([expect.objectContaining({ kind: 'user', id: w.owner.id, name: 'Moussa Traoré', email: w.owner.email })]);
  });

  it('are updated, disabled (no new bookings, hidden from bookers) and enabled again', async () => {
    const type = await createType(w.as.admin);
    const r = await createResource(w.as.admin, type.id, { name: 'Salle Tamarinier', location: 'Cocody' });
    const updated = await w.as.admin.put(`/booking/resources/${r.id}`, {
      name: 'Salle Tamarinier (rénovée)',
      code: r.code,
      typeId: type.id,
      capacity: 12,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      name: 'Salle Tamarinier (rénovée)',
      capacity: 12,
      location: 'Cocody',
    });
    const disabled = await w.as.admin.post(`/booking/resources/${r.id}/disable`);
    expect(disabled.body.status).toBe('INACTIVE');
    const again = await w.as.admin.post(`/booking/resources/${r.id}/disable`);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'INACTIVE' });
    expect((await w.as.alice.get(`/booking/resources/${r.id}`)).status).toBe(404);
    expect(
      (await w.as.alice.get('/booking/resources?pageSize=200')).body.items.map((x: { id: string }) => x.id),
    ).not.toContain(r.id);
    expect(
      (await w.as.admin.get('/booking/resources?status=INACTIVE')).body.items.map(
        (x: { id: string }) => x.id,
      ),
    ).toContain(r.id);
    expect((await book(w.as.alice, r.id, '2026-05-06', '09:00', '10:00')).status).toBe(422);
    await w.as.admin.post(`/booking/resources/${r.id}/enable`).expect(200);
    await book(w.as.alice, r.id, '2026-05-06', '09:00', '10:00').expect(201);
    for (const path of ['disable', 'enable'])
      expect((await w.as.alice.post(`/booking/resources/${r.id}/${path}`)).status).toBe(403);
    expect(
      (await w.as.alice.put(`/booking/resources/${r.id}`, { name: 'X', code: r.code, typeId: type.id }))
        .status,
    ).toBe(403);
  });

  it('filter the catalogue by text, type, location, capacity and ownership', async () => {
    const rooms = await createType(w.as.admin, { name: 'Salles filtrées' });
    const big = await createResource(w.as.admin, rooms.id, {
      name: 'Grande salle Akwaba',
      location: 'Plateau',
      capacity: 30,
      ownerId: w.owner.id,
    });
    const small = await createResource(w.as.admin, rooms.id, {
      name: 'Bureau 100% calme',
      location: 'Marcory',
      capacity: 4,
    });
    const ids = async (q: string) =>
      (await w.as.alice.get(`/booking/resources?pageSize=200&${q}`)).body.items.map(
        (x: { id: string }) => x.id,
      );
    expect(await ids('q=akwaba')).toEqual([big.id]);
    expect(await ids('q=100%25')).toEqual([small.id]);
    expect(await ids(`typeId=${rooms.id}&sort=-name`)).toEqual([big.id, small.id]);
    expect(await ids(`typeId=${rooms.id}&sort=name`)).toEqual([small.id, big.id]);
    expect(await ids(`typeId=${rooms.id}&minCapacity=10`)).toEqual([big.id]);
    expect(await ids(`typeId=${rooms.id}&location=marcory`)).toEqual([small.id]);
    expect(
      (await w.as.owner.get('/booking/resources?owned=true&pageSize=200')).body.items.every(
        (x: { ownerId: string }) => x.ownerId === w.owner.id,
      ),
    ).toBe(true);
    expect((await w.as.alice.get('/booking/resources?sort=password')).status).toBe(400);
  });

  it('switch auto-validation: managers always, owners when the type allows it', async () => {
    const lenient = await createType(w.as.admin, { requiresValidation: true, allowOwnerAutoValidate: true });
    const strict = await createType(w.as.admin, { requiresValidation: true, allowOwnerAutoValidate: false });
    const a = await createResource(w.as.admin, lenient.id, { ownerId: w.owner.id });
    const b = await createResource(w.as.admin, strict.id, { ownerId: w.owner.id });
    const byOwner = await w.as.owner.put(`/booking/resources/${a.id}/auto-validation`, {
      autoValidate: true,
    });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.autoValidate).toBe(true);
    const refused = await w.as.owner.put(`/booking/resources/${b.id}/auto-validation`, {
      autoValidate: true,
    });
    expect(refused.status).toBe(403);
    expect(
      (await w.as.alice.put(`/booking/resources/${a.id}/auto-validation`, { autoValidate: false })).status,
    ).toBe(403);
    const byAdmin = await w.as.admin.put(`/booking/resources/${b.id}/auto-validation`, {
      autoValidate: false,
      autoApproveAfterHours: 12,
    });
    expect(byAdmin.body).toMatchObject({ autoValidate: false, autoApproveAfterHours: 12 });
    expect((await book(w.as.alice, a.id, '2026-05-07', '09:00', '10:00')).body.status).toBe('APPROVED');
    expect((await book(w.as.alice, b.id, '2026-05-07', '09:00', '10:00')).body.status).toBe('PENDING');
  });

  it('keep their changes in the audit trail, readable with resource.manage', async () => {
    const type = await createType(w.as.admin);
    const r = await createResource(w.as.admin, type.id, { name: 'Salle Audit' });
    await w.as.admin.post(`/booking/resources/${r.id}/disable`).expect(200);
    const trail = await w.as.admin.get(`/audit/BOOKING_RESOURCE/${r.id}`);
    expect(trail.status).toBe(200);
    expect(trail.body.items.map((e: { action: string }) => e.action).sort()).toEqual([
      'CREATE',
      'STATE_CHANGE',
    ]);
    expect((await w.as.alice.get(`/audit/BOOKING_RESOURCE/${r.id}`)).status).toBe(403);
  });
});
