import path from 'node:path';
import type { Page } from 'playwright-core';
import { login, unique } from '../lib/app';
import { expectHidden, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { expectCleanPage } from '../lib/page-checks';
import { SCREENSHOTS_DIR } from '../lib/paths';

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

test('the accountant creates a budget, fills it, activates it and reads its variance', async ({ page, app, console: watch }) => {
  const name = unique('Budget e2e ');
  const year = new Date().getFullYear() + 1;

  await login(page, app, 'accountant@demo.local');
  await openMenu(page, 'accounting-budgets');
  await expectVisible(page.getByRole('heading', { name: 'Budgets' }));
  // The demo company's budget of the year is listed, ACTIVE.
  await expectVisible(page.getByTestId('budgets-grid').getByRole('row', { name: /Actif/ }).first());
  await expectCleanPage(page, watch, 'budget list');

  await page.getByTestId('budget-new').click();
  await page.getByTestId('budget-name').fill(name);
  await page.getByTestId('budget-year').fill(String(year));
  await page.getByTestId('budget-create').click();
  await expectVisible(page.getByRole('heading', { name }));
  await expectText(page.getByTestId('budget-status'), 'Brouillon');

  // An account outside the chart is refused on its field by the server.
  await page.getByTestId('budget-add-line').click();
  const form = page.getByTestId('budget-line-form');
  await page.getByTestId('line-account').fill('6999999');
  await form.locator('input[name="amount"]').fill('1200000');
  await page.getByTestId('line-save').click();
  await expectVisible(form.locator('input[data-testid="line-account"][aria-invalid="true"]'));
  watch.take(); // the refused line's 422, expected
  await page.getByTestId('line-account').fill('6011');
  await page.getByTestId('line-save').click();
  await expectHidden(form);
  const purchases = page.getByTestId('line-6011');
  await expectText(purchases, /100\s000/);
  await expectText(page.getByTestId('budget-total'), /1\s200\s000/);

  // Last year's actuals fill the draft month by month.
  await page.getByTestId('budget-copy-actuals').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectVisible(page.getByTestId('budget-lines').locator('tr[data-testid^="line-7"]').first());
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'budgets-editor-fr.png') });
  await expectCleanPage(page, watch, 'budget editor');

  await page.getByTestId('budget-activate').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(page.getByTestId('budget-status'), 'Actif');
  await expectHidden(page.getByTestId('budget-add-line'));

  // Its variance: every line budgeted, nothing posted yet in that year.
  await page.getByTestId('budget-variance-link').click();
  await expectVisible(page.getByRole('heading', { name: 'Suivi budgétaire' }));
  const table = page.getByTestId('variance-table');
  await expectVisible(table);
  await expectText(page.getByTestId('variance-6011'), 'Dans le budget');
  await expectVisible(page.getByTestId('variance-chart').locator('svg').first());
  await expectVisible(page.getByTestId('variance-export'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'budgets-variance-fr.png') });
  await expectCleanPage(page, watch, 'budget variance');
});
