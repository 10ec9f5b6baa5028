import path from 'node:path';
import type { Page } from 'playwright-core';
import { login } from '../lib/app';
import { eventually, expectHidden, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { SCREENSHOTS_DIR } from '../lib/paths';

/** /health answers before the demo seed has finished: wait until a demo login works. */
async function demoReady(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.local', password: 'demo1234', tenant: 'demo' }),
    }).catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The demo data was not seeded within 60 s');
}

const nav = (page: Page, id: string) => page.locator(`[data-testid="nav-drawer"] [data-testid="nav-${id}"]`).first();

test('a manager approves a pending departure from the approval inbox; HR gets the next step', async ({ page, app, baseUrl }) => {
  await demoReady(baseUrl);
  await login(page, app, 'manager@demo.local');
  await nav(page, 'approvals').click();
  await expectVisible(page.getByRole('heading', { name: 'Demandes à valider' }));
  const rows = page.getByTestId('inbox-grid').getByRole('row');
  const row = rows.filter({ hasText: 'Départ de Christelle Aka' });
  await expectVisible(row);
  await expectText(row, 'Départ de salarié');
  // The inbox also holds what the manager decides outside the circuits: claims and bookings.
  await expectVisible(rows.filter({ hasText: 'Note de frais' }).filter({ hasText: 'Décision du responsable' }).first());
  await expectVisible(rows.filter({ hasText: 'Réservation de ressource' }).filter({ hasText: 'Décision du propriétaire' }).first());
  await expectText(row, 'Étape 1/2');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'approval-inbox-fr.png') });

  await row.getByTestId('approve').click();
  const dialog = page.getByTestId('decision-dialog');
  await expectVisible(dialog);
  await dialog.getByTestId('decision-comment').fill('Départ compris, passation organisée.');
  await dialog.getByTestId('decision-confirm').click();
  await expectText(page.getByTestId('notice'), 'Demande approuvée');
  await expectHidden(row);

  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await login(page, app, 'hr@demo.local');
  await page.goto(app('/approvals'));
  const next = page.getByTestId('inbox-grid').getByRole('row').filter({ hasText: 'Christelle Aka' });
  await expectText(next, 'Étape 2/2');
  await next.getByText('Départ de Christelle Aka').click();
  await expectText(page.getByTestId('workflow-progress'), 'Départ compris, passation organisée.');
});

test('HR creates a contract from a template, previews it and sends it for signature', async ({ page, app, baseUrl }) => {
  await demoReady(baseUrl);
  await login(page, app, 'hr@demo.local');
  await nav(page, 'hr-contracts').click();
  await expectVisible(page.getByRole('heading', { name: 'Contrats' }));
  await page.getByTestId('contract-create').click();
  await expectVisible(page.getByRole('heading', { name: 'Nouveau contrat' }));

  const employee = page.getByTestId('contract-employee').locator('input');
  await employee.fill('Adjoua');
  await page.getByRole('option', { name: /Adjoua Kouamé/ }).click();
  await page.getByTestId('contract-template').getByRole('combobox').click();
  await page.getByRole('option', { name: "CDI — Côte d'Ivoire" }).click();
  await page.getByTestId('contract-salary').locator('input').fill('850000');
  const preview = page.getByTestId('contract-preview');
  await expectText(preview, 'Adjoua Kouamé');
  await expectText(preview, 'Contrat de travail à durée indéterminée');
  await expectText(preview, '850');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'contract-editor-fr.png') });

  await page.getByTestId('contract-save').click();
  await expectUrl(page, /\/app\/hr\/contracts\/[0-9a-f-]{36}$/);
  await expectVisible(page.locator('[data-status="DRAFT"]').first());
  await page.getByTestId('contract-send').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(page.getByTestId('notice'), 'envoyé');
  await expectVisible(page.locator('[data-status="SENT"]').first());
  await expectVisible(page.getByTestId('contract-sign'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'contract-viewer-fr.png') });
});

test('HR follows an onboarding checklist, the departures and the circuits of the organisation', async ({ page, app, baseUrl }) => {
  await demoReady(baseUrl);
  await login(page, app, 'hr@demo.local');
  await expectVisible(page.getByTestId('contract-alerts-widget'));
  await expectVisible(page.getByTestId('stat-pending-approvals'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'hr-dashboard-fr.png') });

  await nav(page, 'hr-onboardings').click();
  await expectVisible(page.getByRole('heading', { name: 'Intégrations' }));
  await page.getByTestId('onboardings-grid').getByRole('row').filter({ hasText: 'Hervé Kacou' }).click();
  const checklist = page.getByTestId('onboarding-checklist');
  await expectText(checklist, '1/6 étapes faites');
  await checklist.getByRole('checkbox', { name: 'Accueil et visite des locaux' }).click();
  await expectText(checklist, '2/6 étapes faites');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'onboarding-checklist-fr.png') });

  await nav(page, 'hr-offboardings').click();
  await expectVisible(page.getByTestId('offboardings-grid').getByRole('row').filter({ hasText: 'Christelle Aka' }));
  await page.getByTestId('offboardings-grid').getByRole('row').filter({ hasText: 'Christelle Aka' }).click();
  await expectVisible(page.getByTestId('workflow-progress'));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'offboarding-fr.png') });

  await nav(page, 'hr-contract-templates').click();
  await expectVisible(page.getByTestId('templates-grid').getByRole('row').filter({ hasText: 'CDD — Sénégal' }));

  await nav(page, 'workflows').click();
  await page.getByTestId('definitions-grid').getByRole('row').filter({ hasText: 'Congés : manager puis RH' }).click();
  await expectVisible(page.getByTestId('step-1'));
  const secondStep = page.getByTestId('step-1').locator('input[name="steps.1.name"]');
  await eventually(
    () => secondStep.inputValue(),
    (value) => value === 'Validation RH',
    (last) => `second step of the leave circuit: expected "Validation RH", got ${JSON.stringify(last)}`,
  );
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'workflow-definition-fr.png') });
});
