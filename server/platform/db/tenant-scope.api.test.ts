import { fn, col } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/roles/models/role';
import { UserRole } from '../../modules/roles/models/user-role';
import { User } from '../../modules/identity/models/user';
import { AuditEvent } from '../audit/model';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';
import { asSystem, asTenant } from '../tenancy/context';
import { inTransaction } from './transaction';
import { TenantContextMissing, tenantQuery } from './tenant-scope';

// The isolation mechanism on real models: every way of reading or writing stays in the tenant.
let t: TestServer;
let a: TestTenant;
let b: TestTenant;
let userA: TestUser;
let userB: TestUser;

beforeAll(async () => {
  t = await createTestServer();
  a = await buildTenant(t);
  b = await buildTenant(t);
  userA = await buildUser(t, { tenant: a, roles: ['ORG_ADMIN'], lastName: 'Alpha' });
  userB = await buildUser(t, { tenant: b, roles: ['ORG_ADMIN'], lastName: 'Beta' });
});
afterAll(() => t?.close());

const inA = <T>(fn: () => Promise<T>) => asTenant(a.id, fn);

describe('tenantScoped models', () => {
  it('filters finds, counts and aggregates', async () => {
    await inA(async () => {
      expect((await User.findAll()).map((u) => u.id)).toEqual([userA.id]);
      expect(await User.findByPk(userB.id)).toBeNull();
      expect(await User.findOne({ where: { id: userB.id } })).toBeNull();
      expect(await User.count()).toBe(1);
      expect(await User.count({ where: { lastName: 'Beta' } })).toBe(0);
      expect(await User.max('createdAt')).toBeTruthy();
      const grouped = (await UserRole.findAll({ attributes: ['roleId', [fn('COUNT', col('id')), 'n']], group: ['roleId'], raw: true })) as unknown as { n: number | string }[];
      expect(grouped.map((g) => Number(g.n))).toEqual([1]);
    });
  });

  it('filters associations: system roles are shared, their assignments are not', async () => {
    await inA(async () => {
      const roles = await Role.findAll({ where: { name: 'ORG_ADMIN' }, include: [{ model: UserRole, as: 'assignments' }] });
      expect(roles).toHaveLength(1);
      const assignments = (roles[0] as Role & { assignments: UserRole[] }).assignments;
      expect(assignments.map((x) => x.userId)).toEqual([userA.id]);
      const required = await UserRole.findAll({ include: [{ model: Role, as: 'role', required: true }] });
      expect(required.map((x) => x.userId)).toEqual([userA.id]);
    });
  });

  it('stamps the context tenant on create, whatever the caller passes', async () => {
    const created = await inA(() => User.create({ tenantId: b.id, email: 'stamped@example.test', firstName: 'S', lastName: 'Tamp' }));
    expect(created.tenantId).toBe(a.id);
    const bulk = await inA(() => User.bulkCreate([{ tenantId: b.id, email: 'bulk@example.test', firstName: 'B', lastName: 'Ulk' }]));
    expect(bulk[0].tenantId).toBe(a.id);
  });

  it('limits bulk updates and deletes to the tenant, and refuses saving another tenant’s instance', async () => {
    await inA(() => User.update({ locale: 'en' }, { where: {} }));
    expect((await asSystem(() => User.findByPk(userB.id)))!.locale).toBe('fr');
    const foreign = (await asSystem(() => User.findByPk(userB.id)))!;
    await expect(inA(() => foreign.update({ firstName: 'Hijack' }))).rejects.toBeInstanceOf(TenantContextMissing);
    await expect(inA(() => foreign.destroy())).rejects.toBeInstanceOf(TenantContextMissing);
    await inA(() => User.destroy({ where: { email: 'bulk@example.test' } }));
    await inA(() => User.destroy({ where: { lastName: 'Beta' } }));
    expect(await asSystem(() => User.count({ where: { id: userB.id } }))).toBe(1);
  });

  it('fails loudly without a context, and lifts the filter only in system scope', async () => {
    await expect(User.findAll()).rejects.toBeInstanceOf(TenantContextMissing);
    await expect(User.create({ email: 'nocontext@example.test', firstName: 'N', lastName: 'C' })).rejects.toBeInstanceOf(TenantContextMissing);
    expect(await asSystem(() => User.count({ where: { id: [userA.id, userB.id] } }))).toBe(2);
  });
});

describe('raw queries', () => {
  it('refuses a statement without :tenantId and fills it from the context', async () => {
    await expect(inA(() => tenantQuery(t.server.sequelize, 'SELECT id FROM users'))).rejects.toThrow(/:tenantId/);
    const rows = await inA(() => tenantQuery<{ id: string }>(t.server.sequelize, 'SELECT id FROM users WHERE tenant_id = :tenantId AND last_name = :name', { name: 'Alpha', tenantId: b.id }));
    expect(rows.map((r) => r.id)).toEqual([userA.id]);
    await expect(tenantQuery(t.server.sequelize, 'SELECT id FROM users WHERE tenant_id = :tenantId')).rejects.toBeInstanceOf(TenantContextMissing);
  });
});

describe('auditable models under bulk operations', () => {
  it('writes one event per row for bulk updates and deletes, in the same transaction', async () => {
    const tenant = await buildTenant(t);
    const [u1, u2] = [await buildUser(t, { tenant, lastName: 'One' }), await buildUser(t, { tenant, lastName: 'Two' })];
    await asTenant(tenant.id, () => inTransaction(t.server.sequelize, () => User.update({ lastName: 'Same' }, { where: {} })));
    const updates = await asTenant(tenant.id, () => AuditEvent.findAll({ where: { entityType: 'USER', action: 'UPDATE' } }));
    expect(updates.map((e) => e.entityId).sort()).toEqual([u1.id, u2.id].sort());
    expect(updates.find((e) => e.entityId === u1.id)!.changes).toEqual([{ field: 'lastName', before: 'One', after: 'Same' }]);

    await expect(
      asTenant(tenant.id, () =>
        inTransaction(t.server.sequelize, async () => {
          await UserRole.destroy({ where: {} });
          await User.destroy({ where: {} });
          throw new Error('roll back');
        }),
      ),
    ).rejects.toThrow('roll back');
    expect(await asTenant(tenant.id, () => AuditEvent.count({ where: { action: 'DELETE' } }))).toBe(0);

    await asTenant(tenant.id, () =>
      inTransaction(t.server.sequelize, async () => {
        await UserRole.destroy({ where: {} });
        await User.destroy({ where: {} });
      }),
    );
    const deletes = await asTenant(tenant.id, () => AuditEvent.findAll({ where: { entityType: 'USER', action: 'DELETE' } }));
    expect(deletes.map((e) => e.entityId).sort()).toEqual([u1.id, u2.id].sort());
    expect(await asTenant(tenant.id, () => AuditEvent.count({ where: { entityType: 'USER', action: 'ROLE_REMOVED' } }))).toBe(2);
  });
});
