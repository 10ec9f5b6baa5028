import type { Page } from 'playwright-core';
import { login } from '../lib/app';
import { eventually, expectEqual, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';

/** Every Content-Security-Policy refusal the browser reports on the page's console. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('the app runs under its Content-Security-Policy: login, dashboard, photos, without a refusal', async ({ page, app }) => {
  const violations = collectViolations(page);
  await login(page, app, 'employee@demo.local');
  await expectVisible(page.getByRole('heading', { name: 'Tableau de bord' }));
  await page.getByTestId('nav-drawer').getByTestId('nav-booking-resources').click();
  const photo = page.getByTestId('resource-card-SALLE-BAOBAB').getByTestId('resource-photo');
  await expectVisible(photo);
  await eventually(
    () => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    (width) => width === 800,
    (last) => `the photo did not load (natural width ${String(last)})`,
  );
  expectEqual(violations, [], 'CSP refusals on the app');
});

test('swagger-ui at /api-docs renders the API under its Content-Security-Policy', async ({ page, baseUrl }) => {
  const violations = collectViolations(page);
  await page.goto(`${baseUrl}/api-docs/`);
  // Tags start folded (250 operations); opening one renders its operations.
  const tag = page.locator('.swagger-ui .opblock-tag').first();
  await expectVisible(tag, 30_000);
  await tag.click();
  await expectVisible(page.locator('.swagger-ui .opblock').first(), 30_000);
  expectEqual(violations, [], 'CSP refusals on /api-docs');
});
