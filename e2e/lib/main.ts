import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { ConsoleWatch } from './page-checks';
import { registeredTests, setCurrentFile, type TestCase } from './harness';
import { FAILURES_DIR, OUTPUT_DIR, REPO_ROOT, SCREENSHOTS_DIR } from './paths';
import { startServer, type RunningServer } from './server';

const TESTS_DIR = path.join(REPO_ROOT, 'e2e', 'tests');

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 80);
}

async function loadTests(filter: string | undefined): Promise<TestCase[]> {
  const files = fs
    .readdirSync(TESTS_DIR)
    .filter((f) => f.endsWith('.e2e.ts'))
    .sort();
  for (const file of files) {
    setCurrentFile(file);
    await import(pathToFileURL(path.join(TESTS_DIR, file)).href);
  }
  const all = registeredTests();
  if (!filter) return [...all];
  const needle = filter.toLowerCase();
  return all.filter((t) => t.name.toLowerCase().includes(needle) || t.file.toLowerCase().includes(needle));
}

async function runOne(
  browser: Browser,
  baseUrl: string,
  dataDir: string | undefined,
  test: TestCase,
): Promise<Error | null> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 860 },
    locale: 'fr-FR',
    timezoneId: 'Africa/Abidjan',
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const watch = new ConsoleWatch(page);
  const app = (p = '/') => `${baseUrl}/app${p.startsWith('/') ? p : `/${p}`}`;
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      test.fn({ page, context, baseUrl, dataDir, app, console: watch }),
      new Promise((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error(`timed out after ${test.timeoutMs / 1000} s`)),
          test.timeoutMs,
        );
      }),
    ]);
    if (consoleErrors.length) throw new Error(`uncaught errors in the page: ${consoleErrors.join(' | ')}`);
    return null;
  } catch (error) {
    const shot = path.join(FAILURES_DIR, `${slug(`${test.file}-${test.name}`)}.png`);
    await page.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
    const err = error instanceof Error ? error : new Error(String(error));
    err.message = `${err.message}\n      screenshot: ${path.relative(REPO_ROOT, shot)}`;
    return err;
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => undefined);
  }
}

function seconds(started: number): string {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

/** Runs every e2e/tests/*.e2e.ts (or those whose file or name contains the filter). */
export async function main(args: string[]): Promise<number> {
  const filter = args[0];
  fs.rmSync(FAILURES_DIR, { recursive: true, force: true });
  fs.mkdirSync(FAILURES_DIR, { recursive: true });
  fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const tests = await loadTests(filter);
  if (tests.length === 0) {
    console.error(`No e2e test matches ${JSON.stringify(filter)}`);
    return 1;
  }

  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let passed = 0;
  let failed = 0;
  try {
    const external = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
    server = external ? undefined : await startServer();
    const baseUrl = external ?? server!.url;
    console.log(
      `e2e: ${tests.length} test(s) against ${baseUrl} (output in ${path.relative(REPO_ROOT, OUTPUT_DIR)})`,
    );
    browser = await launchBrowser();
    const dataDir = server?.dataDir ?? process.env.E2E_DATA_DIR;
    const failedOnce: Array<{ test: TestCase; error: Error }> = [];
    for (const test of tests) {
      const started = Date.now();
      const error = await runOne(browser, baseUrl, dataDir, test);
      const took = seconds(started);
      if (error) {
        failedOnce.push({ test, error });
        console.log(`  … ${test.file} › ${test.name} (${took}) failed, will be tried again at the end\n      ${error.message}`);
      } else {
        passed += 1;
        console.log(`  ✓ ${test.file} › ${test.name} (${took})`);
      }
    }
    // A browser on a loaded machine sometimes misses a deadline: a failed test runs once more, and
    // one that then passes is reported as flaky (the run passes, the log says so).
    for (const { test, error: first } of failedOnce) {
      const started = Date.now();
      const error = await runOne(browser, baseUrl, dataDir, test);
      if (error) {
        failed += 1;
        console.log(`  ✗ ${test.file} › ${test.name} (${seconds(started)}, twice)\n      ${error.message}`);
      } else {
        passed += 1;
        console.log(`  ⚠ flaky ${test.file} › ${test.name}: passed on its second run (${seconds(started)}); first failure: ${first.message.split('\n')[0]}`);
      }
    }
  } catch (error) {
    console.error(`e2e run aborted: ${error instanceof Error ? error.message : String(error)}`);
    failed += tests.length - passed - failed;
  } finally {
    await browser?.close().catch(() => undefined);
    await server?.stop();
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
