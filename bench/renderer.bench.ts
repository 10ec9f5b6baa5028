/**
 * The renderer: its bundle (gzip) with the largest chunks and what the first screen loads — the
 * login page, then the dashboard — and, in Debian's Chromium, the time to interactive of the
 * dashboard after signing in next to the login page's (the baseline, same server, same run).
 * Goal (issue 25): the first screen loads under 300 KB gzip.
 *
 * `npm run bench renderer`. Builds the renderer (`vite build`) unless dist/renderer is newer than
 * its sources; BENCH_RENDERER_DIST=<dir> measures another build as it is. BENCH_RUNS (default 5,
 * after a warm-up).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { loadConfig } from '../server/config';
import { demoTarget } from './lib/demo';
import { buildServer } from '../server/bootstrap';
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../e2e/lib/browser';
import { median } from './ledger/measure';
import { chunkCycles, chunkName, kb, readBundle, staticClosure, sum } from './lib/bundle';
import { recordLongTasks, timeFromClick, timeFromNavigation, type Timing } from './lib/page-timing';
import { publish, ratio, verdict } from './lib/report';

// The server runs as `npm start` runs it (see api.bench.ts).
process.setSourceMapsEnabled(false);

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const QUIET_MS = 500;
const GOAL_KB = 300;
const EMAIL = 'admin@demo.local';

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** The build to measure, built first when its sources changed since; and how it came to be. */
function renderer(): { dir: string; origin: string } {
  if (process.env.BENCH_RENDERER_DIST) return { dir: path.resolve(process.env.BENCH_RENDERER_DIST), origin: `the build in ${process.env.BENCH_RENDERER_DIST}` };
  const dir = path.join(ROOT, 'dist', 'renderer');
  const index = path.join(dir, 'index.html');
  const sources = ['renderer', 'shared', 'vite.config.ts', 'build/vite-i18n.ts', 'package-lock.json'].map((p) => newestMtime(path.join(ROOT, p)));
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs > Math.max(...sources)) return { dir, origin: 'dist/renderer, newer than its sources' };
  process.stderr.write('Building the renderer (vite build)…\n');
  const start = Date.now();
  execFileSync(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  return { dir, origin: `\`vite build\` in ${((Date.now() - start) / 1000).toFixed(0)} s` };
}

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(', ');
const msText = (values: number[]) => `${median(values).toFixed(0)} ms`;

const { dir, origin } = renderer();
const bundle = readBundle(dir);
const loadAtStart = load();

// The demo tenant, seeded once per `npm run bench` run (bench/lib/demo.ts).
const target = await demoTarget('sqlite');
const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env });
const server = await buildServer(config, { logger: pino({ level: 'silent' }), rendererDir: dir });
const listening = server.app.listen(0, '127.0.0.1');
await new Promise<void>((resolve) => listening.once('listening', () => resolve()));
const base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
const browser = await launchBrowser();

type Measure = 'login' | 'signIn' | 'cold' | 'warm';
const samples: Record<Measure, Timing[]> = { login: [], signIn: [], cold: [], warm: [] };
const loaded = { login: new Set<string>(), dashboard: new Set<string>() };
const pageErrors: string[] = [];
const contextOptions = { viewport: { width: 1366, height: 860 }, locale: 'fr-FR', timezoneId: 'Africa/Abidjan' };

/** A fresh browser context (an empty cache, as on a first visit) recording long tasks and errors. */
async function freshPage(storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ ...contextOptions, storageState });
  await recordLongTasks(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page };
}

try {
  for (let run = 0; run <= RUNS; run += 1) {
    const first = await freshPage();
    let phase: keyof typeof loaded | null = 'login';
    loaded.login.clear();
    loaded.dashboard.clear();
    first.page.on('response', (response) => {
      const asset = /\/app\/(assets\/.+)$/.exec(new URL(response.url()).pathname)?.[1];
      if (asset && phase) loaded[phase].add(asset);
    });
    await first.page.goto(`${base}/app/login`, { waitUntil: 'commit' });
    const login = await timeFromNavigation(first.page, 'login', QUIET_MS);
    await first.page.locator('input[name="tenant"]').fill('demo');
    await first.page.locator('input[name="email"]').fill(EMAIL);
    await first.page.locator('input[name="password"]').fill('demo1234');
    phase = 'dashboard';
    const signIn = await timeFromClick(first.page, 'login-submit', 'dashboard', QUIET_MS);
    phase = null;
    const session = await first.context.storageState();
    await first.context.close();
    // Signed in, the cache empty: the dashboard from a navigation (a bookmark, the next morning).
    const second = await freshPage(session);
    await second.page.goto(`${base}/app/`, { waitUntil: 'commit' });
    const cold = await timeFromNavigation(second.page, 'dashboard', QUIET_MS);
    // The same, the cache warm (a reload).
    await second.page.reload({ waitUntil: 'commit' });
    const warm = await timeFromNavigation(second.page, 'dashboard', QUIET_MS);
    await second.context.close();
    const figures = { login, signIn, cold, warm };
    process.stderr.write(`run ${run}${run === 0 ? ' (warm-up)' : ''}: ${Object.entries(figures).map(([k, t]) => `${k} ${t.interactive.toFixed(0)} ms`).join(', ')}\n`);
    if (run === 0) continue;
    for (const [measure, timing] of Object.entries(figures)) samples[measure as Measure].push(timing);
  }
} finally {
  await browser.close();
  await new Promise<void>((resolve) => listening.close(() => resolve()));
  await server.close();
  await target.cleanup();
}
if (pageErrors.length) throw new Error(`Errors in the page: ${[...new Set(pageErrors)].join(' | ')}`);

