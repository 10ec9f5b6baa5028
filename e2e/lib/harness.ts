import type { BrowserContext, Page } from 'playwright-core';
import type { ConsoleWatch } from './page-checks';

export interface TestContext {
  page: Page;
  context: BrowserContext;
  /** Server origin, e.g. http://127.0.0.1:41234 (the app lives under /app/). */
  baseUrl: string;
  /** DATA_DIR of the server under test (E2E_DATA_DIR with E2E_BASE_URL), for its mail outbox. */
  dataDir: string | undefined;
  /** Absolute URL of an app path: app('/admin/users') → http://…/app/admin/users. */
  app: (path?: string) => string;
  /** Console errors and warnings of the page, for `expectCleanPage`. */
  console: ConsoleWatch;
}

export interface TestCase {
  name: string;
  file: string;
  fn: (t: TestContext) => Promise<void>;
  timeoutMs: number;
}

const registry: TestCase[] = [];
let currentFile = '';

export function setCurrentFile(file: string): void {
  currentFile = file;
}

export function registeredTests(): readonly TestCase[] {
  return registry;
}

/**
 * Declares a browser test; each runs in a fresh browser context (no shared storage). The default
 * time limit allows for the API tests running beside the browser tests on the same cores.
 */
export function test(
  name: string,
  fn: (t: TestContext) => Promise<void>,
  options: { timeoutMs?: number } = {},
): void {
  registry.push({ name, file: currentFile, fn, timeoutMs: options.timeoutMs ?? 150_000 });
}
