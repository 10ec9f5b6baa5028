import { pino } from 'pino';
import type { Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { openDatabase } from '../../bootstrap';
import { now as contextNow } from '../tenancy/context';
import type { JobDefinition } from '../services';
import { DatabaseJobScheduler, UnknownJobError } from './job-scheduler';
import { JobLocks } from './job-locks';

const silent = pino({ level: 'silent' });
const TTL = 5 * 60_000;

let t: TestServer;
let second: Sequelize;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-21T08:00:00Z' });
  // A second server instance: its own connection pool on the same database.
  second = openDatabase(t.config);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

function pair(job: JobDefinition) {
  const a = new DatabaseJobScheduler({
    sequelize: t.server.sequelize,
    logger: silent,
    lockTtlMs: TTL,
    instanceId: 'instance-a',
    now: t.clock.now,
  });
  const b = new DatabaseJobScheduler({
    sequelize: second,
    logger: silent,
    lockTtlMs: TTL,
    instanceId: 'instance-b',
    now: t.clock.now,
  });
  a.register(job);
  b.register({ ...job });
  return { a, b };
}

describe('job scheduler', () => {
  it('runs a scheduled tick on one instance only, even when both fire', async () => {
    const runs: string[] = [];
    const { a, b } = pair({
      name: 'tick-once',
      schedule: '0 * * * *',
      run: async () => void runs.push('run'),
    });
    const tick = new Date('2026-11-21T09:00:00Z');
    const results = await Promise.all([a.tick('tick-once', tick), b.tick('tick-once', tick)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    // A late timer of either instance does not run the same occurrence again.
    expect(await b.tick('tick-once', tick, new Date('2026-11-21T09:00:03Z'))).toBe(false);
    expect(await a.tick('tick-once', tick, new Date('2026-11-21T09:00:03Z'))).toBe(false);
    expect(runs).toHaveLength(1);
    // The next occurrence runs again, once.
    const next = new Date('2026-11-21T10:00:00Z');
    await Promise.all([a.tick('tick-once', next, next), b.tick('tick-once', next, next)]);
    expect(runs).toHaveLength(2);
  });

  it('refuses a run while another instance holds the lock, and frees it afterwards', async () => {
    const g = gate();
    let runs = 0;
    const { a, b } = pair({
      name: 'held',
      schedule: '*/5 * * * *',
      run: async () => {
        runs++;
        await g.opened;
      },
    });
    const now = new Date('2026-11-21T08:00:00Z');
    const first = a.runNow('held', now);
    await waitFor(async () => (await new JobLocks(second, 'probe').holder('held'))?.owner === 'instance-a');
    expect(await b.runNow('held', new Date(now.getTime() + 60_000))).toBe(false);
    g.open();
    expect(await first).toBe(true);
    expect(await b.runNow('held', new Date(now.getTime() + 60_000))).toBe(true);
    expect(runs).toBe(2);
  });

  it('lets another instance take over an expired lock; the old holder cannot release it', async () => {
    const gA = gate();
    const gB = gate();
    const ranOn: string[] = [];
    const a = new DatabaseJobScheduler({
      sequelize: t.server.sequelize,
      logger: silent,
      lockTtlMs: TTL,
      instanceId: 'crashing-a',
    });
    const b = new DatabaseJobScheduler({
      sequelize: second,
      logger: silent,
      lockTtlMs: TTL,
      instanceId: 'rescuer-b',
    });
    a.register({
      name: 'takeover',
      schedule: '@daily',
      run: async () => {
        ranOn.push('a');
        await gA.opened;
      },
    });
    b.register({
      name: 'takeover',
      schedule: '@daily',
      run: async () => {
        ranOn.push('b');
        await gB.opened;
      },
    });
    const t0 = new Date('2026-11-21T02:00:00Z');
    const stuck = a.runNow('takeover', t0);
    const locks = new JobLocks(second, 'probe');
    await waitFor(async () => (await locks.holder('takeover'))?.owner === 'crashing-a');
    expect((await locks.holder('takeover'))?.lockedUntil).toEqual(new Date(t0.getTime() + TTL));

    expect(await b.runNow('takeover', new Date(t0.getTime() + TTL - 1000))).toBe(false);
    const rescued = b.runNow('takeover', new Date(t0.getTime() + TTL));
    await waitFor(async () => (await locks.holder('takeover'))?.owner === 'rescuer-b');

    gA.open();
    expect(await stuck).toBe(true);
    expect((await locks.holder('takeover'))?.owner).toBe('rescuer-b');
    gB.open();
    expect(await rescued).toBe(true);
    expect(ranOn).toEqual(['a', 'b']);
    expect((await locks.holder('takeover'))?.owner).toBeNull();
  });

  it('hands the injected clock to the job, as its argument and as the context clock', async () => {
    const seen: Array<{ arg: string; ctx: string }> = [];
    const scheduler = new DatabaseJobScheduler({
      sequelize: t.server.sequelize,
      logger: silent,
      now: t.clock.now,
    });
    scheduler.register({
      name: 'clocked',
      schedule: '0 6 * * *',
      run: async ({ now }) => void seen.push({ arg: now.toISOString(), ctx: contextNow().toISOString() }),
    });
    expect(await scheduler.runNow('clocked', new Date('2027-01-31T06:00:00Z'))).toBe(true);
    t.clock.set('2026-12-24T18:00:00Z');
    expect(await scheduler.runNow('clocked')).toBe(true);
    expect(seen).toEqual([
      { arg: '2027-01-31T06:00:00.000Z', ctx: '2027-01-31T06:00:00.000Z' },
      { arg: '2026-12-24T18:00:00.000Z', ctx: '2026-12-24T18:00:00.000Z' },
    ]);
  });

  it('releases the lock when a run fails: runNow rethrows, a tick logs', async () => {
    const scheduler = new DatabaseJobScheduler({ sequelize: t.server.sequelize, logger: silent });
    let attempts = 0;
    scheduler.register({
      name: 'failing',
      schedule: '* * * * *',
      run: async () => {
        attempts++;
        throw new Error('boom');
      },
    });
    const at = new Date('2026-11-21T08:00:00Z');
    await expect(scheduler.runNow('failing', at)).rejects.toThrow('boom');
    expect(await scheduler.tick('failing', at, at)).toBe(true);
    expect(attempts).toBe(2);
    expect((await new JobLocks(t.server.sequelize, 'probe').holder('failing'))?.owner).toBeNull();
  });

  it('refuses unknown jobs, duplicate names and bad cron expressions', async () => {
    const scheduler = new DatabaseJobScheduler({ sequelize: t.server.sequelize, logger: silent });
    await expect(scheduler.runNow('nope')).rejects.toBeInstanceOf(UnknownJobError);
    scheduler.register({ name: 'ok', schedule: '0 2 * * *', run: async () => undefined });
    expect(() =>
      scheduler.register({ name: 'ok', schedule: '0 2 * * *', run: async () => undefined }),
    ).toThrow(/already registered/);
    expect(() =>
      scheduler.register({ name: 'bad', schedule: '61 * * * *', run: async () => undefined }),
    ).toThrow();
  });

  it('fires registered jobs from croner once started, and stops', async () => {
    let runs = 0;
    const scheduler = new DatabaseJobScheduler({ sequelize: t.server.sequelize, logger: silent });
    scheduler.register({ name: 'every-second', schedule: '* * * * * *', run: async () => void runs++ });
    scheduler.start();
    await waitFor(async () => runs >= 2, 5000);
    await scheduler.stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(runs).toBe(after);
  });

  it('is wired into the server: deps.services.jobs is a scheduler on the app database', async () => {
    const jobs = t.server.container.services.jobs;
    let ran = false;
    jobs.register({ name: 'wired', schedule: '0 0 * * *', run: async () => void (ran = true) });
    expect(await jobs.runNow('wired')).toBe(true);
    expect(ran).toBe(true);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