const all = sum(bundle, bundle.assets.keys());
const entry = staticClosure(bundle, bundle.entry);
const firstScreen = new Set([...loaded.login, ...loaded.dashboard]);
// The dashboard's first paint: its page with a placeholder per card (each card is a chunk of its own).
const dashboardPage = [...bundle.assets.keys()].find((file) => chunkName(file) === 'DashboardPage.js');
if (!dashboardPage) throw new Error('No DashboardPage chunk in the build');
const firstPaint = new Set([...loaded.login, ...staticClosure(bundle, [dashboardPage])]);
const loginBytes = sum(bundle, loaded.login);
const firstPaintBytes = sum(bundle, firstPaint);
const firstBytes = sum(bundle, firstScreen);
const sizeRow = (what: string, s: ReturnType<typeof sum>, goal = '') => [what, String(s.count), kb(s.bytes), kb(s.gzip), goal];
const largest = [...bundle.assets.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 10);
const cycles = chunkCycles(bundle);

const loginTti = samples.login.map((t) => t.interactive);
const timingRow = (what: string, timings: Timing[]) => [
  what,
  msText(timings.map((t) => t.ready)),
  msText(timings.map((t) => t.interactive)),
  msText(timings.map((t) => t.longTasks)),
  msText(loginTti),
  ratio(median(timings.map((t) => t.interactive)), median(loginTti)),
];

publish({
  title: 'Renderer: bundle size and time to interactive',
  method: [
    `The renderer as built by ${origin}: every JS and CSS asset gzipped at zlib's default level (as \`vite build\` reports it).`,
    'The login page and the whole dashboard are what Chromium (Debian\'s, headless, through Playwright) downloads from a fresh context for the login page, then for the dashboard once signed in as the demo administrator (the demo tenant seeded in the same process); the dashboard\'s first paint adds to the login page the dashboard page\'s chunk and its static imports.',
    `Times on the page's clock, median of ${RUNS} runs after a warm-up, each in a fresh context (empty cache): "ready" when the login form, or the dashboard's counters and chart, are shown with no spinner or skeleton left; "interactive" the end of the last long task (Long Tasks API) before ${QUIET_MS} ms without long task or download (a shortened Lighthouse TTI).`,
    `The baseline is the login page's time to interactive in the same runs. Load average: ${loadAtStart} at the start, ${load()} at the end (the machine is shared: read the ratios).`,
  ].join(' '),
  tables: [
    {
      title: 'Bundle',
      columns: ['assets', 'files', 'raw', 'gzip', 'goal'],
      rows: [
        sizeRow('all JS and CSS', all),
        sizeRow('index.html\'s entry and its static imports', sum(bundle, entry)),
        sizeRow('login page (downloaded)', loginBytes),
        sizeRow('login page, then the dashboard\'s first paint (its page, cards as placeholders)', firstPaintBytes, `< ${GOAL_KB} KB: ${verdict(firstPaintBytes.gzip < GOAL_KB * 1024)}`),
        sizeRow('login page, then the whole dashboard, every card loaded (downloaded)', firstBytes),
      ],
    },
    {
      title: 'Largest chunks',
      columns: ['chunk', 'raw', 'gzip', 'loaded by'],
      rows: largest.map((a) => [
        chunkName(a.file),
        kb(a.bytes),
        kb(a.gzip),
        firstPaint.has(a.file) ? 'login page or dashboard first paint' : firstScreen.has(a.file) ? 'dashboard cards' : 'other pages',
      ]),
    },
    {
      title: 'Time to interactive (Chromium)',
      columns: ['page', 'ready', 'interactive', 'long tasks', 'baseline: login page interactive', 'ratio'],
      rows: [
        timingRow('login page (from the navigation start; cache empty)', samples.login),
        timingRow('dashboard after signing in (from the click, sign-in request included)', samples.signIn),
        timingRow('dashboard, signed in (from the navigation start; cache empty)', samples.cold),
        timingRow('dashboard reloaded (from the navigation start; cache warm)', samples.warm),
      ],
    },
  ],
  notes: [
    `Login page: ${[...loaded.login].map(chunkName).sort().join(', ')}. The dashboard's cards add: ${[...firstScreen].filter((f) => !firstPaint.has(f)).map(chunkName).sort().join(', ')}.`,
    cycles.length ? `Chunks importing each other statically: ${cycles.map((c) => c.map(chunkName).join(' → ')).join('; ')}.` : 'No two chunks import each other statically.',
  ],
});
