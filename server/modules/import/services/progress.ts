import { QueryTypes } from 'sequelize';
import { SideConnection } from '../../../platform/db/side-connection';
import { afterCommit, afterRollback, ambientTransaction } from '../../../platform/db/transaction';
import type { AppContainer } from '../../../platform/modules/contract';
import { currentApp } from '../../../platform/tenancy/context';

/** Hears each progress an execution reaches; the execution waits for it (tests read the session mid-run this way). */
export type ProgressListener = (sessionId: string, percent: number) => void | Promise<void>;

/**
 * Progress of the executions in progress (session id → 0–99). The execution's own transaction is
 * not visible to other readers until it commits, and the progress must be, so it lives outside:
 * - in the memory of the process running the execution, which answers for its own executions;
 * - on PostgreSQL, also in `import_progress`, so that every server process of a SaaS deployment
 *   shows it. The row is written on a connection of its own (side-connection.ts), never in the
 *   execution's transaction, and it is not `import_sessions`, whose row that transaction has
 *   locked since its claim. Written at the start, then at most once per WRITE_EVERY_POINTS points or
 *   WRITE_EVERY_MS, and removed once the execution's transaction has ended. A row alone does not
 *   prove a live execution (a process killed mid-run leaves its row behind): the execution holds a
 *   transaction-scoped advisory lock on its session, which PostgreSQL releases at commit, at
 *   rollback and when the connection dies, and a reader believes a row only while another
 *   connection holds that lock.
 * On SQLite the memory is enough and the only choice: an installation on SQLite is one server
 * process, and the execution's transaction holds the database's only write lock, so a progress
 * row written beside it would wait for the execution to commit.
 */
interface Running {
  percent: number;
  /** The figure last written to import_progress (PostgreSQL), and when. */
  written: number;
  writtenAt: number;
}

const WRITE_EVERY_POINTS = 5;
const WRITE_EVERY_MS = 1_000;
/** First key of the executions' advisory locks (PostgreSQL's two-integer form): keeps them apart from any other lock. */
const LOCK_SPACE = 4_210_001;

const running = new WeakMap<AppContainer, Map<string, Running>>();
const listeners = new WeakMap<AppContainer, Set<ProgressListener>>();
const connections = new WeakMap<AppContainer, SideConnection>();

function table(app: AppContainer = currentApp()): Map<string, Running> {
  let map = running.get(app);
  if (!map) running.set(app, (map = new Map()));
  return map;
}

/** The connection the rows go through, when the progress must be seen by every process (PostgreSQL). */
function sideConnection(app: AppContainer): SideConnection | null {
  if (app.sequelize.getDialect() !== 'postgres' || !app.config.DATABASE_URL) return null;
  let connection = connections.get(app);
  if (!connection) connections.set(app, (connection = new SideConnection(app.config.DATABASE_URL)));
  return connection;
}

/** Second key of a session's lock: 31 bits of its id (two sessions sharing it would need a dead execution's row too). */
function lockKey(sessionId: string): number {
  return Number.parseInt(sessionId.replace(/-/g, '').slice(0, 8), 16) & 0x7fffffff;
}

/** A progress row written, or removed (percent null); a failure costs the other processes the figure, never the import. */
async function record(app: AppContainer, connection: SideConnection, sessionId: string, percent: number | null): Promise<void> {
  try {
    if (percent === null) await connection.query('DELETE FROM import_progress WHERE session_id = $1', [sessionId]);
    else {
      await connection.query(
        `INSERT INTO import_progress (session_id, lock_key, percent, updated_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (session_id) DO UPDATE SET lock_key = EXCLUDED.lock_key, percent = EXCLUDED.percent, updated_at = EXCLUDED.updated_at`,
        [sessionId, lockKey(sessionId), percent, new Date()],
      );
    }
  } catch (err) {
    app.logger.warn({ err, sessionId }, 'The progress of an import execution could not be recorded for the other server processes');
  }
}

export const executionProgress = {
  /** Called in the execution's transaction, once the session is claimed. */
  async start(sessionId: string): Promise<void> {
    const app = currentApp();
    table(app).set(sessionId, { percent: 0, written: 0, writtenAt: Date.now() });
    const connection = sideConnection(app);
    if (!connection || !ambientTransaction()) return;
    await app.sequelize.query('SELECT pg_advisory_xact_lock(:space, :key)', { replacements: { space: LOCK_SPACE, key: lockKey(sessionId) } });
    connection.hold();
    const done = async () => {
      await record(app, connection, sessionId, null);
      await connection.release().catch((err: unknown) => app.logger.warn({ err }, 'The progress connection could not be closed'));
    };
    afterRollback(done);
    await afterCommit(done);
    await record(app, connection, sessionId, 0);
  },
  /** Records a new figure (0–99 while running) and waits for the listeners when it moved. */
  async set(sessionId: string, percent: number): Promise<void> {
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    const app = currentApp();
    const entry = table(app).get(sessionId);
    if (!entry || entry.percent === value) return;
    entry.percent = value;
    const connection = sideConnection(app);
    if (connection && (Math.abs(value - entry.written) >= WRITE_EVERY_POINTS || Date.now() - entry.writtenAt >= WRITE_EVERY_MS)) {
      entry.written = value;
      entry.writtenAt = Date.now();
      await record(app, connection, sessionId, value);
    }
    for (const listener of listeners.get(app) ?? []) await listener(sessionId, value);
  },
  end: (sessionId: string) => table().delete(sessionId),
  /** The progress of those of `sessionIds` being executed, by this process or (PostgreSQL) any other. */
  async of(sessionIds: readonly string[]): Promise<Map<string, number>> {
    const app = currentApp();
    const mine = table(app);
    const found = new Map<string, number>();
    for (const id of sessionIds) {
      const entry = mine.get(id);
      if (entry) found.set(id, entry.percent);
    }
    const others = sessionIds.filter((id) => !found.has(id));
    if (app.sequelize.getDialect() !== 'postgres' || !others.length) return found;
    // pg_backend_pid(): in the execute request's own transaction, its own lock vouches for nothing.
    const rows = await app.sequelize.query<{ session_id: string; percent: number }>(
      `SELECT p.session_id, p.percent FROM import_progress p
       WHERE p.session_id IN (:others) AND EXISTS (
         SELECT 1 FROM pg_locks l
         WHERE l.locktype = 'advisory' AND l.granted AND l.pid <> pg_backend_pid()
           AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
           AND l.classid = CAST(:space AS oid) AND l.objid = CAST(p.lock_key AS oid) AND l.objsubid = 2)`,
      { type: QueryTypes.SELECT, replacements: { others, space: LOCK_SPACE } },
    );
    for (const row of rows) found.set(row.session_id, Number(row.percent));
    return found;
  },
  /** Adds a listener to an app's executions; answers the function that removes it. */
  listen(app: AppContainer, listener: ProgressListener): () => void {
    let set = listeners.get(app);
    if (!set) listeners.set(app, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  },
};
