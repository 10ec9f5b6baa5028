import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, login, logout, navIds, unique } from '../lib/app';
import { expectEqual, expectHidden, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { waitForMail } from '../lib/mail';
import { MENUS_BY_LOGIN } from '../lib/menus';

interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  roleNames?: string[];
  password?: string;
}

/** Fills the "new user" dialog of the users page (the dialog stays open for the caller). */
async function fillNewUser(page: Page, user: NewUser): Promise<void> {
  await page.getByTestId('user-create').click();
  const form = page.getByTestId('user-form');
  await form.locator('input[name="firstName"]').fill(user.firstName);
  await form.locator('input[name="lastName"]').fill(user.lastName);
  await form.locator('input[name="email"]').fill(user.email);
  if (user.roleNames?.length) {
    await form.getByTestId('role-select').locator('[role="combobox"]').click();
    for (const name of user.roleNames) await page.locator(`[role="option"][data-role="${name}"]`).click();
    await page.keyboard.press('Escape');
  }
  if (user.password) {
    await form.getByLabel('Définir un mot de passe maintenant').check();
    await form.locator('input[name="password"]').fill(user.password);
  }
}

async function createUser(page: Page, user: NewUser): Promise<void> {
  await fillNewUser(page, user);
  await page.getByTestId('user-form-submit').click();
  await expectText(page.getByTestId('notice'), `Utilisateur ${user.email} créé.`);
}

async function openUser(page: Page, app: (p?: string) => string, email: string): Promise<void> {
  await page.goto(app(`/admin/users?q=${encodeURIComponent(email)}`));
  await page.getByRole('gridcell', { name: email }).click();
  await expectVisible(page.getByRole('heading', { level: 1 }));
  await expectText(page.getByRole('heading', { level: 1 }).locator('..'), email);
}

test('an administrator creates a user with a role and a password; the user logs in with that role', async ({
  page,
  app,
}) => {
  const email = `${unique('rh.')}@demo.local`;
  await login(page, app, 'admin@demo.local');
  await page.getByTestId('nav-users').click();
  await expectVisible(page.getByRole('heading', { name: 'Utilisateurs' }));
  await createUser(page, {
    firstName: 'Adjoua',
    lastName: 'Kouassi',
    email,
    roleNames: ['HR_MANAGER'],
    password: 'motdepasse-rh-1',
  });
  await page.goto(app(`/admin/users?q=${encodeURIComponent(email)}`));
  await expectVisible(page.getByRole('gridcell', { name: email }));
  await expectVisible(page.getByRole('row').filter({ hasText: email }).getByText('Responsable RH'));
  await logout(page);
  await login(page, app, email, { password: 'motdepasse-rh-1' });
  expectEqual(await navIds(page), MENUS_BY_LOGIN['hr@demo.local'], 'menu entries of the new HR manager');
});

test('a taken email is shown on the email field of the form, which keeps what was typed', async ({
  page,
  app,
}) => {
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/users'));
  await fillNewUser(page, {
    firstName: 'Awa',
    lastName: 'Doublon',
    email: 'hr@demo.local',
    password: 'motdepasse-123',
  });
  await page.getByTestId('user-form-submit').click();
  const email = page.getByTestId('user-form').locator('input[name="email"]');
  await expectVisible(page.getByTestId('user-form').locator('input[name="email"][aria-invalid="true"]'));
  await expectText(
    page
      .getByTestId('user-form')
      .locator('.MuiFormControl-root:has(input[name="email"]) .MuiFormHelperText-root'),
    'Déjà utilisé',
  );
  expectEqual(await email.inputValue(), 'hr@demo.local', 'email kept');
  expectEqual(
    await page.getByTestId('user-form').locator('input[name="lastName"]').inputValue(),
    'Doublon',
    'last name kept',
  );
});

test('the browser refuses an invalid email before sending, in French', async ({ page, app }) => {
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/users'));
  await fillNewUser(page, {
    firstName: 'Awa',
    lastName: 'Test',
    email: 'pas-un-email',
    password: 'motdepasse-123',
  });
  await page.getByTestId('user-form-submit').click();
  await expectVisible(page.getByTestId('user-form').locator('input[name="email"][aria-invalid="true"]'));
  await expectText(
    page
      .getByTestId('user-form')
      .locator('.MuiFormControl-root:has(input[name="email"]) .MuiFormHelperText-root'),
    'Adresse e-mail non valide',
  );
});

