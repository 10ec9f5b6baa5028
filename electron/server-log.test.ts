import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerLog, LOG_ROTATE_BYTES, readable } from './server-log';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-log-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('server log', () => {
  it('shows pino lines as their message and keeps the last lines across chunks', () => {
    const log = createServerLog();
    log.write('{"level":50,"msg":"Migration failed","err":{"message":"SQLITE_CORRUPT"}}\nplain ');
    log.write('line\n{"level":30}\n');
    log.write('partial');
    expect(log.tail()).toEqual(['Migration failed — SQLITE_CORRUPT', 'plain line', '{"level":30}', 'partial']);
    expect(readable('{not json')).toBe('{not json');
  });

  it('keeps only the last lines in memory', () => {
    const log = createServerLog();
    for (let i = 1; i <= 100; i++) log.write(`line ${i}\n`);
    expect(log.tail(3)).toEqual(['line 98', 'line 99', 'line 100']);
    expect(log.tail(1000)).toHaveLength(40);
  });

  it('appends to the log file, and moves a large one aside at the next start', async () => {
    const file = path.join(dir, 'logs', 'server.log');
    const first = createServerLog(file);
    first.write('first run\n');
    await first.close();
    expect(fs.readFileSync(file, 'utf8')).toBe('first run\n');

    fs.appendFileSync(file, Buffer.alloc(LOG_ROTATE_BYTES, 46));
    const second = createServerLog(file);
    second.write('second run\n');
    await second.close();
    expect(fs.statSync(`${file}.1`).size).toBeGreaterThan(LOG_ROTATE_BYTES);
    expect(fs.readFileSync(file, 'utf8')).toBe('second run\n');
  });
});
