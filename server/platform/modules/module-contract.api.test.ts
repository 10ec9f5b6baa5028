import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Sequelize } from 'sequelize';
import { modules } from '../../modules';
import { buildOrg, defineWorkflow, step, type Org, type Person } from '../../modules/approvals/tests/world';
import { createTestServer, type TestServer } from '../../test/test-server';
import { captureMail } from '../../test/mail';
import { bearerClient } from '../../test/factories';
import type { AppConfig } from '../../config';
import { AUTHENTICATED } from '../http/requirements';
import { ApiRouter } from '../http/api-router';
import type { MailMessage } from '../services';
import { act, startWorkflow } from '../workflow';
import { appServices, ModuleContractError, resolveApp, runInApp, type AppServices, type ModuleDefinition } from '.';

/** A module that asks for purchases through the engine, reacts to their outcome, mails from a job. */
function purchasesProbe(label: string, seen: string[]): ModuleDefinition {
  const router = new ApiRouter('probe')
    .post('/probe/requests', { summary: 'Ask', access: AUTHENTICATED, body: z.object({ entityId: z.uuid() }), response: z.object({ instanceId: z.uuid().nullable() }) }, async ({ body, ctx }) => {
      const instance = await startWorkflow({
        entityType: 'PURCHASE_REQUEST',
        entityId: body.entityId,
        requesterUserId: ctx.userId,
        requesterEmployeeId: ctx.employeeId ?? null,
        summary: `Achat ${label}`,
      });
      return { instanceId: instance?.id ?? null };
    })
    .post('/probe/requests/{entityId}/approve', { summary: 'Approve', access: AUTHENTICATED, params: z.object({ entityId: z.uuid() }), response: z.object({ ok: z.boolean() }) }, async ({ params }) => {
      await act({ entityType: 'PURCHASE_REQUEST', entityId: params.entityId }, { action: 'APPROVE', comment: `vu par ${label}` });
      return { ok: true };
    });
  return {
    id: 'purchases-probe',
    subscribes: { 'tenant.created': ({ tenantId }) => void seen.push(`${label} event ${tenantId}`) },
    contributes: {
      routes: () => router,
      workflow: [
        {
          entityType: 'PURCHASE_REQUEST',
          onComplete: ({ decision, comment }) => void seen.push(`${label} handler ${decision} ${comment}`),
          links: (i) => ({ approve: { method: 'POST', path: `/probe/requests/${i.entityId}/approve` }, reject: { method: 'POST', path: `/probe/requests/${i.entityId}/reject` } }),
        },
      ],
      jobs: [
        {
          name: 'probe.digest',
          schedule: '0 3 * * *',
          scope: 'system',
          async handle() {
            await appServices().mail.send({ to: 'ops@example.test', subject: `Digest ${label}`, text: label });
          },
        },
      ],
    },
  };
}

/** The supplies module handles PURCHASE_REQUEST itself: the probes stand in for it. */
const withoutPurchases = modules.filter((m) => m.id !== 'supplies');

