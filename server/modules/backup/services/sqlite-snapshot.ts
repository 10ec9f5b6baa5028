import sqlite3 from 'sqlite3';

/** The part of node-sqlite3's Backup the snapshot uses (the package ships no types for it). */
interface SqliteBackup {
  step(pages: number, callback: (err: Error | null) => void): void;
  finish(callback?: (err: Error | null) => void): void;
  completed: boolean;
  failed: boolean;
}
type BackupCapable = sqlite3.Database & { backup(filename: string, callback?: (err: Error | null) => void): SqliteBackup };

/**
 * Copies a live SQLite database with SQLite's online backup API (sqlite3_backup_*) through a
 * connection of its own: the copy is one consistent state of the database, committed WAL frames
 * included, while the server keeps reading and writing through its own connections (a write
 * landing mid-copy makes SQLite restart the copy, which `retryErrors` covers for locks).
 */
export async function snapshotSqlite(source: string, target: string): Promise<void> {
  const db = await new Promise<BackupCapable>((resolve, reject) => {
    const opened = new sqlite3.Database(source, sqlite3.OPEN_READONLY, (err) => (err ? reject(err) : resolve(opened as BackupCapable)));
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const backup = db.backup(target, (err) => {
        if (err) return reject(err);
        const step = () =>
          backup.step(-1, (stepErr) => {
            if (stepErr) return backup.finish(() => reject(stepErr));
            if (backup.completed) return backup.finish((finishErr) => (finishErr ? reject(finishErr) : resolve()));
            if (backup.failed) return backup.finish(() => reject(new Error('The SQLite online backup failed')));
            setImmediate(step);
          });
        step();
      });
    });
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}

/** `PRAGMA integrity_check` of a database file: 'ok', or what SQLite found wrong. */
export async function integrityOf(file: string): Promise<string> {
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const opened = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (err) => (err ? reject(err) : resolve(opened)));
  });
  try {
    const rows = await new Promise<Array<{ integrity_check: string }>>((resolve, reject) =>
      db.all('PRAGMA integrity_check', (err, result) => (err ? reject(err) : resolve(result as Array<{ integrity_check: string }>))),
    );
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    await new Promise<void>((resolve) => db.close(() => resolve()));
  }
}
