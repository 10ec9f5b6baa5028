import { QueryTypes, type Sequelize } from 'sequelize';
import type { Migration } from '../db/migrations';
import { inTransaction } from '../db/transaction';
import { asSystem } from '../tenancy/context';

export const jobLocksMigration: Migration = {
  name: '202611210200-create-job-locks',
  async up({ qi, DataTypes }) {
    await qi.createTable('job_locks', {
      name: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
      /** Scheduler instance holding the lock (host#pid#random), null when free. */
      owner: { type: DataTypes.STRING(200), allowNull: true },
      locked_at: { type: DataTypes.DATE, allowNull: true },
      /** The lock is free from this instant on, held or not: a crashed holder loses it. */
      locked_until: { type: DataTypes.DATE, allowNull: false },
      /** Scheduled occurrence last claimed, so that a tick runs once across instances. */
      last_tick_at: { type: DataTypes.DATE, allowNull: true },
    });
  },
  async down({ qi }) {
    await qi.dropTable('job_locks');
  },
};

const FREE = new Date(0);

/**
 * The job_locks table, through single atomic statements that behave the same on SQLite and
 * PostgreSQL: a conditional UPDATE … RETURNING succeeds for exactly one contender.
 */
export class JobLocks {
  constructor(
    private readonly sequelize: Sequelize,
    readonly owner: string,
  ) {}

  /**
   * Takes the lock of a job until `until` when it is free or expired at `now`. With a tick, also
   * claims that scheduled occurrence: it fails when any instance already claimed it.
   */
  async acquire(name: string, now: Date, until: Date, tick: Date | null): Promise<boolean> {
    const tickSet = tick ? ', last_tick_at = :tick' : '';
    const tickWhere = tick ? ' AND (last_tick_at IS NULL OR last_tick_at < :tick)' : '';
    const rows = await this.statement(async () => {
      await this.sequelize.query(
        'INSERT INTO job_locks (name, locked_until) VALUES (:name, :free) ON CONFLICT (name) DO NOTHING',
        {
          replacements: { name, free: FREE },
        },
      );
      return this.sequelize.query<{ name: string }>(
        `UPDATE job_locks SET owner = :owner, locked_at = :now, locked_until = :until${tickSet}
         WHERE name = :name AND locked_until <= :now${tickWhere} RETURNING name`,
        { type: QueryTypes.SELECT, replacements: { name, owner: this.owner, now, until, tick } },
      );
    });
    return rows.length === 1;
  }

  /** Pushes the expiry of a lock this instance still holds (a long run's heartbeat). */
  async extend(name: string, until: Date): Promise<boolean> {
    const rows = await this.statement(() =>
      this.sequelize.query<{ name: string }>(
        'UPDATE job_locks SET locked_until = :until WHERE name = :name AND owner = :owner RETURNING name',
        {
          type: QueryTypes.SELECT,
          replacements: { name, owner: this.owner, until },
        },
      ),
    );
    return rows.length === 1;
  }

  /** Frees the lock, unless another instance has taken it over meanwhile. */
  async release(name: string): Promise<void> {
    await this.statement(() =>
      this.sequelize.query(
        'UPDATE job_locks SET owner = NULL, locked_until = :free WHERE name = :name AND owner = :owner',
        {
          replacements: { name, owner: this.owner, free: FREE },
        },
      ),
    );
  }

  async holder(name: string): Promise<{ owner: string | null; lockedUntil: Date } | null> {
    const rows = await asSystem(() =>
      this.sequelize.query<{ owner: string | null; locked_until: Date | string }>(
        'SELECT owner, locked_until FROM job_locks WHERE name = :name',
        {
          type: QueryTypes.SELECT,
          replacements: { name },
        },
      ),
    );
    if (!rows[0]) return null;
    return { owner: rows[0].owner, lockedUntil: new Date(rows[0].locked_until) };
  }

  /** Lock statements never join a caller's transaction: they commit on their own, at once. */
  private statement<T>(fn: () => Promise<T>): Promise<T> {
    return asSystem(() => inTransaction(this.sequelize, fn));
  }
}
