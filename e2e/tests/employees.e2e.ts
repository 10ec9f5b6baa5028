import path from 'node:path';
import { login, unique } from '../lib/app';
import { eventually, expectHidden, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import type { Page } from 'playwright-core';
import { SCREENSHOTS_DIR } from '../lib/paths';

/** /health answers before the demo seed has finished: wait until a demo login works. */
async function demoReady(baseUrl: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const res = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'hr@demo.local', password: 'demo1234', tenant: 'demo' }),
    }).catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The demo data was not seeded within 60 s');
}

/** A menu entry of the visible navigation drawer. */
const nav = (page: Page, id: string) =>
  page.locator(`[data-testid="nav-drawer"] [data-testid="nav-${id}"]`).first();

test('an HR user creates an employee and finds it in the directory', async ({ page, app, baseUrl }) => {
  await demoReady(baseUrl);
  await login(page, app, 'hr@demo.local');
  await nav(page, 'hr-directory').click();
  await expectVisible(page.getByRole('heading', { name: 'Annuaire des salariés' }));
  await expectVisible(page.getByTestId('directory-card').first());
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'directory-cards-fr.png') });

  const lastName = unique('Kouassi');
  await page.getByTestId('employee-create').click();
  const form = page.getByTestId('employee-form');
  await form.locator('input[name="firstName"]').fill('Aya');
  await form.locator('input[name="lastName"]').fill(lastName);
  await form.locator('input[name="email"]').fill('not-an-email');
  await form.locator('input[name="jobTitle"]').fill('Comptable');
  await page.getByTestId('employee-form-submit').click();
  await expectVisible(form.getByText('Adresse e-mail non valide'));
  await form.locator('input[name="email"]').fill(`${lastName.toLowerCase()}@demo.local`);
  await page.getByTestId('employee-form-submit').click();

  await expectUrl(page, /\/app\/hr\/employees\/[0-9a-f-]{36}$/);
  await expectVisible(page.getByRole('heading', { name: `Aya ${lastName}` }));
  await expectText(page.locator('[data-status]').first(), 'Pré-embauche');

  await nav(page, 'hr-directory').click();
  await page.getByLabel('Nom, email, matricule, poste').fill(lastName);
  await expectVisible(page.getByTestId('directory-card').filter({ hasText: `Aya ${lastName}` }));
  await page.getByTestId('view-table').click();
  await expectVisible(page.getByTestId('directory-grid').getByText(lastName));
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'directory-table-fr.png') });
});

test('an employee edits their own emergency contact', async ({ page, app }) => {
  await login(page, app, 'employee@demo.local');
  // My account leads to my employee file, like the menu does.
  await page.goto(app('/account'));
  await page.getByTestId('account-hr-file').click();
  await expectUrl(page, /\/app\/hr\/me$/);
  await expectVisible(page.getByRole('heading', { name: 'Mon dossier' }));
  await nav(page, 'hr-me').click();
  await expectVisible(page.getByRole('heading', { name: 'Mon dossier' }));
  const card = page.getByTestId('emergency-card');
  await card.getByTestId('emergency-card-edit').click();
  const form = page.getByTestId('emergency-form');
  const name = unique('Mamadou Ouattara ');
  await form.locator('input[name="name"]').fill(name);
  await form.locator('input[name="relationship"]').fill('Frère');
  await form.locator('input[name="phone"]').fill('pas un numéro');
  await page.getByTestId('emergency-form-submit').click();
  await expectVisible(form.getByText('Numéro de téléphone invalide (chiffres, espaces, + en tête)'));
  await form.locator('input[name="phone"]').fill('+225 07 08 09 10 11');
  await page.getByTestId('emergency-form-submit').click();
  await expectText(card.getByTestId('emergency-name'), name);
  await page.reload();
  await expectText(page.getByTestId('emergency-card').getByTestId('emergency-phone'), '+225 07 08 09 10 11');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'my-profile-fr.png') });
});

test('the organisation chart focuses on a person and expands a team', async ({ page, app }) => {
  await login(page, app, 'manager@demo.local');
  await nav(page, 'hr-org').click();
  await expectText(page.getByTestId('org-focus'), 'Moussa Traoré');
  await expectVisible(page.getByTestId('org-reports').getByText('Aminata Ouattara'));
  await page.getByTestId('org-person').filter({ hasText: 'Awa Koné' }).first().click();
  await expectText(page.getByTestId('org-focus'), 'Awa Koné');
  await page.getByTestId('org-reports').getByTestId('org-expand').first().click();
  await expectVisible(
    page.getByTestId('org-reports').locator('[role="group"] [data-testid="org-person"]').first(),
  );
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'org-chart-fr.png') });
});

