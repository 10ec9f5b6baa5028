import type { BrowserContext, Page } from 'playwright-core';

/**
 * Time to interactive in the page, on the page's own clock (`performance.now()`, 0 at the
 * navigation start): the moment a readiness test first holds ("ready"), and the end of the last
 * long task (> 50 ms of main thread, Long Tasks API) once a quiet window followed with neither a
 * long task nor a finished download ("interactive", at least "ready"). A simplified Lighthouse TTI
 * with a shorter window, so that a run stays short.
 */
export interface Timing {
  /** When the test first held. */
  ready: number;
  /** When the main thread was last busy for good (≥ ready). */
  interactive: number;
  /** Main-thread time spent in long tasks since the start. */
  longTasks: number;
}

/** What a page must show to count as ready, checked in the page. */
export type Readiness = 'login' | 'dashboard';

declare global {
  interface Window {
    __benchLongTasks?: Array<[start: number, end: number]>;
  }
}

/**
 * Run in every page before its own scripts: records its long tasks. It also defines esbuild's
 * `__name` helper: tsx compiles with `keepNames`, so a function handed to `page.evaluate` calls it.
 */
const INIT_SCRIPT = `
  window.__name = window.__name || ((fn) => fn);
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
`;

/** Records the long tasks of the context's pages from their first script on (once per context). */
export async function recordLongTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: INIT_SCRIPT });
}

interface WaitOptions {
  readiness: Readiness;
  quietMs: number;
  timeoutMs: number;
  /** Clicks this element first and counts from the click (a sign-in: no navigation). */
  clickTestId?: string;
}

/** Waits, in the page, until it is ready and then quiet; answers the timing on the page's clock. */
async function inPage({ readiness, quietMs, timeoutMs, clickTestId }: WaitOptions): Promise<Timing & { from: number }> {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const checks: Record<Readiness, () => boolean> = {
    login: () => !!document.querySelector('[data-testid="login-submit"]'),
    dashboard: () => {
      const main = document.querySelector('main');
      return (
        !!main &&
        !!main.querySelector('[data-testid="stat-active-users"]') &&
        !!main.querySelector('[data-testid="activity-chart"] svg') &&
        !main.querySelector('.MuiSkeleton-root, [role="status"]')
      );
    },
  };
  const from = performance.now();
  if (clickTestId) (document.querySelector(`[data-testid="${clickTestId}"]`) as HTMLElement).click();
  const deadline = from + timeoutMs;
  while (!checks[readiness]()) {
    if (performance.now() > deadline) throw new Error(`${readiness} not ready after ${timeoutMs} ms`);
    await sleep(10);
  }
  const ready = performance.now();
  for (;;) {
    const tasks = window.__benchLongTasks ?? [];
    const lastTask = tasks.reduce((end, [, taskEnd]) => Math.max(end, taskEnd), 0);
    const lastDownload = performance
      .getEntriesByType('resource')
      .reduce((end, entry) => Math.max(end, (entry as PerformanceResourceTiming).responseEnd), 0);
    const busyUntil = Math.max(ready, lastTask, lastDownload);
    if (performance.now() - busyUntil >= quietMs) {
      const longTasks = tasks.filter(([start]) => start >= from).reduce((total, [start, end]) => total + end - start, 0);
      return { from, ready, interactive: Math.max(ready, lastTask), longTasks };
    }
    if (performance.now() > deadline) throw new Error(`${readiness} never quiet within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** Timing of the page as it is (after a navigation), counted from the navigation start. */
export async function timeFromNavigation(page: Page, readiness: Readiness, quietMs: number): Promise<Timing> {
  const { ready, interactive, longTasks } = await page.evaluate(inPage, { readiness, quietMs, timeoutMs: 30_000 });
  return { ready, interactive, longTasks };
}

/** Timing of what a click starts (a sign-in), counted from the click. */
export async function timeFromClick(page: Page, testId: string, readiness: Readiness, quietMs: number): Promise<Timing> {
  const t = await page.evaluate(inPage, { readiness, quietMs, timeoutMs: 30_000, clickTestId: testId });
  return { ready: t.ready - t.from, interactive: t.interactive - t.from, longTasks: t.longTasks };
}
