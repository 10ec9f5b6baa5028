import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { asSystem } from '../tenancy/context';
import type { JobDefinition, JobScheduler } from '../services';
import { JobLocks } from './job-locks';

export interface JobSchedulerOptions {
  sequelize: Sequelize;
  logger: Logger;
  /** Clock handed to jobs and used for locks when no time is given. */
  now?: () => Date;
  /** How long a lock holds without a heartbeat: a crashed instance's lock expires after it. */
  lockTtlMs?: number;
  /** Identifies this instance in job_locks.owner. */
  instanceId?: string;
}

export const DEFAULT_LOCK_TTL_MS = 10 * 60_000;

export class UnknownJobError extends Error {}

/**
 * Cron jobs (croner, UTC) that run on one server instance at a time. Every run first takes the
 * job's row in job_locks; a scheduled tick also claims its occurrence, so instances whose timers
 * fire a little apart still run it once. While a run lasts its lock is renewed; when the holder
 * dies the lock expires and another instance may take it.
 */
export class DatabaseJobScheduler implements JobScheduler {
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly crons = new Map<string, Cron>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly locks: JobLocks;
  private readonly now: () => Date;
  private readonly ttlMs: number;
  private started = false;

  constructor(private readonly options: JobSchedulerOptions) {
    this.now = options.now ?? (() => new Date());
    this.ttlMs = options.lockTtlMs ?? DEFAULT_LOCK_TTL_MS;
    this.locks = new JobLocks(
      options.sequelize,
      options.instanceId ?? `${os.hostname()}#${process.pid}#${randomUUID().slice(0, 8)}`,
    );
  }

  get instanceId(): string {
    return this.locks.owner;
  }

  register(job: JobDefinition): void {
    if (!/^[a-z0-9][a-z0-9._-]{0,99}$/i.test(job.name)) throw new Error(`Invalid job name "${job.name}"`);
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} is already registered`);
    // Refuse a bad cron expression at registration, not at the first tick.
    new Cron(job.schedule, { timezone: 'UTC', paused: true }).stop();
    this.jobs.set(job.name, job);
    if (this.started) this.schedule(job);
  }

  names(): string[] {
    return [...this.jobs.keys()];
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs.values()) this.schedule(job);
  }

  async stop(): Promise<void> {
    this.started = false;
    for (const cron of this.crons.values()) cron.stop();
    this.crons.clear();
    await Promise.allSettled([...this.inFlight]);
  }

  runNow(name: string, now: Date = this.now()): Promise<boolean> {
    return this.track(this.runLocked(name, now, null));
  }

  /**
   * One scheduled occurrence of a job. Returns false when another instance claimed the
   * occurrence or holds the lock; a failing run is logged, never thrown at the timer.
   */
  async tick(name: string, scheduledAt: Date, now: Date = this.now()): Promise<boolean> {
    try {
      return await this.track(this.runLocked(name, now, scheduledAt));
    } catch (err) {
      this.options.logger.error({ err, job: name, scheduledAt }, `Job ${name} failed`);
      return true;
    }
  }

  private schedule(job: JobDefinition): void {
    const cron = new Cron(
      job.schedule,
      { timezone: 'UTC', protect: true, unref: true },
      async (self: Cron) => {
        // The occurrence this firing belongs to, the same on every instance whatever its lag.
        const fired = new Date();
        const occurrence = self.previousRuns(1, new Date(fired.getTime() + 1))[0] ?? fired;
        await this.tick(job.name, occurrence);
      },
    );
    this.crons.set(job.name, cron);
  }

  private async runLocked(name: string, now: Date, tick: Date | null): Promise<boolean> {
    const job = this.jobs.get(name);
    if (!job) throw new UnknownJobError(`No job named ${name}`);
    const acquired = await this.locks.acquire(name, now, new Date(now.getTime() + this.ttlMs), tick);
    if (!acquired) {
      this.options.logger.debug({ job: name, tick }, 'Job lock held or tick claimed elsewhere');
      return false;
    }
    const heartbeat = setInterval(
      () => {
        this.locks.extend(name, new Date(this.now().getTime() + this.ttlMs)).catch((err: unknown) => {
          this.options.logger.warn({ err, job: name }, 'Could not extend a job lock');
        });
      },
      Math.max(1000, Math.floor(this.ttlMs / 3)),
    );
    heartbeat.unref();
    const started = Date.now();
    try {
      await asSystem(() => job.run({ now }), { now: () => new Date(now) });
      this.options.logger.info({ job: name, tick, ms: Date.now() - started }, `Job ${name} ran`);
      return true;
    } finally {
      clearInterval(heartbeat);
      await this.locks.release(name);
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    const forget = () => this.inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
}
