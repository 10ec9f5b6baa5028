import { describe, expect, it } from 'vitest';
import { readAhead } from './exports';

/** A source of `count` batches that records how many reads were asked before their batch was taken. */
function source(count: number, failAt = -1) {
  const log = { asked: 0, taken: 0, maxAhead: 0, closed: false };
  async function* batches() {
    try {
      for (let i = 0; i < count; i++) {
        log.asked += 1;
        log.maxAhead = Math.max(log.maxAhead, log.asked - log.taken);
        await new Promise((resolve) => setImmediate(resolve));
        if (i === failAt) throw new Error(`read ${i} failed`);
        yield [i];
      }
    } finally {
      log.closed = true;
    }
  }
  return { log, batches: batches() };
}

describe('readAhead', () => {
  it('yields every batch in order, reading one batch ahead at most', async () => {
    const { log, batches } = source(5);
    const seen: number[] = [];
    for await (const batch of readAhead(batches)) {
      seen.push(...batch);
      log.taken += 1;
    }
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(log.maxAhead).toBe(2);
  });

  it('hands a failed read to the caller', async () => {
    const { batches } = source(5, 2);
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const batch of readAhead(batches)) seen.push(...batch);
      })(),
    ).rejects.toThrow('read 2 failed');
    expect(seen).toEqual([0, 1]);
  });

  it('a caller that stops lets the read in flight end (even failing) and closes the source', async () => {
    const { log, batches } = source(5, 1);
    for await (const batch of readAhead(batches)) {
      expect(batch).toEqual([0]);
      break;
    }
    expect(log.closed).toBe(true);
  });
});
