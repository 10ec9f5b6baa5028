import type { Sequelize } from 'sequelize';

/**
 * The work in progress on a database: request handlers (api-router.ts) and the transactions
 * opened by `inTransaction` (jobs' and event handlers' included). A shutdown waits for it before
 * closing the database (`server/main.ts`): a handler whose client has already gone away still
 * runs to its end, and a pool closed under it fails its next query (SQLITE_MISUSE, "getConnection
 * was called after the connection manager was closed") and rolls its transaction back.
 */
class InFlight {
  count = 0;
  private waiters: Array<() => void> = [];

  enter(): void {
    this.count++;
  }

  leave(): void {
    this.count--;
    if (this.count > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

const inFlight = new WeakMap<Sequelize, InFlight>();

function of(sequelize: Sequelize): InFlight {
  let work = inFlight.get(sequelize);
  if (!work) inFlight.set(sequelize, (work = new InFlight()));
  return work;
}

/** Runs `fn` counted as work in progress on `sequelize` until it settles. */
export async function tracked<T>(sequelize: Sequelize, fn: () => T | Promise<T>): Promise<T> {
  const work = of(sequelize);
  work.enter();
  try {
    return await fn();
  } finally {
    work.leave();
  }
}

/** How many handlers and transactions are in progress on `sequelize`. */
export function workInFlight(sequelize: Sequelize): number {
  return of(sequelize).count;
}

/**
 * Settles once no work is in progress on `sequelize`: true, or false when `timeoutMs` passed
 * first. Work that begins as other work ends (an event handler after a commit) is waited for too.
 */
export async function drained(sequelize: Sequelize, timeoutMs: number): Promise<boolean> {
  const work = of(sequelize);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    while (work.count > 0) {
      if ((await Promise.race([work.idle().then(() => true as const), timedOut])) === false) return false;
    }
    return true;
  } finally {
    clearTimeout(timer);
  }
}
