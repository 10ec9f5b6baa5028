/** Timing helpers of the benchmark: medians of repeated runs, and peak RSS while a task runs. */

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

/** Runs the task while sampling RSS every 20 ms; answers the growth of the peak over the start. */
export async function peakRssGrowth<T>(task: () => Promise<T>): Promise<{ result: T; growthBytes: number }> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  try {
    const result = await task();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthBytes: peak - start };
  } finally {
    clearInterval(timer);
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
