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

test('the accountant writes an invoice with live totals, sends it and records its payment', async ({ page, app, console: watch }) => {
  const customer = unique('Client e2e ');

  await login(page, app, 'accountant@demo.local');
  await openMenu(page, 'accounting-invoices');
  await expectVisible(page.getByRole('heading', { name: 'Factures clients' }));
  await expectVisible(page.getByTestId('invoices-due'));
  await page.getByTestId('invoice-create').click();
  await expectVisible(page.getByRole('heading', { name: 'Nouvelle facture' }));

  // A quantity of zero is refused by the server, on its field.
  await page.getByTestId('invoice-customer-name').fill(customer);
  await page.getByTestId('line-1-description').fill('Maintenance du réseau');
  await page.getByTestId('line-1-quantity').fill('0');
  await page.getByTestId('line-1-unitPrice').fill('100000');
  await page.getByTestId('invoice-save').click();
  await expectVisible(page.locator('[data-testid="line-1-quantity"][aria-invalid="true"]'));
  watch.take(); // the refused save's 400, expected

  // Two lines: the totals follow what is typed (18 % by default).
  await page.getByTestId('line-1-quantity').fill('2');
  await page.getByTestId('invoice-add-line').click();
  await page.getByTestId('line-2-description').fill('Déplacement');
  await page.getByTestId('line-2-quantity').fill('1');
  await page.getByTestId('line-2-unitPrice').fill('50000');
  await expectText(page.getByTestId('invoice-total-incl'), /295\s000/);
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'invoicing-editor-fr.png') });
  await page.getByTestId('invoice-save').click();

  // The draft is sent, then paid in full from the payment dialog.
  await expectVisible(page.getByTestId('invoice-send'));
  await expectText(page.getByRole('heading', { level: 1 }), /FAC-\d{4}-\d{5}/);
  await page.getByTestId('invoice-send').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(page.getByTestId('invoice-timeline'), 'Envoyée');
  await expectText(page.getByTestId('invoice-timeline'), /Écriture [A-Z][A-Z0-9]*-\d{4}-\d{5} — Facture FAC-/);
  await page.getByTestId('invoice-pay').click();
  const dialog = page.getByTestId('payment-dialog');
  await expectVisible(dialog);
  await page.getByTestId('payment-amount').fill('295000');
  await page.getByTestId('payment-confirm').click();
  await expectHidden(dialog);
  await expectText(page.getByTestId('invoice-timeline'), /Paiement de 295\s000/);
  await expectVisible(page.locator('[data-status="PAID"]'));
  await expectHidden(page.getByTestId('invoice-pay'));
  await expectCleanPage(page, watch, 'invoice detail');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'invoicing-detail-fr.png') });

  // The list finds it by its customer, paid.
  await openMenu(page, 'accounting-invoices');
  await page.getByLabel('Rechercher (numéro, client, objet)').fill(customer);
  await page.waitForURL(/[?&]q=/); // the search applies after a pause: check the filtered list
  const row = page.getByTestId('invoices-grid').getByRole('row', { name: new RegExp(customer) });
  await expectVisible(row);
  await expectText(row, 'Payée');
  await expectHidden(page.getByTestId('invoices-grid').locator('.MuiLinearProgress-root'));
  await expectCleanPage(page, watch, 'invoice list');

  // The customer register, the company's invoicing settings and the dunning configuration.
  await openMenu(page, 'accounting-customers');
  await expectVisible(page.getByTestId('customers-grid').getByRole('row', { name: /Boulangerie Assoum/ }));
  await expectCleanPage(page, watch, 'customers');
  await openMenu(page, 'accounting-dunning');
  await expectVisible(page.getByTestId('dunning-form'));
  await expectVisible(page.getByTestId('invoicing-settings-form'));
  await expectText(page.getByTestId('dunning-form'), 'Niveau 3');
  await expectCleanPage(page, watch, 'dunning');
}, { timeoutMs: 180_000 });
