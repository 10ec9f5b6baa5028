import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { login, logout } from '../lib/app';
import { expectHidden, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { SCREENSHOTS_DIR } from '../lib/paths';

const TYPE = 'Permissions exceptionnelles';

async function openMenu(page: Page, id: string): Promise<void> {
  await page.getByTestId('nav-drawer').getByTestId(`nav-${id}`).click();
}

/** Types a date into a date field (French order: day, month, year). */
async function pickDate(form: Locator, label: RegExp, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await form.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await form.page().keyboard.type(`${day}${month}${year}`);
}

const pendingRow = (page: Page, grid: string) =>
  page.getByTestId(grid).getByRole('row').filter({ hasText: 'Aminata Ouattara' }).filter({ hasText: TYPE });

async function approveAs(page: Page, app: Parameters<typeof login>[1], email: string): Promise<void> {
  await login(page, app, email);
  await openMenu(page, 'hr-leave-approvals');
  await expectVisible(page.getByRole('heading', { name: 'Congés à valider' }));
  const row = pendingRow(page, 'leave-approvals-grid');
  await expectVisible(row);
  await row.getByTestId('leave-approve').click();
  await page.getByTestId('leave-decision-input').fill('Accordé');
  await page.getByTestId('leave-decision-confirm').click();
  await expectHidden(row);
  await logout(page);
}

test('an employee requests leave with the live day count, the manager then HR approve it', async ({ page, app }) => {
  await login(page, app, 'employee@demo.local');
  await openMenu(page, 'hr-leave');
  await expectVisible(page.getByRole('heading', { name: 'Mes congés' }));
  await expectVisible(page.getByTestId('balance-CP'));
  await page.getByTestId('leave-new').click();
  const form = page.getByTestId('leave-form');
  await expectVisible(form);
  await form.getByRole('combobox', { name: /Type de congé/ }).click();
  await page.getByTestId('leave-type-EVENEMENT').click();

  // The first weekday ahead that breaks no rule (the demo already holds some of Aminata's days).
  const preview = page.getByTestId('leave-preview');
  let chosen = '';
  for (let ahead = 1; ahead <= 30 && !chosen; ahead++) {
    const day = new Date(Date.now() + ahead * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const iso = day.toISOString().slice(0, 10);
    await pickDate(form, /Premier jour/, iso);
    await pickDate(form, /Dernier jour/, iso);
    await expectVisible(preview);
    await page.waitForTimeout(800); // the preview follows the typing after a short pause
    if ((await preview.locator('[data-testid^="leave-rule-"]').count()) === 0 && (await preview.textContent())?.includes('1 jour ouvré')) chosen = iso;
  }
  if (!chosen) throw new Error('No free weekday in the next 30 days');
  await expectText(page.getByTestId('leave-preview-days'), '1 jour ouvré décompté');
  await page.getByTestId('leave-reason').fill('Mariage de ma sœur');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'leave-request-fr.png') });
  await page.getByTestId('leave-submit').click();
  await expectHidden(form);
  const mine = page.getByTestId('my-leave-grid').getByRole('row').filter({ hasText: TYPE }).filter({ hasText: 'En attente' });
  await expectVisible(mine);
  await logout(page);

  // The demo circuit: her manager, then HR.
  await approveAs(page, app, 'manager@demo.local');
  await approveAs(page, app, 'hr@demo.local');

  await login(page, app, 'employee@demo.local');
  await openMenu(page, 'hr-leave');
  const approved = page.getByTestId('my-leave-grid').getByRole('row').filter({ hasText: TYPE }).filter({ hasText: 'Approuvée' });
  await expectVisible(approved);
  await logout(page);
});
