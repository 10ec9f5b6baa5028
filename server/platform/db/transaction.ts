import type { Sequelize, Transaction } from 'sequelize';
import { currentContext } from '../tenancy/context';
import { tracked } from './in-flight';

/**
 * SQLite allows one writer at a time; queueing writers in-process keeps concurrent requests
 * from spinning on the file lock. PostgreSQL transactions run concurrently.
 */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  async lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => next);
    await previous;
    return release;
  }
}

type Callback = () => void | Promise<void>;

const writeLocks = new WeakMap<Sequelize, Mutex>();
const afterCommitQueues = new WeakMap<Transaction, Callback[]>();
const afterRollbackQueues = new WeakMap<Transaction, Callback[]>();

export function ambientTransaction(): Transaction | undefined {
  return (currentContext()?.cls.get('transaction') as Transaction | null | undefined) ?? undefined;
}

/**
 * Runs fn inside a transaction: joins the ambient one when there is one, otherwise opens a new
 * one that every query inside fn joins. Rolled back on any error. Work registered with
 * `afterCommit` runs once the outermost transaction has committed and its lock is released.
 */
export async function inTransaction<T>(sequelize: Sequelize, fn: (t: Transaction) => Promise<T>): Promise<T> {
  const existing = ambientTransaction();
  if (existing) return fn(existing);
  // Counted from its turn in the queue to the end of its after-commit work: a shutdown waits for it.
  return tracked(sequelize, () => openTransaction(sequelize, fn));
}

async function openTransaction<T>(sequelize: Sequelize, fn: (t: Transaction) => Promise<T>): Promise<T> {
  const queue: Callback[] = [];
  const undo: Callback[] = [];
  const run = () =>
    sequelize.transaction((t) => {
      afterCommitQueues.set(t, queue);
      afterRollbackQueues.set(t, undo);
      return fn(t);
    });
  let result: T;
  try {
    if (sequelize.getDialect() === 'sqlite') {
      let mutex = writeLocks.get(sequelize);
      if (!mutex) writeLocks.set(sequelize, (mutex = new Mutex()));
      const release = await mutex.lock();
      try {
        result = await run();
      } finally {
        release();
      }
    } else {
      result = await run();
    }
  } catch (err) {
    // Compensations must not hide the error that rolled the transaction back.
    for (const callback of undo) await Promise.resolve().then(callback).catch(() => undefined);
    throw err;
  }
  for (const callback of queue) await callback();
  return result;
}

/** Registers work to run once the ambient transaction commits (at once when there is none). */
export async function afterCommit(fn: Callback): Promise<void> {
  const t = ambientTransaction();
  if (!t) return fn();
  const queue = afterCommitQueues.get(t);
  if (queue) queue.push(fn);
  else t.afterCommit(() => fn());
}

/**
 * Registers a compensation for work done outside the database (a file written) that runs when
 * the ambient transaction rolls back. Nothing happens without a transaction opened by
 * `inTransaction`. The callback's own errors are ignored: it is best-effort cleanup.
 */
export function afterRollback(fn: Callback): void {
  const t = ambientTransaction();
  if (t) afterRollbackQueues.get(t)?.push(fn);
}
