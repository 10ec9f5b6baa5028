import fs from 'node:fs';
import path from 'node:path';
import { Sequelize, Transaction } from 'sequelize';
import sqlite3 from 'sqlite3';
import pg from 'pg';
import { sequelizeNamespace } from '../tenancy/context';

// One namespace for the whole process: every Sequelize query made inside a request joins the
// transaction that the request opened, without being handed it.
Sequelize.useCLS(sequelizeNamespace);

// BIGINT counts (COUNT(*) on PostgreSQL) as numbers, NUMERIC stays a string for exact money.
pg.types.setTypeParser(20, (v: string) => Number(v));

export interface DatabaseOptions {
  dialect: 'sqlite' | 'postgres';
  /** SQLite file path (dialect sqlite). */
  storage?: string;
  /** postgres://… (dialect postgres). */
  url?: string;
  logging?: false | ((sql: string) => void);
  poolMax?: number;
}

export const SQLITE_BUSY_TIMEOUT_MS = 15_000;

export function createSequelize(opts: DatabaseOptions): Sequelize {
  const common = {
    logging: opts.logging ?? false,
    define: { underscored: true, timestamps: true },
  } as const;
  if (opts.dialect === 'postgres') {
    if (!opts.url) throw new Error('DATABASE_URL is required for PostgreSQL');
    const sequelize = new Sequelize(opts.url, {
      ...common,
      dialect: 'postgres',
      dialectModule: pg,
      pool: { max: opts.poolMax ?? 10, min: 0, idle: 10_000, acquire: 30_000 },
    });
    queueQueriesPerConnection(sequelize);
    return sequelize;
  }
  if (!opts.storage) throw new Error('SQLite storage path is required');
  fs.mkdirSync(path.dirname(opts.storage), { recursive: true });
  const sequelize = new Sequelize({
    ...common,
    dialect: 'sqlite',
    dialectModule: sqlite3,
    storage: opts.storage,
    // Writers take the lock at BEGIN, so a transaction never fails half-way on an upgrade.
    transactionType: Transaction.TYPES.IMMEDIATE,
  });
  configureSqliteConnections(sequelize);
  return sequelize;
}

/** Transaction connections kept open for the next transactions (writers are serialised in-process: one is usually enough). */
const IDLE_TRANSACTION_CONNECTIONS = 2;

/**
 * Sequelize opens one sqlite3 connection per transaction and closes it at the end, and offers no
 * hook for it: wrap its connection factory so every connection waits on locks instead of failing
 * with SQLITE_BUSY, and keep the connections of finished transactions for the next ones. Opening
 * one costs a file open, four PRAGMAs and a parse of the whole schema by its first statement, on
 * every writing request. Only a connection whose transaction ended by a successful COMMIT or
 * ROLLBACK comes back here (Sequelize destroys the others); nothing of a transaction outlives it
 * on its connection (no temporary tables are used, and PRAGMA foreign_keys cannot change inside a
 * transaction).
 */
function configureSqliteConnections(sequelize: Sequelize): void {
  type SqliteConnection = {
    uuid?: string;
    serialize(callback: () => void): void;
    configure(option: 'busyTimeout', ms: number): void;
    run(sql: string): void;
    close(callback?: (err: Error | null) => void): void;
  };
  const manager = sequelize.connectionManager as unknown as {
    connections: Record<string, SqliteConnection>;
    getConnection(options?: { uuid?: string }): Promise<SqliteConnection>;
    releaseConnection(connection: SqliteConnection, force?: boolean): void;
    _onProcessExit(): Promise<void>;
  };
  const original = manager.getConnection.bind(manager);
  const release = manager.releaseConnection.bind(manager);
  const exit = manager._onProcessExit.bind(manager);
  const configured = new WeakSet<object>();
  const idle: SqliteConnection[] = [];
  let closing = false;
  manager.getConnection = async (options?: { uuid?: string }) => {
    const uuid = options?.uuid;
    if (uuid && uuid !== 'default') {
      const reused = idle.pop();
      if (reused) {
        manager.connections[uuid] = reused;
        return reused;
      }
    }
    const connection = await original(options);
    if (!configured.has(connection)) {
      connection.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
      withoutCallerStacks(connection);
      connection.run('PRAGMA journal_mode=WAL');
      connection.run('PRAGMA synchronous=NORMAL');
      configured.add(connection);
    }
    return connection;
  };
  manager.releaseConnection = (connection: SqliteConnection, force?: boolean) => {
    if (!force && !closing && connection.uuid && connection.uuid !== 'default' && idle.length < IDLE_TRANSACTION_CONNECTIONS) {
      delete manager.connections[connection.uuid];
      idle.push(connection);
      return;
    }
    release(connection, force);
  };
  manager._onProcessExit = async () => {
    closing = true;
    const kept = idle.splice(0);
    await Promise.all(kept.map((c) => new Promise<void>((resolve) => c.close(() => resolve()))));
    await exit();
  };
}

/**
 * Sequelize's SQLite dialect runs every query inside `connection.serialize(callback)` and, at the
 * start of that callback, captures `new Error()` whose `.stack` it formats after every query — for
 * the one that fails, to give its error the caller's stack. With the request's async frames that
 * capture and formatting cost about a fifth of the CPU of a writing request (bench/ANALYSIS.md,
 * fifth pass). The PostgreSQL dialect formats it only on failure. Here the capture is made empty:
 * a failing SQLite statement's error keeps its message, SQL and cause, without the caller's frames.
 */
function withoutCallerStacks(connection: { serialize(callback: () => void): void }): void {
  const serialize = connection.serialize.bind(connection);
  connection.serialize = (callback: () => void) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      serialize(callback);
    } finally {
      Error.stackTraceLimit = limit;
    }
  };
}

/**
 * Queries sent together on one connection (a `Promise.all` of reads inside a transaction) reached
 * `pg`'s client while it was still executing the previous one: it queues them, but warns that pg 9
 * will refuse it. Each query now waits for the one before it on the same connection, in the order
 * they were sent, which is what `pg`'s queue did.
 */
function queueQueriesPerConnection(sequelize: Sequelize): void {
  type Query = { connection: object; finished?: () => void };
  const last = new WeakMap<object, Promise<void>>();
  sequelize.addHook('beforeQuery', async (_options: unknown, query: Query) => {
    const previous = last.get(query.connection);
    const finished = new Promise<void>((resolve) => (query.finished = resolve));
    last.set(query.connection, previous ? previous.then(() => finished) : finished);
    if (previous) await previous;
  });
  sequelize.addHook('afterQuery', (_options: unknown, query: Query) => query.finished?.());
}

export function isPostgres(sequelize: Sequelize): boolean {
  return sequelize.getDialect() === 'postgres';
}
