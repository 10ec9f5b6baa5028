import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Timing helpers of the benchmark: medians of repeated runs, and memory while a task runs. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function timed(task: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await task();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * Medians of two tasks run alternately (a, b, a, b…) after one warm-up each, so that a change
 * of machine load during the run weighs on both sides alike.
 */
export async function timePair(runs: number, a: () => Promise<unknown>, b: () => Promise<unknown>, warmup = 1): Promise<{ a: number; b: number }> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < runs; i++) {
    ta.push(await timed(a));
    tb.push(await timed(b));
  }
  return { a: median(ta), b: median(tb) };
}

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export interface MemoryGrowth {
  /** Peak resident set size over the start (garbage not yet collected included). */
  rssBytes: number;
  /** Peak of the heap still in use after a full collection, over the start: what is retained. */
  retainedBytes: number;
}

/**
 * Runs the task while sampling memory: RSS every 20 ms, and every 250 ms the heap left after a
 * forced full garbage collection, which is what the task really holds (flat for a stream).
 */
export async function memoryGrowth<T>(task: () => Promise<T>): Promise<{ result: T; growth: MemoryGrowth }> {
  collectGarbage();
  const startRss = process.memoryUsage().rss;
  const startHeap = process.memoryUsage().heapUsed;
  let rss = startRss;
  let heap = startHeap;
  const fast = setInterval(() => {
    rss = Math.max(rss, process.memoryUsage().rss);
  }, 20);
  const slow = setInterval(() => {
    collectGarbage();
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  }, 250);
  try {
    const result = await task();
    rss = Math.max(rss, process.memoryUsage().rss);
    return { result, growth: { rssBytes: rss - startRss, retainedBytes: heap - startHeap } };
  } finally {
    clearInterval(fast);
    clearInterval(slow);
  }
}

export const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export interface Row {
  database: string;
  measure: string;
  http: string;
  raw: string;
  ratio: string;
  note: string;
}

export function printTable(rows: readonly Row[]): void {
  const header: Row = { database: 'database', measure: 'measure', http: 'HTTP median', raw: 'raw SQL median', ratio: 'ratio', note: 'goal / note' };
  const all = [header, ...rows];
  const keys = Object.keys(header) as (keyof Row)[];
  const widths = keys.map((k) => Math.max(...all.map((r) => r[k].length)));
  const line = (r: Row) => `| ${keys.map((k, i) => r[k].padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
