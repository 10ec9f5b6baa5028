import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pickState, readState, serializeState, type LicenseStateRecord, type StateReading } from './state';

/**
 * Where copies of the protected state record live. The on-premise module keeps one in the database
 * (its own implementation) and one in a file in DATA_DIR; tests use the in-memory one.
 */
export interface LicenseStateStore {
  /** The stored text, or undefined when there is none. */
  read(): Promise<string | undefined>;
  write(text: string): Promise<void>;
}

export class MemoryStateStore implements LicenseStateStore {
  constructor(public text?: string) {}
  async read() {
    return this.text;
  }
  async write(text: string) {
    this.text = text;
  }
}

export const STATE_FILE = path.join('license', 'state.json');

/** DATA_DIR/license/state.json, replaced atomically (written aside, then renamed). */
export class FileStateStore implements LicenseStateStore {
  readonly file: string;
  constructor(dataDir: string) {
    this.file = path.join(dataDir, STATE_FILE);
  }
  async read() {
    try {
      return await fs.readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }
  async write(text: string) {
    await fs.mkdir(path.dirname(this.file), { recursive: true, mode: 0o700 });
    const draft = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await fs.writeFile(draft, text, { mode: 0o600 });
    await fs.rename(draft, this.file);
  }
}

/** Reads every copy and keeps the newer valid one. */
export async function loadState(stores: LicenseStateStore[], key: Uint8Array): Promise<StateReading> {
  const texts = await Promise.all(stores.map((s) => s.read()));
  return pickState(texts.map((t) => readState(t, key)));
}

/** Writes the record to every copy. */
export async function saveState(
  stores: LicenseStateStore[],
  record: LicenseStateRecord,
  key: Uint8Array,
): Promise<void> {
  const text = serializeState(record, key);
  for (const store of stores) await store.write(text);
}