test('a deactivated user can no longer log in, and comes back once reactivated', async ({
  page,
  app,
  context,
}) => {
  const email = `${unique('parti.')}@demo.local`;
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/users'));
  await createUser(page, { firstName: 'Yao', lastName: 'Départ', email, password: 'motdepasse-456' });
  await openUser(page, app, email);
  await page.getByTestId('user-deactivate').click();
  await expectText(page.getByTestId('confirm-dialog'), 'ne pourra plus se connecter');
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectVisible(page.locator('[data-status="INACTIVE"]'));

  const other = await context.browser()!.newContext();
  const second = await other.newPage();
  await login(second, app, email, { password: 'motdepasse-456', expectSuccess: false });
  await expectText(second.getByTestId('problem-alert'), 'Adresse e-mail ou mot de passe incorrect.');

  await page.getByTestId('user-reactivate').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectVisible(page.locator('[data-status="ACTIVE"]'));
  await login(second, app, email, { password: 'motdepasse-456' });
  await other.close();
});

test('a system role is read-only in the permission matrix', async ({ page, app }) => {
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/roles'));
  await page.locator('[role="gridcell"][data-field="name"][title="Responsable RH"]').click();
  await expectVisible(page.getByTestId('role-readonly'));
  await expectHidden(page.getByTestId('role-delete'));
  await expectVisible(page.locator('[data-testid="perm-HR_MANAGER-audit.read"] input:checked:disabled'));
  await expectVisible(
    page.locator('[data-testid="perm-HR_MANAGER-users.manage"] input:not(:checked):disabled'),
  );
});

test('a custom role gets permissions, is assigned, and cannot be deleted while assigned', async ({
  page,
  app,
}) => {
  const role = unique('Auditeur');
  const email = `${unique('audit.')}@demo.local`;
  await login(page, app, 'admin@demo.local');

  await page.goto(app('/admin/roles'));
  await page.getByTestId('role-create').click();
  await page.getByTestId('role-form').locator('input[name="name"]').fill(role);
  await page.getByTestId('role-form').locator('textarea[name="description"]').fill('Lecture du journal');
  await page.getByTestId('role-form-submit').click();
  await expectUrl(page, /\/app\/admin\/roles\/[0-9a-f-]{36}$/);
  await expectVisible(page.getByRole('heading', { name: role }));

  await page.locator(`[data-testid="perm-${role}-audit.read"] input`).check();
  await page.getByTestId('save-permissions').click();
  await expectText(page.getByTestId('notice'), 'Permissions enregistrées.');
  await page.reload();
  await expectVisible(page.locator(`[data-testid="perm-${role}-audit.read"] input:checked`));

  await page.goto(app('/admin/users'));
  await createUser(page, {
    firstName: 'Salif',
    lastName: 'Keita',
    email,
    roleNames: [role],
    password: 'motdepasse-789',
  });

  await page.goto(app('/admin/roles?systemRole=false'));
  await page.locator(`[role="gridcell"][data-field="name"][title="${role}"]`).click();
  await expectText(page.getByTestId('role-assigned'), 'Ce rôle est attribué à 1 utilisateur');
  await expectVisible(page.locator('[data-testid="role-delete"]:disabled'));

  await logout(page);
  await login(page, app, email, { password: 'motdepasse-789' });
  expectEqual(await navIds(page), ['dashboard', 'approvals', 'hr-me', 'hr-payslips', 'audit'], `menu entries of a user holding ${role}`);
});

test('an unassigned custom role is deleted after confirmation', async ({ page, app }) => {
  const role = unique('Temporaire');
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/roles'));
  await page.getByTestId('role-create').click();
  await page.getByTestId('role-form').locator('input[name="name"]').fill(role);
  await page.getByTestId('role-form-submit').click();
  await expectVisible(page.getByRole('heading', { name: role }));
  await page.getByTestId('role-delete').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectUrl(page, /\/app\/admin\/roles$/);
  await expectText(page.getByTestId('notice'), `Rôle « ${role} » supprimé.`.replace(/ /g, ' '));
});

test('the audit log filters by entity type, action and period', async ({ page, app }) => {
  const role = unique('Journal');
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/roles'));
  await page.getByTestId('role-create').click();
  await page.getByTestId('role-form').locator('input[name="name"]').fill(role);
  await page.getByTestId('role-form-submit').click();
  await expectVisible(page.getByRole('heading', { name: role }));

  const today = new Date().toISOString().slice(0, 10);
  await page.goto(app(`/audit?entityType=ROLE&action=CREATE&from=${today}&to=${today}`));
  await expectVisible(page.getByRole('heading', { name: "Journal d'audit" }));
  const rows = page.getByTestId('audit-grid').getByRole('row');
  // People by name, the record by what it is called: no e-mail, no UUID.
  await expectVisible(rows.filter({ hasText: 'Awa Koné' }).filter({ hasText: 'Création' }).filter({ hasText: role }).first());
  await rows.filter({ hasText: 'Création' }).first().click();
  await expectText(page.getByRole('dialog'), role);
  await page.keyboard.press('Escape');

  await page.goto(app('/audit?entityType=ROLE&action=DELETE&from=2000-01-01&to=2000-01-02'));
  await expectVisible(page.getByText('Aucun événement ne correspond à ces filtres.'));
});

