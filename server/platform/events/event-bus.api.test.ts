import { Writable } from 'node:stream';
import { pino } from 'pino';
import { z } from 'zod';
import type { Transaction } from 'sequelize';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { modules } from '../../modules';
import { Tenant } from '../../modules/tenants/models/tenant';
import type { ModuleDefinition } from '../modules';
import { ApiRouter } from '../http/api-router';
import { PUBLIC } from '../http/requirements';
import { Problem } from '../http/problem';
import { ambientTransaction, inTransaction } from '../db/transaction';
import { asSystem, asTenant, currentContext } from '../tenancy/context';
import type { DomainEvent, EventBus } from '../services';
import { TransactionalEventBus } from './event-bus';

// Events of these tests only.
declare module '../modules/contract' {
  interface DomainEvents {
    TenantProbed: { slug: string };
    Broken: Record<string, never>;
  }
}

interface Seen {
  event: DomainEvent<{ slug: string }>;
  contextTenant: string | null;
  systemScope: boolean;
  transaction: Transaction | undefined;
  tenantVisible: boolean;
}

let t: TestServer;
let bus: EventBus;
let seen: Seen[];

async function record(event: DomainEvent<{ slug: string }>): Promise<void> {
  const ctx = currentContext();
  // Tenant is not tenant-scoped: the handler reads it in its own transaction, whatever its tenant.
  const found = await Tenant.count({ where: { slug: event.payload.slug } });
  seen.push({
    event,
    contextTenant: ctx?.tenantId ?? null,
    systemScope: ctx?.systemScope ?? false,
    transaction: ambientTransaction(),
    tenantVisible: found === 1,
  });
}

const probe: ModuleDefinition = {
  id: 'probe-events',
  contributes: {
    routes: () =>
      new ApiRouter('probe').post(
        '/probe/events',
        {
          summary: 'Create a tenant and publish an event',
          access: PUBLIC,
          status: 201,
          body: z.object({ slug: z.string(), fail: z.boolean().optional() }),
          response: z.object({ slug: z.string() }),
        },
        async ({ body }) => {
          await Tenant.create({ slug: body.slug, companyName: 'Probe', country: 'CI', currency: 'XOF' });
          await bus.publish('TenantProbed', { slug: body.slug });
          if (body.fail) throw new Problem('BUSINESS_RULE', 'Asked to fail');
          return { slug: body.slug };
        },
      ),
  },
};

beforeAll(async () => {
  t = await createTestServer({ modules: [...modules, probe] });
  bus = t.server.container.services.events!;
  bus.subscribe('TenantProbed', async (event) => {
    // Slow on purpose: the request must still wait for it.
    await new Promise((resolve) => setTimeout(resolve, 30));
    await record(event);
  });
});
afterAll(() => t?.close());
beforeEach(() => {
  seen = [];
});

describe('event bus', () => {
  it('dispatches after the request commits, in a transaction of its own, before the answer', async () => {
    const res = await t.http.post('/probe/events').send({ slug: 'after-commit' });
    expect(res.status).toBe(201);
    expect(seen).toHaveLength(1);
    expect(seen[0].tenantVisible).toBe(true);
    expect(seen[0].transaction).toBeDefined();
    expect(seen[0].event).toMatchObject({
      type: 'TenantProbed',
      tenantId: null,
      payload: { slug: 'after-commit' },
    });
    expect(seen[0].event.occurredAt).toBeInstanceOf(Date);
  });

  it('queues the event until the transaction commits', async () => {
    let seenInside = -1;
    let outer: Transaction | undefined;
    await asSystem(() =>
      inTransaction(t.server.sequelize, async (tx) => {
        outer = tx;
        await Tenant.create({ slug: 'queued', companyName: 'Probe', country: 'CI', currency: 'XOF' });
        await bus.publish('TenantProbed', { slug: 'queued' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        seenInside = seen.length;
      }),
    );
    expect(seenInside).toBe(0);
    expect(seen).toHaveLength(1);
    expect(seen[0].transaction).not.toBe(outer);
  });

  it('dispatches nothing when the request rolls back', async () => {
    const res = await t.http.post('/probe/events').send({ slug: 'rolled-back', fail: true });
    expect(res.status).toBe(422);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(seen).toHaveLength(0);
    expect(await asSystem(() => Tenant.count({ where: { slug: 'rolled-back' } }))).toBe(0);
  });

  it("runs the handler as the event's tenant, with the publisher's actor and clock", async () => {
    const tenant = await asSystem(() =>
      Tenant.create({ slug: 'acme', companyName: 'Acme', country: 'SN', currency: 'XOF' }),
    );
    const at = new Date('2026-03-15T09:30:00Z');
    await asTenant(
      tenant.id,
      () =>
        inTransaction(t.server.sequelize, async () => {
          await bus.publish('TenantProbed', { slug: 'acme' });
        }),
      { userId: 'c5d1b0e4-4a77-4d5e-9f0e-2d3c1a9b8e70', now: () => at },
    );
    expect(seen).toHaveLength(1);
    expect(seen[0].event.tenantId).toBe(tenant.id);
    expect(seen[0].event.actorId).toBe('c5d1b0e4-4a77-4d5e-9f0e-2d3c1a9b8e70');
    expect(seen[0].event.occurredAt).toEqual(at);
    expect(seen[0].contextTenant).toBe(tenant.id);
    expect(seen[0].systemScope).toBe(false);
  });

  it('runs platform events (no tenant) with tenant filtering lifted', async () => {
    await asSystem(() =>
      inTransaction(t.server.sequelize, async () => bus.publish('TenantProbed', { slug: 'none' })),
    );
    expect(seen).toHaveLength(1);
    expect(seen[0].contextTenant).toBeNull();
    expect(seen[0].systemScope).toBe(true);
  });

  it('logs a failing handler and still runs the others; the publisher keeps its commit', async () => {
    const logs: Array<Record<string, unknown>> = [];
    const logger = pino(
      { level: 'error' },
      new Writable({
        write(chunk, _enc, done) {
          logs.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const local = new TransactionalEventBus({ sequelize: t.server.sequelize, logger });
    const order: string[] = [];
    local.subscribe('Broken', async function failingHandler() {
      order.push('first');
      await Tenant.create({
        slug: 'written-by-failing-handler',
        companyName: 'X',
        country: 'CI',
        currency: 'XOF',
      });
      throw new Error('handler exploded');
    });
    local.subscribe('Broken', () => {
      order.push('second');
    });
    const result = await asSystem(() =>
      inTransaction(t.server.sequelize, async () => {
        await Tenant.create({ slug: 'publisher-commit', companyName: 'X', country: 'CI', currency: 'XOF' });
        await local.publish('Broken', {});
        return 'done';
      }),
    );
    expect(result).toBe('done');
    expect(order).toEqual(['first', 'second']);
    expect(await asSystem(() => Tenant.count({ where: { slug: 'publisher-commit' } }))).toBe(1);
    // The failing handler's own transaction was rolled back.
    expect(await asSystem(() => Tenant.count({ where: { slug: 'written-by-failing-handler' } }))).toBe(0);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ eventType: 'Broken', handler: 'failingHandler', level: 50 });
    expect(JSON.stringify(logs[0].err)).toContain('handler exploded');
  });

  it('dispatches at once when published outside any transaction', async () => {
    await asSystem(() => bus.publish('TenantProbed', { slug: 'none' }));
    expect(seen).toHaveLength(1);
  });
});
