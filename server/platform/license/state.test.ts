import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  advanceHighWaterMark,
  effectiveNow,
  initialState,
  isClockRolledBack,
  pickState,
  readState,
  serializeState,
  type LicenseStateRecord,
} from './state';
import { FileStateStore, loadState, MemoryStateStore, saveState } from './state-store';
import { DAY, HOUR, T0, at } from './test-kit';

const KEY = Buffer.alloc(32, 7);
const record: LicenseStateRecord = {
  highWaterMark: T0.toISOString(),
  currentKeyId: '0b8e6a7c-1f0e-4d4a-9c1b-2a3b4c5d6e7f',
  sequence: 2,
  retiredSerials: ['3bd3d2207da162750d801e1ea92623c3'],
  driftSince: null,
};

describe('state record', () => {
  it('reads back what was written with the same key', () => {
    expect(readState(serializeState(record, KEY), KEY)).toEqual({ kind: 'valid', record });
  });

  it('is tampered when any field changes, the MAC changes, the key differs or the text is damaged', () => {
    const text = serializeState(record, KEY);
    const edits: Record<string, string> = {
      'mark moved back': text.replace(record.highWaterMark, at(T0, -10 * DAY).toISOString()),
      'sequence lowered': text.replace('"sequence":2', '"sequence":1'),
      'retired serial removed': text.replace('"3bd3d2207da162750d801e1ea92623c3"', ''),
      'drift cleared': text.replace('"driftSince":null', `"driftSince":"${T0.toISOString()}"`),
      'mac edited': text.replace(/"mac":"(.)/, (_m, c) => `"mac":"${c === 'A' ? 'B' : 'A'}`),
      'duplicate key': text.replace('{', '{"v":1,'),
      truncated: text.slice(0, -2),
      empty: '',
      'not json': 'garbage',
    };
    for (const [name, edited] of Object.entries(edits)) {
      expect(readState(edited, KEY).kind, name).toBe('tampered');
    }
    expect(readState(text, Buffer.alloc(32, 8)).kind).toBe('tampered');
    expect(readState(undefined, KEY).kind).toBe('missing');
  });

  it('keeps the newer valid copy, and is tampered only when no copy is valid', () => {
    const older = {
      kind: 'valid' as const,
      record: { ...record, highWaterMark: at(T0, -HOUR).toISOString() },
    };
    const newer = { kind: 'valid' as const, record };
    const renewed = {
      kind: 'valid' as const,
      record: { ...record, sequence: 3, highWaterMark: at(T0, -2 * HOUR).toISOString() },
    };
    const tampered = { kind: 'tampered' as const, detail: 'x' };
    expect(pickState([older, newer])).toBe(newer);
    expect(pickState([newer, older])).toBe(newer);
    expect(pickState([newer, renewed])).toBe(renewed);
    expect(pickState([tampered, older])).toBe(older);
    expect(pickState([{ kind: 'missing' }, tampered])).toBe(tampered);
    expect(pickState([{ kind: 'missing' }, { kind: 'missing' }])).toEqual({ kind: 'missing' });
  });

  it('advances the high-water mark, never backwards, and dates are checked at max(now, mark)', () => {
    expect(advanceHighWaterMark(record, at(T0, HOUR)).highWaterMark).toBe(at(T0, HOUR).toISOString());
    expect(advanceHighWaterMark(record, at(T0, -HOUR))).toBe(record);
    expect(effectiveNow(at(T0, -HOUR), record)).toEqual(T0);
    expect(effectiveNow(at(T0, HOUR), record)).toEqual(at(T0, HOUR));
    expect(effectiveNow(T0, undefined)).toEqual(T0);
  });

  it('calls a clock more than 48 hours behind the mark a rollback', () => {
    expect(isClockRolledBack(at(T0, -48 * HOUR), record)).toBe(false);
    expect(isClockRolledBack(at(T0, -48 * HOUR - 1), record)).toBe(true);
    expect(isClockRolledBack(at(T0, -3 * DAY), record)).toBe(true);
  });

  it('refuses a short key', () => {
    expect(() => serializeState(initialState(T0), Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('state stores', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('write every copy and load the newer valid one (database copy tampered, file copy intact)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'license-state-'));
    dirs.push(dir);
    const database = new MemoryStateStore();
    const file = new FileStateStore(dir);
    expect(await loadState([database, file], KEY)).toEqual({ kind: 'missing' });
    await saveState([database, file], record, KEY);
    expect(fs.readFileSync(path.join(dir, 'license', 'state.json'), 'utf8')).toBe(database.text);
    database.text = database.text!.replace('"sequence":2', '"sequence":9');
    expect(await loadState([database, file], KEY)).toEqual({ kind: 'valid', record });
    fs.writeFileSync(file.file, 'edited');
    expect((await loadState([database, file], KEY)).kind).toBe('tampered');
  });
});
