import pg from 'pg';

/**
 * One PostgreSQL connection of its own, outside Sequelize's pool, for small writes that other
 * server processes must see while a long transaction of this one is still open (an import's
 * progress). Outside the pool on purpose: requests blocked on that long transaction's row locks
 * each hold a pooled connection, and with the pool exhausted by them a pooled write would wait
 * for the long transaction, which waits for the write. Its statements run in autocommit, one
 * after the other in the order given. Opened by the first user, closed when the last lets go.
 */
export class SideConnection {
  private client: Promise<pg.Client> | null = null;
  private users = 0;
  /** The last statement sent: the next waits for it (pg deprecates overlapping queries on one client). */
  private last: Promise<unknown> = Promise.resolve();

  constructor(private readonly url: string) {}

  hold(): void {
    this.users++;
  }

  query(sql: string, values: unknown[]): Promise<void> {
    const run = this.last.then(() => this.send(sql, values));
    this.last = run.catch(() => undefined);
    return run;
  }

  private async send(sql: string, values: unknown[]): Promise<void> {
    if (!this.client) {
      const client = new pg.Client({ connectionString: this.url });
      this.client = client.connect().then(
        () => client,
        (err: unknown) => {
          this.client = null;
          throw err;
        },
      );
    }
    await (await this.client).query(sql, values);
  }

  /** Lets go of the connection; the last user closes it. */
  async release(): Promise<void> {
    if (--this.users > 0) return;
    await this.last;
    // Held again meanwhile, or never opened: nothing to close.
    if (this.users > 0 || !this.client) return;
    const client = this.client;
    this.client = null;
    await (await client).end();
  }
}
