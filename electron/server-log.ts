import fs from 'node:fs';
import path from 'node:path';

/** Beyond this size the log is moved to `server.log.1` at the next start (one old file kept). */
export const LOG_ROTATE_BYTES = 10 * 1024 * 1024;
const TAIL_LINES = 40;

export interface ServerLog {
  readonly file: string | undefined;
  write(chunk: string | Buffer): void;
  /** The last lines written, readable: pino JSON lines shown as their message (and error). */
  tail(lines?: number): string[];
  /** Flushes and closes the file. */
  close(): Promise<void>;
}

/**
 * Keeps the server's output: appended to a file in the user data folder (what support asks for)
 * and the last lines in memory, shown in the error dialog when the server cannot start.
 */
export function createServerLog(file?: string): ServerLog {
  let stream: fs.WriteStream | undefined;
  if (file) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    rotate(file);
    stream = fs.createWriteStream(file, { flags: 'a' });
    stream.on('error', () => (stream = undefined));
  }
  const lines: string[] = [];
  let partial = '';
  return {
    file,
    write(chunk) {
      const text = chunk.toString();
      stream?.write(text);
      const parts = (partial + text).split(/\r?\n/);
      partial = parts.pop() ?? '';
      for (const line of parts) if (line.trim()) lines.push(line);
      if (lines.length > TAIL_LINES) lines.splice(0, lines.length - TAIL_LINES);
    },
    tail(count = 12) {
      const all = partial.trim() ? [...lines, partial] : lines;
      return all.slice(-count).map(readable);
    },
    close() {
      const open = stream;
      stream = undefined;
      return open ? new Promise<void>((resolve) => open.end(() => resolve())) : Promise.resolve();
    },
  };
}

function rotate(file: string): void {
  try {
    if (fs.statSync(file).size > LOG_ROTATE_BYTES) fs.renameSync(file, `${file}.1`);
  } catch {
    // no log yet
  }
}

/** A pino line `{"level":50,"msg":"…","err":{"message":"…"}}` becomes `… — …`; other lines stay. */
export function readable(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const entry = JSON.parse(line) as { msg?: unknown; err?: { message?: unknown } };
    const msg = typeof entry.msg === 'string' ? entry.msg : undefined;
    const err = typeof entry.err?.message === 'string' ? entry.err.message : undefined;
    if (!msg && !err) return line;
    return [msg, err].filter(Boolean).join(' — ');
  } catch {
    return line;
  }
}
