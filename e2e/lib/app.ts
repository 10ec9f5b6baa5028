import type { Page } from 'playwright-core';
import { expectVisible } from './expect';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_TENANT = 'demo';

export interface LoginOptions {
  password?: string;
  /** Log in on the operator tab. */
  operator?: boolean;
  /** Wait for the app frame (false for a login expected to fail). */
  expectSuccess?: boolean;
}

/** Fills the login form of the app (tenant `demo` unless operator) and waits for the app frame. */
export async function login(
  page: Page,
  app: (path?: string) => string,
  email: string,
  options: LoginOptions = {},
): Promise<void> {
  await page.goto(app(options.operator ? '/login?space=operator' : '/login'));
  if (!options.operator) await page.locator('input[name="tenant"]').fill(DEMO_TENANT);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(options.password ?? DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  if (options.expectSuccess !== false) await expectVisible(page.getByTestId('user-menu'), 15_000);
}

export async function logout(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await expectVisible(page.getByTestId('login-submit'));
}

/** Ids of the entries of the navigation drawer, in order. */
export async function navIds(page: Page): Promise<string[]> {
  await expectVisible(page.getByTestId('nav-drawer'));
  return page
    .locator('[data-testid="nav-drawer"] [data-nav-id]')
    .evaluateAll((elements) => elements.map((e) => e.getAttribute('data-nav-id') ?? ''));
}

/** A name no other test (or earlier run on the same server) uses. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
