import fs from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD, DEMO_TENANT, login } from '../lib/app';
import { ExpectationError, eventually, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { SCREENSHOTS_DIR } from '../lib/paths';

/** Posts a balanced entry dated today through the API, so the report has lines this test wrote. */
async function postEntry(baseUrl: string, amount: string): Promise<void> {
  const call = async (method: string, url: string, body: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new ExpectationError(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  // The demo server answers /health before its demo data is seeded: wait for the login to work.
  const session = await eventually(
    () => call('POST', '/auth/login', { email: 'accountant@demo.local', password: DEMO_PASSWORD, tenant: DEMO_TENANT }),
    (s) => typeof s.accessToken === 'string',
    () => 'accountant@demo.local could not log in through the API',
    30_000,
  );
  const token = String(session.accessToken);
  const today = new Date().toISOString().slice(0, 10);
  const entry = await call(
    'POST',
    '/accounting/journal',
    { date: today, label: 'Fournitures de bureau (test e2e)', lines: [{ accountCode: '6047', debit: amount }, { accountCode: '5711', credit: amount }] },
    token,
  );
  await call('POST', `/accounting/journal/${String(entry.id)}/post`, {}, token);
}

const totalOf = (page: import('playwright-core').Page, column: string) =>
  page.getByTestId(`total-${column}`).getAttribute('data-amount');

test('the balance report of the current year shows equal debit and credit totals', async ({ page, app, baseUrl }) => {
  await postEntry(baseUrl, '12345.00');
  await login(page, app, 'accountant@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-reports').click();
  await expectUrl(page, /\/accounting\/reports\/balance/);
  await expectVisible(page.getByRole('heading', { name: 'Balance générale' }));
  const year = new Date().getFullYear();
  await expectText(page.getByRole('heading', { name: 'Balance générale' }).locator('xpath=..'), `31/12/${year}`);
  await expectVisible(page.getByTestId('balance-totals'));

  for (const [debit, credit] of [
    ['openingDebit', 'openingCredit'],
    ['periodDebit', 'periodCredit'],
    ['closingDebit', 'closingCredit'],
  ]) {
    const [d, c] = [await totalOf(page, debit), await totalOf(page, credit)];
    if (d === null || d !== c) throw new ExpectationError(`${debit} ${d} should equal ${credit} ${c}`);
  }
  // Our entry is in the period: the movements are at least its amount, and its account is listed.
  await eventually(
    () => totalOf(page, 'periodDebit'),
    (v) => v !== null && Number.parseFloat(v) >= 12345,
    (v) => `period debit ${v} should include the 12345.00 posted by this test`,
  );
  await expectVisible(page.getByTestId('balance-table').getByRole('cell', { name: '6047', exact: true }));
  await expectVisible(page.getByTestId('export-balance'));
  await expectVisible(page.getByTestId('report-print'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'accounting-balance-fr.png'), fullPage: true });

  // The print view keeps the report and drops the frame.
  await page.emulateMedia({ media: 'print' });
  if (await page.getByTestId('nav-drawer').isVisible()) throw new ExpectationError('the navigation should not print');
  await expectVisible(page.getByTestId('balance-totals'));
  await page.emulateMedia({ media: 'screen' });

  // The other reports open from the tabs with the same period.
  await page.getByTestId('report-tab-bilan').click();
  await expectVisible(page.getByTestId('bilan-assets-total'));
  const assets = await page.getByTestId('bilan-assets-total').locator('[data-amount]').getAttribute('data-amount');
  const liabilities = await page.getByTestId('bilan-liabilities-total').locator('[data-amount]').getAttribute('data-amount');
  if (assets !== liabilities) throw new ExpectationError(`assets ${assets} should equal liabilities ${liabilities}`);

  // Each report has its CSV: the balance sheet's file carries the same totals as the screen.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-bilan').click()]);
  if (!/^bilan_\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename())) throw new ExpectationError(`unexpected file ${download.suggestedFilename()}`);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  // French layout (« ; », 1 234,56): the SYSCOHADA grand totals BZ (assets) and DZ (liabilities), net of the year in the 6th column.
  const netOf = (ref: string) => {
    const row = csv.split('\r\n').map((r) => r.split(';')).find((cells) => cells[1] === ref);
    return row ? Number(row[5].replace(/[\s\u00a0\u202f]/g, '').replace(',', '.')).toFixed(2) : null;
  };
  for (const [ref, expected] of [['BZ', assets], ['DZ', liabilities]] as const) {
    if (netOf(ref) !== Number(expected).toFixed(2)) throw new ExpectationError(`the balance sheet CSV's ${ref} should be ${expected}:\n${csv.slice(-400)}`);
  }
});

test('the accounting dashboard shows the month and six months of history', async ({ page, app }) => {
  await login(page, app, 'cfo@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-dashboard').click();
  await expectVisible(page.getByRole('heading', { name: 'Tableau de bord comptable' }));
  await expectVisible(page.getByTestId('accounting-stat-revenue'));
  await expectVisible(page.getByTestId('accounting-history-chart'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'accounting-dashboard-fr.png'), fullPage: true });
});

test('a VAT declaration is created from the ledger, then submitted after confirmation', async ({ page, app }) => {
  await login(page, app, 'accountant@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-declarations').click();
  await expectVisible(page.getByRole('heading', { name: 'Déclarations de TVA' }));
  await page.getByRole('button', { name: 'Périodes' }).click();
  await page.getByRole('menuitem', { name: 'Ce mois-ci' }).click();
  await expectVisible(page.getByTestId('vat-payable'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'accounting-vat-fr.png'), fullPage: true });

  await page.getByTestId('vat-create').click();
  await expectVisible(page.getByTestId('vat-form'));
  await page.getByTestId('vat-form-submit').click();
  const month = new Date().toISOString().slice(0, 7);
  const row = page.getByTestId('vat-records').getByRole('row', { name: new RegExp(month) });
  await expectText(row, 'Brouillon');

  await row.getByRole('button', { name: 'Soumettre' }).click();
  await expectText(page.getByTestId('confirm-dialog'), 'définitive');
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(row, 'Soumise');
  if ((await row.getByRole('button', { name: 'Soumettre' }).count()) > 0) throw new ExpectationError('a submitted declaration offers no submit');
  if ((await row.getByRole('button', { name: 'Supprimer' }).count()) > 0) throw new ExpectationError('a submitted declaration cannot be deleted');

  await page.getByTestId('declarations-tab-social').click();
  await expectVisible(page.getByRole('heading', { name: 'Déclarations sociales' }));
  await expectVisible(page.getByTestId('social-records'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'accounting-social-fr.png'), fullPage: true });
});
