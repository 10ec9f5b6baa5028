import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, type ApiClient, type TestTenant } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { createPlan, operators } from './world';

// A second server process on the same database: a suspension or a plan applied through the
// operator space must reach it on the tenant's next request (the tenant's access version moves).
let t: TestServer;
let child: ChildProcess | undefined;
let childUrl: string;
let operator: ApiClient;
let tenant: TestTenant;
let tenantApi: ApiClient;

function startSecondProcess(): Promise<string> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), APP_PROFILE: 'saas', DATA_DIR: t.config.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
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

async function childGet(pathname: string): Promise<{ status: number; code?: string }> {
  const res = await fetch(`${childUrl}${pathname}`, { headers: { Authorization: `Bearer ${tenantApi.accessToken}` } });
  const body = (await res.json()) as { code?: string };
  return { status: res.status, code: body.code };
}

beforeAll(async () => {
  t = await createTestServer();
  ({ operator } = await operators(t));
  ({ tenant, api: tenantApi } = await buildAdmin(t));
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

describe('operator changes seen by another server process', () => {
  it('refuses a suspended tenant and licenses the modules of an applied plan at the next request', async () => {
    expect((await childGet('/booking/resource-types')).status).toBe(200);
    const plan = await createPlan(operator, { modules: ['ACCOUNTING'] });
    await operator.post(`/admin-platform/tenants/${tenant.id}/apply-plan`, { planCode: plan.code }).expect(200);
    expect(await childGet('/booking/resource-types')).toEqual({ status: 403, code: 'MODULE_NOT_LICENSED' });
    await operator.post(`/admin-platform/tenants/${tenant.id}/suspend`).expect(200);
    expect(await childGet('/auth/me')).toEqual({ status: 403, code: 'TENANT_SUSPENDED' });
    await operator.post(`/admin-platform/tenants/${tenant.id}/reactivate`).expect(200);
    expect((await childGet('/auth/me')).status).toBe(200);
  });
});
