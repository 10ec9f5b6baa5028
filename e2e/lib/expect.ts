import type { Locator, Page } from 'playwright-core';

// Generous: the API tests run beside the browser tests on the same cores.
const DEFAULT_TIMEOUT = 20_000;

export class ExpectationError extends Error {}

/** Retries `probe` until `accept` holds or the timeout passes (pages render asynchronously). */
export async function eventually<T>(
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  describe: (last: T | undefined) => string,
  timeoutMs = DEFAULT_TIMEOUT,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    try {
      last = await probe();
      if (accept(last)) return last;
    } catch {
      // element detached or page navigating: probe again
    }
    if (Date.now() > deadline) throw new ExpectationError(describe(last));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function expectVisible(locator: Locator, timeoutMs = DEFAULT_TIMEOUT): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout: timeoutMs });
  } catch {
    throw new ExpectationError(`expected ${locator} to be visible`);
  }
}

/** Waits until the element has the keyboard focus (focus moved by the page after a key press). */
export async function expectFocused(locator: Locator, timeoutMs = DEFAULT_TIMEOUT): Promise<void> {
  await eventually(
    () => locator.first().evaluate((element) => element === document.activeElement),
    (focused) => focused,
    () => `expected ${locator} to have the focus`,
    timeoutMs,
  );
}

export async function expectHidden(locator: Locator, timeoutMs = DEFAULT_TIMEOUT): Promise<void> {
  const visibleCount = async () => {
    let visible = 0;
    for (let i = 0; i < (await locator.count()); i += 1) if (await locator.nth(i).isVisible()) visible += 1;
    return visible;
  };
  await eventually(
    visibleCount,
    (n) => n === 0,
    () => `expected ${locator} to be hidden`,
    timeoutMs,
  );
}

export async function expectText(
  locator: Locator,
  expected: string | RegExp,
  timeoutMs = DEFAULT_TIMEOUT,
): Promise<void> {
  const matches = (text: string | null) =>
    text !== null && (typeof expected === 'string' ? text.includes(expected) : expected.test(text));
  await eventually(
    () => locator.first().textContent(),
    matches,
    (last) => `expected ${locator} to contain ${String(expected)}, got ${JSON.stringify(last)}`,
    timeoutMs,
  );
}

export async function expectUrl(page: Page, expected: RegExp, timeoutMs = DEFAULT_TIMEOUT): Promise<void> {
  await eventually(
    async () => page.url(),
    (url) => expected.test(url),
    (last) => `expected the URL to match ${expected}, got ${last}`,
    timeoutMs,
  );
}

export function expectEqual<T>(actual: T, expected: T, what: string): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new ExpectationError(`${what}: expected ${e}, got ${a}`);
}
