import type { Sequelize } from 'sequelize';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drained, tracked, workInFlight } from './in-flight';

/** Only its identity matters: the work is counted per database object. */
const database = () => ({}) as Sequelize;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('work in progress on a database', () => {
  it('is counted until it settles, failed or not, and a drain settles once none is left', async () => {
    const db = database();
    const one = gate();
    const two = gate();
    const ok = tracked(db, () => one.opened.then(() => 'done'));
    const failing = tracked(db, async () => {
      await two.opened;
      throw new Error('refused');
    });
    expect(workInFlight(db)).toBe(2);
    expect(workInFlight(database())).toBe(0);
    let settled = false;
    const drain = drained(db, 60_000).then((inTime) => {
      settled = true;
      return inTime;
    });

    one.open();
    expect(await ok).toBe('done');
    expect(workInFlight(db)).toBe(1);
    expect(settled).toBe(false);
    two.open();
    await expect(failing).rejects.toThrow('refused');
    expect(await drain).toBe(true);
    expect(workInFlight(db)).toBe(0);
  });

  it('answers false when the work outlasts the timeout, and leaves the work running', async () => {
    vi.useFakeTimers();
    const db = database();
    const held = gate();
    const work = tracked(db, () => held.opened);
    const drain = drained(db, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await drain).toBe(false);
    expect(workInFlight(db)).toBe(1);
    held.open();
    await work;
    expect(await drained(db, 0)).toBe(true);
  });
});
