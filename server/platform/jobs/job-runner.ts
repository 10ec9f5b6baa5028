import { QueryTypes, type Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import type { Migration } from '../db/migrations';
import { inTransaction } from '../db/transaction';
import { asSystem, asTenant } from '../tenancy/context';
import type { JobDefinition } from '../services';
import type { AppContainer } from '../modules/contract';

/**
 * A scheduled job as a module declares it: what one run covers (each active tenant, or the
 * platform once), the items of one run, and what to do with one item. The runner gives every
 * item its own transaction, logs a failing item and goes on with the next, and — for items with
 * a `onceKey` — records the key in that same transaction, so a retried or overlapping run never
 * does (or mails) the same thing twice.
 */
export interface ScheduledJob<Item = unknown> {
  name: string;
  /** Cron expression (croner syntax, UTC). */
  schedule: string;
  /** `tenant`: once per active tenant (suspended and terminated tenants are skipped); `system`: once. */
  scope: 'tenant' | 'system';
  /** The items of one run (in the tenant's context for tenant jobs); by default one item, `null`. */
  items?(run: JobRun): Promise<readonly Item[]>;
  /** What makes an item's effect unique (e.g. `contract:<id>:expiry:<date>`); done once only. */
  onceKey?(item: Item, run: JobRun): string;
  handle(item: Item, run: JobRun): Promise<void>;
  /** How an item is named in the log. */
  describe?(item: Item): string;
}

export interface JobRun {
  /** The run's instant (the scheduler's clock, or the one a test hands to runNow). */
  now: Date;
  /** The tenant being processed (tenant jobs), null for system jobs. */
  tenantId: string | null;
}

export interface JobRunSummary {
  done: number;
  skipped: number;
  failed: number;
}

/**
 * Says whether a job may run now (in the app's system context): a reason to skip the run, or
 * undefined to let it run. The on-premise license keeps tenant jobs from running without a
 * license that gives full use.
 */
export type JobGuard = (job: { name: string; scope: ScheduledJob['scope'] }, now: Date) => Promise<string | undefined> | string | undefined;

/** Which tenants a tenant job visits; provided by the tenants module. */
export interface TenantDirectory {
  activeTenantIds(): Promise<string[]>;
}

export const jobItemRunsMigration: Migration = {
  name: '202611260900-create-job-item-runs',
  async up({ qi, DataTypes }) {
    await qi.createTable('job_item_runs', {
      job_name: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
      item_key: { type: DataTypes.STRING(300), primaryKey: true, allowNull: false },
      tenant_id: { type: DataTypes.UUID, allowNull: true },
      done_at: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ qi }) {
    await qi.dropTable('job_item_runs');
  },
};

export interface JobRunnerDeps {
  sequelize: Sequelize;
  logger: Logger;
  tenants: () => TenantDirectory;
}

/** Turns a ScheduledJob into the scheduler's JobDefinition, run inside its app. */
export function toJobDefinition<Item>(job: ScheduledJob<Item>, app: AppContainer): JobDefinition {
  const deps: JobRunnerDeps = { sequelize: app.sequelize, logger: app.logger, tenants: () => app.ports.tenantDirectory };
  return {
    name: job.name,
    schedule: job.schedule,
    run: async ({ now }) => {
      await asSystem(
        async () => {
          for (const guard of app.jobGuards) {
            const refused = await guard({ name: job.name, scope: job.scope }, now);
            if (refused) {
              app.logger.warn({ job: job.name, reason: refused }, `Job ${job.name} skipped: ${refused}`);
              return;
            }
          }
          await runScheduledJob(job, deps, now);
        },
        { app },
      );
    },
  };
}

export async function runScheduledJob<Item>(job: ScheduledJob<Item>, deps: JobRunnerDeps, now: Date): Promise<JobRunSummary> {
  const summary: JobRunSummary = { done: 0, skipped: 0, failed: 0 };
  if (job.scope === 'system') {
    await asSystem(() => runItems(job, deps, { now, tenantId: null }, summary));
    return summary;
  }
  const tenantIds = await asSystem(() => deps.tenants().activeTenantIds());
  for (const tenantId of tenantIds) {
    await asTenant(tenantId, () => runItems(job, deps, { now, tenantId }, summary));
  }
  return summary;
}

async function runItems<Item>(job: ScheduledJob<Item>, deps: JobRunnerDeps, run: JobRun, summary: JobRunSummary): Promise<void> {
  let items: readonly Item[];
  try {
    items = job.items ? await job.items(run) : [null as Item];
  } catch (err) {
    summary.failed++;
    deps.logger.error({ err, job: job.name, tenantId: run.tenantId }, `Job ${job.name} could not list its items`);
    return;
  }
  for (const item of items) {
    try {
      const done = await inTransaction(deps.sequelize, async () => {
        if (job.onceKey && !(await claimOnce(deps.sequelize, job.name, job.onceKey(item, run), run))) return false;
        await job.handle(item, run);
        return true;
      });
      if (done) summary.done++;
      else summary.skipped++;
    } catch (err) {
      summary.failed++;
      deps.logger.error({ err, job: job.name, tenantId: run.tenantId, item: job.describe?.(item) }, `Job ${job.name} failed on one item`);
    }
  }
}

/**
 * Records the key in the item's transaction; false when an earlier run already did it. Two runs
 * racing on one key (the job lock normally prevents it): the second insert waits for the first
 * and fails on the primary key, rolling its item back — the effect happens once either way.
 */
async function claimOnce(sequelize: Sequelize, jobName: string, key: string, run: JobRun): Promise<boolean> {
  const done = await sequelize.query('SELECT 1 AS done FROM job_item_runs WHERE job_name = :jobName AND item_key = :key', {
    type: QueryTypes.SELECT,
    replacements: { jobName, key },
  });
  if (done.length) return false;
  await sequelize.query('INSERT INTO job_item_runs (job_name, item_key, tenant_id, done_at) VALUES (:jobName, :key, :tenantId, :at)', {
    replacements: { jobName, key, tenantId: run.tenantId, at: run.now },
  });
  return true;
}
