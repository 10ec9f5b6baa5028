import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpAccessVersion } from '../../../platform/permissions/versions';
import { asSystem } from '../../../platform/tenancy/context';
import { Tenant } from '../../tenants/models/tenant';
import { SYSTEM_ROLE_IDS } from '../../roles';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';

// A second server process on the same database (and DATA_DIR, hence the same signing key):
// changes made through the test server must reach its permission cache on the next request.
let t: TestServer;
let child: ChildProcess | undefined;
let childUrl: string;
let tenant: TestTenant;
let admin: ApiClient;
let member: TestUser;
let memberApi: ApiClient;

function startSecondProcess(): Promise<string> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    APP_PROFILE: 'saas',
    DATA_DIR: t.config.dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  };
  delete env.DATABASE_URL;
  if (t.config.DATABASE_URL) env.DATABASE_URL = t.config.DATABASE_URL;
  child = fork(path.resolve('server/main.ts'), [], { execArgv: ['--import', 'tsx'], env, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  return new Promise((resolve, reject) => {
    child!.on('message', (m: { type?: string; url?: string }) => m.type === 'ready' && resolve(m.url!.replace('localhost', '127.0.0.1')));
    child!.on('exit', (code) => reject(new Error(`second process exited with ${code}: ${stderr}`)));
  });
}

async function childGet(pathname: string, api: ApiClient): Promise<{ status: number; body: { code?: string; modules?: string[] } }> {
  const res = await fetch(`${childUrl}${pathname}`, { headers: { Authorization: `Bearer ${api.accessToken}` } });
  return { status: res.status, body: await res.json() };
}

beforeAll(async () => {
  t = await createTestServer();
  ({ tenant, api: admin } = await buildAdmin(t));
  member = await buildUser(t, { tenant, permissions: ['audit.read'] });
  memberApi = await loginAs(t, member);
  childUrl = await startSecondProcess();
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  await t?.close();
});

describe('permission cache across server processes', () => {
  it('sees role removals and grants, module changes and deactivation made by another process', async () => {
    // The second process computes and caches the member's permissions.
    expect((await childGet('/audit/events', memberApi)).status).toBe(200);

    const customRoleId = (await admin.get(`/admin/users/${member.id}/roles`)).body.items[0].id;
    await admin.delete(`/admin/users/${member.id}/roles/${customRoleId}`).expect(204);
    const denied = await childGet('/audit/events', memberApi);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('PERMISSION_DENIED');

    await admin.post(`/admin/users/${member.id}/roles`, { roleId: SYSTEM_ROLE_IDS.HR_MANAGER }).expect(201);
    expect((await childGet('/audit/events', memberApi)).status).toBe(200);

    expect((await childGet('/auth/me', memberApi)).body.modules).toContain('ACCOUNTING');
    await asSystem(() => Tenant.update({ licensedModules: ['LEAVE'] }, { where: { id: tenant.id } }));
    expect((await childGet('/auth/me', memberApi)).body.modules).toEqual(['LEAVE']);

    await admin.post(`/admin/users/${member.id}/deactivate`).expect(200);
    expect((await childGet('/auth/me', memberApi)).status).toBe(401);
  });

  it('caches: a change that bypasses the version counter is not seen until the counter moves', async () => {
    const other = await buildUser(t, { tenant, roles: ['HR_MANAGER'] });
    const api = await loginAs(t, other);
    expect((await childGet('/audit/events', api)).status).toBe(200);
    await t.server.sequelize.query('DELETE FROM user_roles WHERE user_id = :id', { replacements: { id: other.id } });
    expect((await childGet('/audit/events', api)).status).toBe(200);
    await bumpAccessVersion(t.server.sequelize, tenant.id);
    expect((await childGet('/audit/events', api)).status).toBe(403);
  });
});
