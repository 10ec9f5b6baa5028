import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, login, unique } from '../lib/app';
import { ExpectationError, eventually, expectFocused, expectHidden, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { SCREENSHOTS_DIR } from '../lib/paths';

/** The demo logins work once the demo seed (a year of entries, the previous year closed) has committed. */
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

async function pickAccount(page: Page, row: number, code: string): Promise<void> {
  const input = page.getByTestId(`line-account-${row}`);
  await input.click();
  await input.fill(code);
  await page.getByTestId(`account-option-${code}`).click();
}

/** Writes a two-line entry on 4111 for a third party from the keyboard, saves and posts it; answers its piece number. */
async function postEntry(page: Page, app: (p?: string) => string, label: string, party: string, lines: { first: string; second: string; side: 'debit' | 'credit' }): Promise<string> {
  await page.goto(app('/accounting/journal/new'));
  await page.getByTestId('entry-label').fill(label);
  await pickAccount(page, 0, lines.first);
  if (lines.first === '4111') await page.getByTestId('line-third-party-0').fill(party);
  const amount = page.getByTestId(`line-${lines.side}-0`).locator('input');
  await amount.fill('7500');
  // Enter on the last line adds a line with the balancing amount and moves to its account.
  await amount.press('Enter');
  await expectVisible(page.getByTestId('entry-line-1'));
  // Typed keys go where the focus is: wait until Enter has moved it to the new line's account.
  await expectFocused(page.getByTestId('line-account-1'));
  await page.keyboard.type(lines.second);
  await page.getByTestId(`account-option-${lines.second}`).click();
  if (lines.second === '4111') await page.getByTestId('line-third-party-1').fill(party);
  await expectVisible(page.locator('[data-testid="entry-difference"][data-balanced="true"]'));
  await page.getByTestId('entry-save').click();
  await expectUrl(page, /\/app\/accounting\/journal\/[0-9a-f-]{36}$/);
  await expectText(page.getByRole('heading', { level: 1 }), /[A-Z][A-Z0-9]*-\d{4}-\d{5}/);
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const piece = /[A-Z][A-Z0-9]*-\d{4}-\d{5}/.exec(heading)?.[0];
  if (!piece) throw new ExpectationError(`no piece number in ${heading}`);
  return piece;
}

test('an accountant posts entries with a third party and a receipt from the keyboard, letters them, and downloads the bilan PDF', async ({ page, app, baseUrl }) => {
  await demoReady(baseUrl);
  await login(page, app, 'accountant@demo.local');
  const party = unique('Client E2E ');

  const invoice = await postEntry(page, app, unique('Facture '), party, { first: '4111', second: '7011', side: 'debit' });
  // A receipt is attached to the draft, then the entry is posted with it.
  await page.getByTestId('entry-attachment-input').setInputFiles({ name: 'facture.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%facture\n%%EOF\n') });
  await expectText(page.getByTestId('entry-attachments'), 'facture.pdf');
  await page.getByTestId('entry-post').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectVisible(page.locator('[data-status="POSTED"]'));
  await expectText(page.getByTestId('entry-attachments'), 'facture.pdf');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'books-entry-attachment.png'), fullPage: true });

  const payment = await postEntry(page, app, unique('Règlement '), party, { first: '5711', second: '4111', side: 'debit' });
  await page.getByTestId('entry-post').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectVisible(page.locator('[data-status="POSTED"]'));

  // Lettering: the two lines of the third party cancel out and are lettered together.
  await page.getByTestId('nav-drawer').getByTestId('nav-accounting-lettering').click();
  await page.goto(app('/accounting/lettering?account=4111'));
  // The demo's customer account holds more open lines than a page: the third party narrows it.
  await page.getByTestId('lettering-third-party').fill(party);
  await page.getByRole('option', { name: new RegExp(party) }).click();
  await expectUrl(page, /thirdParty=[0-9a-f-]{36}/);
  const rows = page.getByTestId('lettering-lines').locator('tbody tr').filter({ hasText: party });
  await eventually(() => rows.count(), (n) => n === 2, (n) => `expected the 2 lines of ${party}, saw ${String(n)}`);
  for (const piece of [invoice, payment]) await rows.filter({ hasText: piece }).getByRole('checkbox').check();
  await expectText(page.getByTestId('lettering-balance'), '2');
  await page.getByTestId('lettering-letter').click();
  await expectHidden(page.getByTestId('lettering-lines').locator('tbody tr').filter({ hasText: party }).first());
  await page.goto(app('/accounting/lettering?account=4111&status=LETTERED'));
  await expectText(page.getByTestId('lettering-lines').locator('tbody tr').filter({ hasText: party }).first(), party);
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'books-lettering.png'), fullPage: true });

  // The balance sheet downloads as PDF (SYSCOHADA layout, previous year beside).
  await page.goto(app('/accounting/reports/bilan'));
  await expectVisible(page.getByTestId('bilan-assets-total'));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-bilan-pdf').click()]);
  const pdf = fs.readFileSync(await download.path());
  if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') throw new ExpectationError(`the bilan download ${download.suggestedFilename()} is not a PDF`);
});
