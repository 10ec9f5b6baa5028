import path from 'node:path';
import type { Page } from 'playwright-core';
import { login, logout, unique } from '../lib/app';
import { expectHidden, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { SCREENSHOTS_DIR } from '../lib/paths';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

test('an employee submits an expense claim with its receipt, the manager approves it, the accountant reimburses it', async ({
  page,
  app,
}) => {
  const description = unique('Taxi rendez-vous client e2e ');

  // The employee submits; a file that is not a receipt is refused on its field by the server.
  await login(page, app, 'employee@demo.local');
  await openMenu(page, 'hr-expenses');
  await expectVisible(page.getByRole('heading', { name: 'Mes notes de frais' }));
  await page.getByTestId('claim-new').click();
  const form = page.getByTestId('claim-form');
  await expectVisible(form);
  await form.locator('input[name="amount"]').fill('12500');
  await page.getByTestId('claim-description').fill(description);
  await page.getByTestId('claim-category').fill('Déplacement');
  await page
    .getByTestId('claim-receipt-input')
    .setInputFiles({
      name: 'recu-taxi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
  await page.getByTestId('claim-submit').click();
  await expectText(page.getByTestId('claim-receipt-error'), 'Justificatif refusé');
  await page
    .getByTestId('claim-receipt-input')
    .setInputFiles({ name: 'recu-taxi.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectText(page.getByTestId('claim-receipt-name'), 'recu-taxi.pdf');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'expenses-submit-fr.png') });
  await page.getByTestId('claim-submit').click();
  await expectHidden(form);
  const mine = page.getByTestId('my-claims-grid').getByRole('row', { name: new RegExp(description) });
  await expectVisible(mine);
  await expectText(mine, 'Soumise');
  await expectText(mine, 'Déplacement');
  await logout(page);

  // Her manager approves it from the team's list.
  await login(page, app, 'manager@demo.local');
  await openMenu(page, 'accounting-expenses');
  await expectVisible(page.getByRole('heading', { name: 'Notes de frais' }));
  const teamRow = page.getByTestId('claims-grid').getByRole('row', { name: new RegExp(description) });
  await expectVisible(teamRow);
  await expectText(teamRow, 'Aminata Ouattara');
  await teamRow.getByTestId('row-action-approve').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(teamRow, 'Approuvée');
  await logout(page);

  // The accountant records the reimbursement in cash; the journal entry is linked on the claim.
  await login(page, app, 'accountant@demo.local');
  await openMenu(page, 'accounting-expenses');
  const row = page.getByTestId('claims-grid').getByRole('row', { name: new RegExp(description) });
  await expectVisible(row);
  await row.getByTestId('row-action-mark-reimbursed').click();
  const dialog = page.getByTestId('reimburse-dialog');
  await expectVisible(dialog);
  await page.getByTestId('reimburse-mode').click();
  await page.getByTestId('reimburse-mode-CASH').click();
  await page.getByTestId('reimburse-note').fill('Payé à la caisse du siège');
  await page.waitForTimeout(400); // the menu's closing animation
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'expenses-reimburse-fr.png') });
  await page.getByTestId('reimburse-confirm').click();
  await expectHidden(dialog);
  await expectText(row, 'Remboursée');
  await row.getByRole('gridcell', { name: description }).click();
  const drawer = page.getByTestId('claim-drawer');
  await expectText(drawer, 'Espèces');
  await expectText(drawer, 'Payé à la caisse du siège');
  await expectText(drawer, /[A-Z][A-Z0-9]*-\d{4}-\d{5}/);
  await expectVisible(drawer.getByTestId('claim-receipt'));
  await page.waitForTimeout(400); // the drawer's opening animation
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'expenses-manage-fr.png') });
  await page.keyboard.press('Escape');
  await expectHidden(drawer);
  await logout(page);

  // The employee sees it reimbursed.
  await login(page, app, 'employee@demo.local');
  await openMenu(page, 'hr-expenses');
  await expectText(
    page.getByTestId('my-claims-grid').getByRole('row', { name: new RegExp(description) }),
    'Remboursée',
  );
});

test('a manager must give a reason to reject a claim of the team', async ({ page, app }) => {
  await login(page, app, 'manager@demo.local');
  await page.goto(app('/accounting/expense-claims?status=SUBMITTED'));
  const row = page.getByTestId('claims-grid').getByRole('row', { name: /Ramettes de papier/ });
  await expectVisible(row);
  await row.getByTestId('row-action-reject').click();
  await page.getByTestId('reject-confirm').click();
  await expectText(page.getByTestId('reject-dialog'), 'Indiquez le motif du refus.');
  await page.getByTestId('reject-input').fill('Commande à passer par les achats');
  await page.getByTestId('reject-confirm').click();
  await expectHidden(page.getByTestId('reject-dialog'));
  await expectHidden(row);
});
