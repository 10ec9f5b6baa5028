import fs from 'node:fs/promises';
import path from 'node:path';
import type { Sequelize } from 'sequelize';
import { afterCommit } from '../db/transaction';

/** The document folder of each database's store (a process may run several servers: tests). */
const roots = new WeakMap<Sequelize, string>();

export function registerDocumentRoot(sequelize: Sequelize, root: string): void {
  roots.set(sequelize, path.resolve(root));
}

/** The absolute path of a storage key, refusing anything that would leave the document root. */
export function resolveStorageKey(root: string, storageKey: string): string {
  const file = path.resolve(root, storageKey);
  if (!file.startsWith(root + path.sep)) throw new Error(`Storage key ${storageKey} leaves the document root`);
  return file;
}

/**
 * Removes a destroyed record's file once the transaction that destroyed it commits (at once
 * without one); a rollback keeps both. A file already gone is no error.
 */
export async function sweepAfterCommit(sequelize: Sequelize | undefined, storageKey: string): Promise<void> {
  const root = sequelize ? roots.get(sequelize) : undefined;
  if (!root) return;
  const file = resolveStorageKey(root, storageKey);
  await afterCommit(() => fs.rm(file, { force: true }));
}
