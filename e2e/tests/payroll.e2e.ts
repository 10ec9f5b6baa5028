import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { login, logout } from '../lib/app';
import { ExpectationError, expectHidden, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { expectCleanPage } from '../lib/page-checks';
import { SCREENSHOTS_DIR } from '../lib/paths';

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

async function runAction(page: Page, action: string): Promise<void> {
  await page.getByTestId(`run-action-${action}`).click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectHidden(page.getByTestId('confirm-dialog-confirm'));
}

test('the HR manager computes, validates and pays the month’s payroll; an employee downloads her payslip', async ({ page, app }) => {
  // The demo leaves the current month's run computed in DRAFT, the three before closed.
  // Payroll is run by the holders of accounting.manage (HR managers, administrators).
  await login(page, app, 'hr@demo.local');
  await openMenu(page, 'accounting-payroll');
  await expectVisible(page.getByRole('heading', { name: 'Paie', exact: true }));
  const grid = page.getByTestId('payroll-runs-grid');
  await expectVisible(grid.getByRole('row', { name: /Clôturée/ }).first());
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'payroll-runs-fr.png') });
  await grid.getByRole('row', { name: /Brouillon/ }).click();
  await expectVisible(page.getByTestId('run-totals'));

  await runAction(page, 'compute');
  await expectVisible(page.getByTestId('payroll-entries-grid').getByRole('row', { name: /Aminata Ouattara/ }));
  await runAction(page, 'validate');
  await expectText(page.getByRole('main'), 'Validée');
  await expectText(page.getByRole('main'), /Écriture de paie [A-Z][A-Z0-9]*-\d{4}-\d{5}/);
  await runAction(page, 'generate-payslips');
  await expectVisible(page.getByTestId('payroll-entries-grid').getByTestId('entry-payslip').first());

  await page.getByTestId('run-action-pay').click();
  await expectVisible(page.getByTestId('payroll-pay'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'payroll-pay-fr.png') });
  await page.getByTestId('payroll-pay-confirm').click();
  await expectHidden(page.getByTestId('payroll-pay'));
  await expectText(page.getByRole('main'), 'Payée');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'payroll-run-fr.png') });
  await logout(page);

  // The employee finds this month's payslip among hers and downloads it.
  await login(page, app, 'employee@demo.local');
  await openMenu(page, 'hr-payslips');
  await expectVisible(page.getByRole('heading', { name: 'Mes bulletins de paie' }));
  const mine = page.getByTestId('my-payslips-grid');
  const month = new Intl.DateTimeFormat('fr', { month: 'long', year: 'numeric' }).format(new Date());
  const row = mine.getByRole('row', { name: new RegExp(month) });
  await expectVisible(row);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByTestId('my-payslip-download').click()]);
  if (!/^bulletin-\d{4}-\d{2}-EMP-\d{4}\.pdf$/.test(download.suggestedFilename())) throw new ExpectationError(`unexpected file ${download.suggestedFilename()}`);
  const pdf = fs.readFileSync(await download.path());
  if (pdf.subarray(0, 5).toString() !== '%PDF-') throw new ExpectationError('the payslip is not a PDF');
});

test('the payroll pages beyond the menu (a run, the rules, the profiles, the imported history) are accessible and quiet; a profile is edited', async ({ page, app, console }) => {
  await login(page, app, 'hr@demo.local');
  await openMenu(page, 'accounting-payroll');
  await page.getByTestId('payroll-runs-grid').getByRole('row', { name: /Clôturée/ }).first().click();
  await expectVisible(page.getByTestId('payroll-entries-grid').getByTestId('entry-payslip').first());
  await expectCleanPage(page, console, 'a closed payroll run');
  await page.getByTestId('run-tab-inputs').click();
  await expectVisible(page.getByTestId('payroll-inputs-grid').getByRole('row', { name: /Adjoua Kouamé/ }));

  await openMenu(page, 'accounting-payroll');
  await page.getByTestId('payroll-rules').click();
  await expectVisible(page.getByTestId('rules-table').getByRole('row', { name: /CNPS_RET_EE/ }));
  await expectCleanPage(page, console, 'the payroll rules');

  await openMenu(page, 'accounting-payroll');
  await page.getByTestId('payroll-profiles').click();
  const row = page.getByTestId('payroll-profiles-grid').getByRole('row', { name: /Ibrahim Sanogo/ });
  await expectVisible(row);
  await expectCleanPage(page, console, 'the payroll profiles');
  await row.getByTestId('profile-edit').click();
  const form = page.getByTestId('profile-form');
  await form.getByLabel('Parts fiscales').fill('2');
  await page.getByTestId('profile-form-confirm').click();
  await expectHidden(form);
  await expectText(row, '2');

  await openMenu(page, 'accounting-payroll');
  await page.getByTestId('payroll-history').click();
  await expectVisible(page.getByRole('heading', { name: 'Historique de paie importé' }));
  await expectVisible(page.getByText('Aucun mois de paie importé').or(page.getByTestId('payroll-history-grid').getByRole('row').nth(1)));
  await expectCleanPage(page, console, 'the imported payroll history');
});
