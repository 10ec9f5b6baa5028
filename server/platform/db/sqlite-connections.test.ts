import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes, Transaction, UniqueConstraintError, type Sequelize } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSequelize } from './database';

/** SQLite transactions reuse the connections of finished ones (database.ts configureSqliteConnections). */
let dir: string;
let sequelize: Sequelize;
const opened: object[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-sqlite-connections-'));
  sequelize = createSequelize({ dialect: 'sqlite', storage: path.join(dir, 'db.sqlite') });
  await sequelize.query('CREATE TABLE parents (id INTEGER PRIMARY KEY)');
  await sequelize.query('CREATE TABLE children (id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parents(id))');
  await sequelize.query('INSERT INTO parents (id) VALUES (1)');
});
afterAll(async () => {
  await sequelize.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const connectionOf = (t: Transaction) => (t as unknown as { connection: object }).connection;
const count = async (table: string) => (await sequelize.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`, { type: QueryTypes.SELECT }))[0].n;

describe('SQLite transaction connections', () => {
  it('are reused after COMMIT and ROLLBACK, keep foreign keys on, and never carry a transaction over', async () => {
    await sequelize.transaction(async (t) => {
      opened.push(connectionOf(t));
      await sequelize.query('INSERT INTO children (id, parent_id) VALUES (1, 1)', { transaction: t });
    });
    await expect(
      sequelize.transaction(async (t) => {
        opened.push(connectionOf(t));
        await sequelize.query('INSERT INTO children (id, parent_id) VALUES (2, 1)', { transaction: t });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await sequelize.transaction(async (t) => {
      opened.push(connectionOf(t));
      const [fk] = await sequelize.query<{ foreign_keys: number }>('PRAGMA foreign_keys', { type: QueryTypes.SELECT, transaction: t });
      expect(fk.foreign_keys).toBe(1);
      await expect(sequelize.query('INSERT INTO children (id, parent_id) VALUES (3, 99)', { transaction: t })).rejects.toThrow(/FOREIGN KEY/);
    });
    expect(opened[1]).toBe(opened[0]);
    expect(opened[2]).toBe(opened[0]);
    // The rolled-back insert is gone; the committed one stays.
    expect(await count('children')).toBe(1);
  });

  it('gives transactions running at once connections of their own', async () => {
    const seen: object[] = [];
    let release!: () => void;
    let started!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const inFirst = new Promise<void>((resolve) => (started = resolve));
    // Read-only (DEFERRED): both may be open at once.
    const first = sequelize.transaction({ type: Transaction.TYPES.DEFERRED }, async (t) => {
      seen.push(connectionOf(t));
      started();
      await held;
    });
    await inFirst;
    await sequelize.transaction({ type: Transaction.TYPES.DEFERRED }, async (t) => {
      seen.push(connectionOf(t));
      release();
    });
    await first;
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('refuse a failing statement with its error (SQL and cause kept) and leave the stack trace limit as it was', async () => {
    const limit = Error.stackTraceLimit;
    const failure = await sequelize.query('INSERT INTO parents (id) VALUES (1)').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(UniqueConstraintError);
    expect((failure as UniqueConstraintError).sql).toContain('INSERT INTO parents');
    expect(String((failure as UniqueConstraintError).parent)).toMatch(/UNIQUE/);
    expect(Error.stackTraceLimit).toBe(limit);
    expect(await count('parents')).toBe(1);
  });
});
