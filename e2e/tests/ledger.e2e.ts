import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, login, unique } from '../lib/app';
import { ExpectationError, eventually, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { SCREENSHOTS_DIR } from '../lib/paths';

/**
 * `npm run demo` answers /health before its seed transaction commits (the ledger's year of
 * entries takes a few seconds): wait until the demo logins work before the first test logs in.
 */
async function demoReady(baseUrl: string): Promise<void> {
  await eventually(
    async () =>
      (
        await fetch(`${baseUrl}/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'accountant@demo.local', password: DEMO_PASSWORD, tenant: 'demo' }),
        })
      ).status,
    (status) => status === 200,
    (last) => `the demo logins do not work yet (last status ${String(last)})`,
    60_000,
  );
}

/** Picks an account in the line grid's autocomplete by typing its first digits. */
async function pickAccount(page: Page, row: number, code: string): Promise<void> {
  const input = page.getByTestId(`line-account-${row}`);
  await input.click();
  await input.fill(code);
  await page.getByTestId(`account-option-${code}`).click();
}

test('an accountant records a balanced entry through the form and posts it', async ({ page, app, baseUrl }) => {
  await demoReady(baseUrl);
  await login(page, app, 'accountant@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-journal').click();
  await expectVisible(page.getByRole('heading', { name: 'Journal' }));
  await page.getByTestId('journal-create').click();
  await expectUrl(page, /\/app\/accounting\/journal\/new$/);

  const label = unique('Achat fournitures ');
  await page.getByTestId('entry-label').fill(label);
  await pickAccount(page, 0, '6047');
  await page.getByTestId('line-debit-0').locator('input').fill('100000');
  await pickAccount(page, 1, '4452');
  await page.getByTestId('line-debit-1').locator('input').fill('18000');
  await expectText(page.getByTestId('entry-difference'), 'il manque au crédit');

  // The new line comes prefilled with what balances the entry.
  await page.getByTestId('entry-add-line').click();
  await pickAccount(page, 2, '4011');
  await expectVisible(page.locator('[data-testid="entry-difference"][data-balanced="true"]'));
  await expectText(page.getByTestId('entry-total-credit'), '118');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'ledger-entry-form.png') });

  await page.getByTestId('entry-save').click();
  await expectUrl(page, /\/app\/accounting\/journal\/[0-9a-f-]{36}$/);
  await expectText(page.getByRole('heading', { level: 1 }), /OD-\d{4}-\d{5}/);
  await expectVisible(page.locator('[data-status="DRAFT"]'));

  await page.getByTestId('entry-post').click();
  await expectVisible(page.getByTestId('confirm-dialog'));
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectVisible(page.locator('[data-status="POSTED"]'));
  await expectVisible(page.getByTestId('entry-view-lines'));
  await expectVisible(page.getByTestId('entry-reverse'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'ledger-entry-posted.png') });

  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-journal').click();
  await page.getByRole('searchbox').fill(label);
  await expectText(page.getByTestId('journal-grid'), label);
  await expectText(page.getByTestId('journal-grid'), 'Validé');
  await page.getByRole('searchbox').fill('');
  // Cleared, the search gives back the whole journal (the demo's, pages of it).
  await expectText(page.getByTestId('journal-grid'), /sur \d{2,}/);
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'ledger-journal.png') });

  // The posted journal of the year downloads as CSV, our entry in it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('journal-export').click()]);
  if (!/^journal_\d{4}-01-01_\d{4}-12-31\.csv$/.test(download.suggestedFilename())) throw new ExpectationError(`unexpected file ${download.suggestedFilename()}`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  // A French reader gets the French spreadsheet layout: BOM, « ; », French headers.
  if (!csv.startsWith('\ufeffDate;Journal;Pièce;Origine') || !csv.includes(label)) throw new ExpectationError(`the journal CSV should list ${label}`);
});

test('an unbalanced entry is refused with the missing side', async ({ page, app }) => {
  await login(page, app, 'accountant@demo.local');
  await page.goto(app('/accounting/journal/new'));
  await page.getByTestId('entry-label').fill(unique('Déséquilibre '));
  await pickAccount(page, 0, '6047');
  await page.getByTestId('line-debit-0').locator('input').fill('5000');
  await pickAccount(page, 1, '5711');
  await page.getByTestId('line-credit-1').locator('input').fill('4000');
  await page.getByTestId('entry-save').click();
  await expectText(page.getByTestId('problem-alert'), 'il manque au crédit');
  await expectUrl(page, /\/journal\/new$/);
});

test('the chart of accounts is searched by words, accents ignored', async ({ page, app }) => {
  await login(page, app, 'cfo@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-chart').click();
  await page.getByRole('searchbox').fill('electricite');
  await expectText(page.getByTestId('accounts-grid'), '6052');
  await expectText(page.getByTestId('accounts-grid'), 'électricité');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'ledger-chart.png') });
});

test('the periods of the year show the previous year closed and the current one open', async ({ page, app }) => {
  await login(page, app, 'accountant@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-periods').click();
  const year = new Date().getFullYear();
  await expectText(page.getByTestId('periods-year'), String(year));
  await expectVisible(page.getByTestId(`period-${year}-01`).locator('[data-status="OPEN"]'));
  await page.getByLabel('Année précédente').click();
  await expectVisible(page.getByTestId(`period-${year - 1}-06`).locator('[data-status="CLOSED"]'));
  await expectVisible(page.getByTestId(`period-reopen-${year - 1}-06`));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'ledger-periods.png') });
});

test('the settings show the demo bank account with its Ivorian IBAN', async ({ page, app }) => {
  await login(page, app, 'admin@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-config').click();
  await expectVisible(page.getByTestId('config-form'));
  await expectText(page.getByTestId('banks-table'), 'CI93 CI00 8011 1301 1342 9120 0589');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'ledger-config.png'), fullPage: true });
});