describe('two apps in one process share nothing', () => {
  let a: TestServer;
  let b: TestServer;
  const seenA: string[] = [];
  const seenB: string[] = [];
  let mailA: MailMessage[];
  let mailB: MailMessage[];
  let org: Org;
  let clerk: Person;
  let manager: Person;

  beforeAll(async () => {
    a = await createTestServer({ now: '2026-05-04T08:00:00Z', modules: [...withoutPurchases, purchasesProbe('A', seenA)] });
    b = await createTestServer({ now: '2026-05-04T08:00:00Z', modules: [...withoutPurchases, purchasesProbe('B', seenB)], sameDatabaseAs: a });
    mailA = captureMail(a);
    mailB = captureMail(b);
    org = await buildOrg(a);
    manager = await org.hire({ firstName: 'Koffi', roles: ['MANAGER'], manager: org.admin });
    clerk = await org.hire({ firstName: 'Paul', manager });
    await defineWorkflow(org, 'PURCHASE_REQUEST', [step('Manager', { type: 'MANAGER' })]);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('each app dispatches its events to its own subscribers', async () => {
    const tenant = await runInApp(b.server.container, () =>
      b.server.container.ports.tenants.createTenant({ slug: `two-apps-${randomUUID().slice(0, 8)}`, companyName: 'B only', country: 'CI', currency: 'XOF', licensedModules: ['HR'] }),
    );
    expect(seenB).toContain(`B event ${tenant.id}`);
    expect(seenA.filter((s) => s.includes(tenant.id))).toEqual([]);
  });

  it("a decision reaches the handler and the mailer of the app that took it, once", async () => {
    for (const [t, label, seen] of [
      [a, 'A', seenA],
      [b, 'B', seenB],
    ] as const) {
      const entityId = randomUUID();
      mailA.length = 0;
      mailB.length = 0;
      const asClerk = bearerClient(t, (await clerk.api()).accessToken);
      const asManager = bearerClient(t, (await manager.api()).accessToken);
      const started = await asClerk.post('/probe/requests', { entityId });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      await asManager.post(`/probe/requests/${entityId}/approve`).expect(200);
      expect(seen).toContain(`${label} handler APPROVED vu par ${label}`);
      const other = label === 'A' ? seenB : seenA;
      expect(other.filter((s) => s.includes(`vu par ${label}`))).toEqual([]);
      const own = label === 'A' ? mailA : mailB;
      expect(own.filter((m) => m.subject.includes(`Achat ${label}`)).map((m) => m.subject)).toEqual([
        `À approuver : Achat ${label}`,
        `Demande approuvée : Achat ${label}`,
      ]);
      expect((label === 'A' ? mailB : mailA).length).toBe(0);
    }
  });

  it("a job runs in its own app: its mail leaves through that app's mailer", async () => {
    mailA.length = 0;
    mailB.length = 0;
    expect(await b.server.container.services.jobs.runNow('probe.digest', new Date('2026-05-05T03:00:00Z'))).toBe(true);
    expect(mailB.map((m) => m.subject)).toEqual(['Digest B']);
    expect(mailA).toEqual([]);
    expect(await a.server.container.services.jobs.runNow('probe.digest', new Date('2026-05-05T03:00:00Z'))).toBe(true);
    expect(mailA.map((m) => m.subject)).toEqual(['Digest A']);
    expect(mailB.map((m) => m.subject)).toEqual(['Digest B']);
  });
});

describe('the contract is checked when an app is resolved', () => {
  const services = {
    mail: { send: async () => ({ messageId: 'x' }) },
    events: { subscribe() {}, publish: async () => undefined },
    jobs: { register() {}, runNow: async () => true, start() {}, stop: async () => undefined },
    documents: {},
    pdf: {},
  } as unknown as AppServices;
  const resolve = (list: ModuleDefinition[]) =>
    resolveApp({ config: {} as AppConfig, sequelize: {} as Sequelize, logger: pino({ level: 'silent' }), now: () => new Date(), services, modules: list });

  it('refuses a module that uses a port nobody provides', () => {
    expect(() => resolve([{ id: 'lonely', uses: ['people'] }])).toThrow(ModuleContractError);
  });

  it('refuses a port provided twice, a module listed twice and an unknown permission', () => {
    const provider: ModuleDefinition = { id: 'one', provides: { tenantDirectory: () => ({ activeTenantIds: async () => [] }) } };
    expect(() => resolve([provider, { ...provider, id: 'two' }])).toThrow(/provided twice/);
    expect(() => resolve([provider, provider])).toThrow(/listed twice/);
    expect(() => resolve([{ id: 'typo', contributes: { permissions: ['accounting.raed' as never] } }])).toThrow(/unknown permission/);
  });

  it('builds ports on first use, in any module order, and refuses a port that needs itself', () => {
    const app = resolve([
      { id: 'user', uses: ['tenantDirectory'] },
      { id: 'provider', provides: { tenantDirectory: () => ({ activeTenantIds: async () => ['t1'] }) } },
    ]);
    expect(typeof app.ports.tenantDirectory.activeTenantIds).toBe('function');
    const loop = resolve([{ id: 'loop', provides: { tenantDirectory: (self) => self.ports.tenantDirectory } }]);
    expect(() => loop.ports.tenantDirectory).toThrow(/needs itself/);
  });
});