/** Waits until the profile shows exactly these tabs, in this order. */
async function expectProfileTabs(page: Page, expected: string[]): Promise<void> {
  await eventually(
    () =>
      page
        .locator('[role="tab"][data-testid^="tab-"]')
        .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid'))),
    (ids) => JSON.stringify(ids) === JSON.stringify(expected.map((id) => `tab-${id}`)),
    (last) => `expected the profile tabs ${expected.join(', ')}, got ${JSON.stringify(last)}`,
  );
}

test('the employee profile shows the tabs other features contribute (contracts, arrival and departure), only to who may see them', async ({
  page,
  app,
  baseUrl,
}) => {
  await demoReady(baseUrl);
  await login(page, app, 'hr@demo.local');
  await nav(page, 'hr-directory').click();
  await page.getByLabel('Nom, email, matricule, poste').fill('Ouattara');
  await page.getByTestId('directory-card').filter({ hasText: 'Aminata Ouattara' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Aminata Ouattara' }));
  // The directory's search may still be landing in the query string: keep the path only.
  await expectUrl(page, /\/app\/hr\/employees\/[0-9a-f-]{36}/);
  const profileUrl = page.url().split('?')[0];
  await expectProfileTabs(page, ['identity', 'job', 'bank', 'documents', 'contracts', 'journey', 'history']);

  await page.getByTestId('tab-contracts').click();
  await expectUrl(page, /\?tab=contracts$/);
  const row = page
    .getByTestId('employee-contracts')
    .getByTestId('contracts-grid')
    .getByRole('row')
    .filter({ hasText: 'CDI' });
  await expectText(row, 'En vigueur (avenant)');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'employee-profile-contracts-fr.png') });

  // The contract's page leads back to this tab of the profile.
  await row.getByText('CDI', { exact: true }).click();
  await expectUrl(page, /\/app\/hr\/contracts\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'Aminata Ouattara' }).click();
  await expectUrl(page, /\?tab=contracts$/);
  await expectText(page.getByTestId('tab-contracts'), 'Contrats');
  await expectVisible(page.locator('[data-testid="tab-contracts"][aria-selected="true"]'));

  // A new contract from the tab starts with the employee chosen.
  await page.getByTestId('employee-contract-create').click();
  await expectVisible(page.getByRole('heading', { name: 'Nouveau contrat' }));
  await eventually(
    () => page.getByTestId('contract-employee').locator('input').inputValue(),
    (value) => value === 'Aminata Ouattara',
    (last) => `expected the employee of the new contract to be Aminata Ouattara, got ${last}`,
  );

  // Arrival and departure (contributed by onboarding): declaring a departure starts with this employee.
  await page.goto(`${profileUrl}?tab=journey`);
  await expectVisible(page.getByTestId('journey-onboarding'));
  await expectText(page.getByTestId('journey-offboarding'), 'Aucun départ déclaré pour ce salarié.');
  await page.screenshot({ path: path.join(SCREENSHOTS_DIR, 'employee-profile-journey-fr.png') });
  await page.getByTestId('journey-offboarding-initiate').click();
  const departure = page.getByTestId('offboarding-form');
  await expectVisible(departure);
  const who = departure.locator('input').first();
  await eventually(
    async () => [await who.inputValue(), await who.isDisabled()] as const,
    ([value, disabled]) => value === 'Aminata Ouattara' && disabled,
    (last) => `expected the departure to be for Aminata Ouattara (fixed), got ${JSON.stringify(last)}`,
  );
  await departure.getByRole('button', { name: 'Annuler' }).click();
  await expectHidden(departure);

  await page.goto(`${profileUrl}?tab=history`);
  await expectText(page.getByTestId('history-table'), 'Création');

  // A manager reads the profile of a team member: no bank details, documents or contracts.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-logout').click();
  await login(page, app, 'manager@demo.local');
  await page.goto(profileUrl);
  await expectVisible(page.getByRole('heading', { name: 'Aminata Ouattara' }));
  await expectProfileTabs(page, ['identity', 'job', 'history']);
  await page.goto(`${profileUrl}?tab=contracts`);
  await expectVisible(page.locator('[data-testid="tab-identity"][aria-selected="true"]'));
});
