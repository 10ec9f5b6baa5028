import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Timing helpers of the benchmark: medians of repeated runs, and memory while a task runs. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
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
