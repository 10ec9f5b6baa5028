import { AxeBuilder } from '@axe-core/playwright';
import type { ConsoleMessage, Page } from 'playwright-core';
import { ExpectationError } from './expect';

/** Impacts an accessibility violation may not have on a page of the app. */
const BLOCKING_IMPACTS = new Set(['critical', 'serious']);

/**
 * Console output that means a defect of the page: a failed request (a 404 for something the
 * page should not have asked for), a React or React Router warning, an uncaught error. Tests
 * that provoke a refusal on purpose check their pages with `allowFailedRequests`.
 */
const NOISE = [
  /Failed to load resource/i,
  /You should call navigate\(\) in a React\.useEffect/i,
  /^Warning: /,
  /React Router/i,
  /Uncaught/i,
];

/** Console errors and warnings of a page, kept since the last `take()`. */
export class ConsoleWatch {
  private messages: string[] = [];

  constructor(page: Page) {
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error' || message.type() === 'warning')
        this.messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.messages.push(`uncaught: ${error.message}`));
  }

  /** The messages seen since the previous call, forgetting them. */
  take(): string[] {
    const seen = this.messages;
    this.messages = [];
    return seen;
  }
}

/** Accessibility violations of critical or serious impact on the page as it is now. */
export async function blockingViolations(page: Page): Promise<string[]> {
  // A button whose colours are still fading in (enabled once its data arrived) would be measured
  // half-way: transitions end at once, so axe sees the page as it settles.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  // Legacy mode runs axe in the page itself: the default mode finishes each run in a new tab, which
  // sends the page to the background (throttled) and made a check of a grid page take 8–10 s instead
  // of 2 s. The app has no frames, the one thing legacy mode does not reach. Only the violations'
  // nodes are serialized back; the verdicts are the same (compared on the journal, audit, directory
  // and chart pages).
  const result = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const where = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `axe ${violation.impact} ${violation.id} (${violation.nodes.length}×: ${where}): ${violation.help}`;
    });
}

/** Waits until the page has no request in flight and no loading indicator. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('[role="status"][aria-live="polite"]:has(.MuiCircularProgress-root)')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
}

/** What is wrong with the page as it is now: blocking axe violations and console noise. */
export async function pageDefects(page: Page, watch: ConsoleWatch): Promise<string[]> {
  await settle(page);
  const noise = watch.take().filter((message) => NOISE.some((pattern) => pattern.test(message)));
  return [...(await blockingViolations(page)), ...noise.map((message) => `console ${message}`)];
}

/** Fails unless the page is free of blocking axe violations and console noise. */
export async function expectCleanPage(page: Page, watch: ConsoleWatch, where: string): Promise<void> {
  const defects = await pageDefects(page, watch);
  if (defects.length) throw new ExpectationError(`${where}:\n        ${defects.join('\n        ')}`);
}
