import { median } from './measure';

async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Medians of several tasks run in turn (a, b, c, a, b, c…) after `warmup` rounds, so that a
 * change of machine load during the run weighs on all of them alike.
 */
export async function timeMany<K extends string>(runs: number, warmup: number, tasks: Record<K, () => Promise<unknown>>): Promise<Record<K, number>> {
  const keys = Object.keys(tasks) as K[];
  for (let i = 0; i < warmup; i++) for (const k of keys) await tasks[k]();
  const samples = Object.fromEntries(keys.map((k) => [k, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < runs; i++) for (const k of keys) samples[k].push(await timed(tasks[k]));
  return Object.fromEntries(keys.map((k) => [k, median(samples[k])])) as Record<K, number>;
}