test('a user changes their password, logs in with the new one and corrects their name', async ({
  page,
  app,
}) => {
  const email = `${unique('mdp.')}@demo.local`;
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/users'));
  await createUser(page, { firstName: 'Kadi', lastName: 'Sylla', email, password: 'ancien-motdepasse' });
  await logout(page);

  await login(page, app, email, { password: 'ancien-motdepasse' });
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-password').click();
  const form = page.getByTestId('password-form');
  await form.locator('input[name="currentPassword"]').fill('pas-le-bon');
  await form.locator('input[name="newPassword"]').fill('nouveau-motdepasse');
  await form.locator('input[name="confirmPassword"]').fill('nouveau-motdepasse');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expectVisible(form.locator('input[name="currentPassword"][aria-invalid="true"]'));

  await form.locator('input[name="currentPassword"]').fill('ancien-motdepasse');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expectText(page.getByTestId('notice'), 'Mot de passe modifié.');
  await logout(page);
  await login(page, app, email, { password: 'nouveau-motdepasse' });

  await page.goto(app('/account'));
  await page.getByTestId('edit-name').click();
  await page.getByTestId('name-form').locator('input[name="lastName"]').fill('Sylla-Konaté');
  await page.getByTestId('name-form').getByRole('button', { name: 'Enregistrer' }).click();
  await expectText(page.getByTestId('user-menu'), 'Kadi Sylla-Konaté');
});

test('an expired session asks for the password again and keeps the form being typed', async ({
  page,
  app,
}) => {
  const email = `${unique('session.')}@demo.local`;
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/users'));
  await fillNewUser(page, { firstName: 'Mamadou', lastName: 'Cissé', email, password: 'motdepasse-321' });

  // The session ends while the form is open: the next call is refused and so is the refresh.
  let refused = false;
  await page.route('**/admin/users', async (route) => {
    if (route.request().method() === 'POST' && !refused) {
      refused = true;
      await route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 401, code: 'UNAUTHENTICATED', title: 'Authentication required' }),
      });
    } else {
      await route.continue();
    }
  });
  await page.route('**/auth/refresh', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/problem+json',
      body: JSON.stringify({ status: 401, code: 'UNAUTHENTICATED', title: 'Authentication required' }),
    }),
  );

  await page.getByTestId('user-form-submit').click();
  const dialog = page.getByTestId('session-expired-dialog');
  await expectVisible(dialog);
  await expectVisible(dialog.locator('input[value="admin@demo.local"]'));
  await dialog.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByTestId('session-expired-submit').click();

  await expectText(page.getByTestId('notice'), `Utilisateur ${email} créé.`);
  await expectHidden(dialog);
  await page.goto(app(`/admin/users?q=${encodeURIComponent(email)}`));
  await expectVisible(page.getByRole('gridcell', { name: email }));
});

test('an invited user chooses a password from the emailed link and is logged in', async ({
  page,
  app,
  context,
  dataDir,
}) => {
  const email = `${unique('invite.')}@demo.local`;
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/admin/users'));
  await fillNewUser(page, { firstName: 'Néné', lastName: 'Camara', email, roleNames: ['MANAGER'] });
  await page.getByTestId('user-form-submit').click();
  await expectText(page.getByTestId('notice'), `Invitation envoyée à ${email}.`);
  await page.goto(app(`/admin/users?q=${encodeURIComponent(email)}`));
  await expectVisible(page.getByRole('row').filter({ hasText: email }).locator('[data-status="INVITED"]'));

  const mail = await waitForMail(dataDir, email);
  const link = /https?:\/\/\S+?\/app\/set-password\?token=[\w%-]+/.exec(mail)?.[0];
  if (!link) throw new Error(`no set-password link in the invitation:\n${mail}`);

  const invited = await context.browser()!.newContext({ locale: 'fr-FR' });
  const newcomer = await invited.newPage();
  await newcomer.goto(link);
  await expectVisible(newcomer.getByRole('heading', { name: 'Choisissez votre mot de passe' }));
  await expectVisible(newcomer.getByText('Bonjour Néné, votre compte Demo SARL vous attend.'));
  await newcomer.locator('input[name="password"]').fill('mon-motdepasse-neuf');
  await newcomer.locator('input[name="confirmPassword"]').fill('mon-motdepasse-neuf');
  await newcomer.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expectText(newcomer.getByTestId('user-menu'), 'Néné Camara');
  await expectUrl(newcomer, /\/app\/?$/);

  await newcomer.goto(link);
  await expectVisible(newcomer.getByTestId('problem-alert'));
  await invited.close();
});
