import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO_PASSWORD, DEMO_TENANT, login, logout, unique } from '../lib/app';
import { expectEqual, expectHidden, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { SCREENSHOTS_DIR } from '../lib/paths';

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

/** Records and posts an entry through the API: money in on the demo bank account 5211. */
async function postReceipt(request: APIRequestContext, baseUrl: string, token: string, date: string, label: string, amount: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post(`${baseUrl}/accounting/journal`, {
    headers,
    data: { date, label, lines: [{ accountCode: '5211', debit: amount }, { accountCode: '7061', credit: amount }] },
  });
  expectEqual(created.status(), 201, `entry "${label}" created`);
  const { id } = (await created.json()) as { id: string };
  expectEqual((await request.post(`${baseUrl}/accounting/journal/${id}/post`, { headers })).status(), 200, `entry "${label}" posted`);
}

/** An amount with cents no demo movement has: 100 000.00 to 899 999.99. */
const oddAmount = () => (100_000 + Math.floor(Math.random() * 800_000) + Math.floor(Math.random() * 99 + 1) / 100).toFixed(2);

test('the accountant imports a statement, auto-matches it, matches a line from its proposals and undoes the match', async ({
  page,
  baseUrl,
  app,
}) => {
  const tag = unique('E2E').toUpperCase();
  const today = new Date().toISOString().slice(0, 10);
  const single = oddAmount();
  const twice = oddAmount();
  const charges = oddAmount();

  // The books: one receipt recorded once (auto-matched), one amount recorded twice the same day
  // (ambiguous: left to choose among the proposals).
  const auth = await page.request.post(`${baseUrl}/auth/login`, {
    data: { email: 'accountant@demo.local', password: DEMO_PASSWORD, tenant: DEMO_TENANT },
  });
  expectEqual(auth.status(), 200, 'API login');
  const { accessToken } = (await auth.json()) as { accessToken: string };
  await postReceipt(page.request, baseUrl, accessToken, today, `Virement client ${tag}`, single);
  await postReceipt(page.request, baseUrl, accessToken, today, `Remise cheques ${tag}`, twice);
  await postReceipt(page.request, baseUrl, accessToken, today, `Remise cheques ${tag}`, twice);

  // The bank's statement: those two movements and a charge the books lack.
  const statement = path.join(os.tmpdir(), `releve-${tag}.csv`);
  writeFileSync(
    statement,
    [
      'date,label,reference,amount',
      `${today},VIREMENT CLIENT ${tag},,${single}`,
      `${today},REMISE CHEQUES ${tag},,${twice}`,
      `${today},FRAIS DE TENUE ${tag},,-${charges}`,
    ].join('\n'),
  );

  await login(page, app, 'accountant@demo.local');
  await openMenu(page, 'accounting-reconciliation');
  await expectVisible(page.getByRole('heading', { name: 'Rapprochement bancaire' }));
  await expectVisible(page.getByTestId('imports-grid').getByRole('row', { name: /releve-sgci-/ }));

  // An unreadable file is refused in the dialog, with the server's explanation.
  await page.getByTestId('import-open').click();
  const form = page.getByTestId('import-form');
  await expectVisible(form);
  await expectText(page.getByTestId('import-bank-account'), '5211');
  await page.getByTestId('import-file-input').setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: Buffer.from('rien à voir\n\u0000\u0001') });
  await page.getByTestId('import-submit').click();
  await expectVisible(page.getByTestId('import-problem'));
  await expectVisible(form);

  // The real statement is imported: the lines page opens on it.
  await page.getByTestId('import-file-input').setInputFiles(statement);
  await expectText(page.getByTestId('import-file-name'), `releve-${tag}.csv`);
  await page.getByTestId('import-submit').click();
  await expectHidden(form);
  await expectText(page.getByTestId('import-summary'), `releve-${tag}.csv`);
  await expectText(page.getByTestId('import-progress'), '0 / 3');

  // Auto-match: the single receipt is matched, the doubled amount left to choose, the charge without entry.
  await page.getByTestId('auto-match').click();
  await expectText(page.getByTestId('auto-match-result'), '1 rapprochée(s), 1 avec propositions à choisir, 1 sans écriture');
  await expectText(page.getByTestId('import-progress'), '1 / 3');
  const grid = page.getByTestId('lines-grid');
  await expectText(grid.getByRole('row', { name: new RegExp(`VIREMENT CLIENT ${tag}`) }), 'Rapprochée');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'reconciliation-lines-fr.png') });

  // The doubled amount is matched with the first of its two proposals.
  const cheques = grid.getByRole('row', { name: new RegExp(`REMISE CHEQUES ${tag}`) });
  await cheques.getByTestId('line-proposals').click();
  const dialog = page.getByTestId('match-dialog');
  await expectVisible(dialog);
  const proposals = dialog.getByTestId('proposals').getByTestId('candidate-row');
  await expectVisible(proposals.first());
  expectEqual(await proposals.count(), 2, 'proposals of the doubled amount');
  await expectText(proposals.first(), `Remise cheques ${tag}`);
  await page.waitForTimeout(400); // the dialog's opening animation
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'reconciliation-proposals-fr.png') });
  await proposals.first().getByTestId('candidate-match').click();
  await expectHidden(dialog);
  await expectText(cheques, 'Rapprochée');
  await expectText(cheques, /[A-Z][A-Z0-9]*-\d{4}-\d{5}/);
  await expectText(page.getByTestId('import-progress'), '2 / 3');

  // Undoing the match asks first, then the line is to match again.
  await cheques.getByTestId('line-unmatch').click();
  await expectText(page.getByTestId('confirm-dialog'), 'ne sera plus rapprochée');
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectHidden(page.getByTestId('confirm-dialog'));
  await expectText(cheques, 'À rapprocher');
  await expectText(page.getByTestId('import-progress'), '1 / 3');
  await expectVisible(cheques.getByTestId('line-proposals'));

  // Every line still to match, across statements: the charge and the cheques are listed, and a
  // row opens its statement filtered on the lines to match.
  await openMenu(page, 'accounting-reconciliation');
  await page.getByTestId('unmatched-open').click();
  const unmatched = page.getByTestId('unmatched-grid');
  await expectVisible(unmatched.getByRole('row', { name: new RegExp(`FRAIS DE TENUE ${tag}`) }));
  await expectVisible(unmatched.getByRole('row', { name: new RegExp(`REMISE CHEQUES ${tag}`) }));
  await expectHidden(unmatched.getByRole('row', { name: new RegExp(`VIREMENT CLIENT ${tag}`) }));
  await unmatched.getByRole('gridcell', { name: `FRAIS DE TENUE ${tag}` }).click();
  await expectText(page.getByTestId('import-summary'), `releve-${tag}.csv`);
  await expectHidden(page.getByTestId('lines-grid').getByRole('row', { name: new RegExp(`VIREMENT CLIENT ${tag}`) }));
  await logout(page);

  // The CFO (accounting.read) consults the statement without any button to change it.
  await login(page, app, 'cfo@demo.local');
  await openMenu(page, 'accounting-reconciliation');
  const row = page.getByTestId('imports-grid').getByRole('row', { name: new RegExp(`releve-${tag}`) });
  await expectVisible(row);
  await expectHidden(page.getByTestId('import-open'));
  await row.getByRole('gridcell', { name: `releve-${tag}.csv` }).click();
  await expectText(page.getByTestId('import-progress'), '1 / 3');
  await expectVisible(page.getByTestId('lines-grid').getByRole('row', { name: new RegExp(`REMISE CHEQUES ${tag}`) }));
  await expectHidden(page.getByTestId('auto-match'));
  await expectHidden(page.getByTestId('line-proposals'));
});
