import path from 'node:path';
import type { Page } from 'playwright-core';
import { login, navIds } from '../lib/app';
import { expectEqual, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { OPERATOR_MENUS_BY_LOGIN } from '../lib/menus';
import { expectCleanPage } from '../lib/page-checks';
import { SCREENSHOTS_DIR } from '../lib/paths';

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

test('an operator suspends a tenant from the console, then reactivates it', async ({ page, app, console }) => {
  await login(page, app, 'operator@platform.local', { operator: true });
  await expectVisible(page.getByTestId('operator-metrics'));
  await expectVisible(page.getByTestId('metric-mrr'));
  expectEqual(await navIds(page), OPERATOR_MENUS_BY_LOGIN['operator@platform.local'], 'menu entries of a PLATFORM_OPERATOR');
  await expectVisible(page.getByTestId('chart-new-tenants').locator('svg').first());
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'operator-dashboard-fr.png'), fullPage: true });

  await openMenu(page, 'operator-tenants');
  await expectVisible(page.getByRole('heading', { name: 'Clients' }));
  await page.getByLabel('Rechercher (nom, identifiant)').fill('sahel');
  await page.getByTestId('tenants-grid').getByText('Sahel Conseil SARL').click();
  await expectVisible(page.getByRole('heading', { name: 'Sahel Conseil SARL' }));
  await expectText(page.getByTestId('tenant-status'), 'ACTIVE');

  await page.getByTestId('tenant-suspend').click();
  await page.getByTestId('suspend-input').fill('Impayés e2e');
  await page.getByTestId('suspend-confirm').click();
  await expectText(page.getByTestId('tenant-status'), 'SUSPENDED');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'operator-tenant-suspended-fr.png'), fullPage: true });

  await page.getByTestId('tenant-reactivate').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expectText(page.getByTestId('tenant-status'), 'ACTIVE');

  await page.getByTestId('tab-history').click();
  await expectVisible(page.getByTestId('history-grid').getByText('Impayés e2e'));

  // The tenant's tabs and the promo codes (pages only PLATFORM_OPERATOR has) pass axe, with a quiet console.
  for (const tab of ['subscription', 'payments', 'history', 'notes', 'license']) {
    await page.getByTestId(`tab-${tab}`).click();
    await expectCleanPage(page, console, `tenant tab ${tab}`);
  }
  await openMenu(page, 'operator-promo');
  await expectCleanPage(page, console, 'promo codes');
});

test('a platform administrator has no promo codes; every console page passes axe', async ({ page, app, console }) => {
  await login(page, app, 'admin@platform.local', { operator: true });
  const menus = OPERATOR_MENUS_BY_LOGIN['admin@platform.local'];
  expectEqual(await navIds(page), menus, 'menu entries of a PLATFORM_ADMIN');
  for (const id of menus) {
    const link = page.getByTestId('nav-drawer').getByTestId(`nav-${id}`);
    const target = new URL((await link.getAttribute('href')) ?? '/', page.url()).pathname;
    await link.click();
    await expectUrl(page, new RegExp(`${target}(\\?|$)`));
    await expectCleanPage(page, console, id);
  }
  await openMenu(page, 'operator-catalog');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectCleanPage(page, console, `catalog tab ${await tab.textContent()}`);
  }
});

test('the public plan comparison needs no account', async ({ page, app, console }) => {
  await page.goto(app('/pricing'));
  await expectVisible(page.getByRole('heading', { name: 'Nos offres' }));
  await expectVisible(page.getByTestId('pricing-plan-PRO'));
  await expectCleanPage(page, console, 'public plan comparison');
});
