import { login } from '../lib/app';
import { ExpectationError, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { MENUS_BY_LOGIN } from '../lib/menus';
import { blockingViolations, expectCleanPage, pageDefects } from '../lib/page-checks';

/**
 * Every main page (each menu entry of the demo logins) has no critical or serious axe violation
 * and logs no failed request or React warning while it loads. A page is checked once, as the
 * first login that has it (the administrator has nearly all), except the employee's pages, which
 * are checked again as the employee: self-service pages are where a role changes what is shown.
 */
const SELF_SERVICE_LOGIN = 'employee@demo.local';
const checked = new Set<string>();
const pagesByLogin = Object.entries(MENUS_BY_LOGIN).map(([email, menus]) => {
  const mine = email === SELF_SERVICE_LOGIN ? menus : menus.filter((id) => !checked.has(id));
  mine.forEach((id) => checked.add(id));
  return [email, mine] as const;
});

for (const [email, menus] of pagesByLogin.filter(([, menus]) => menus.length > 0)) {
  test(
    `${email}: every page of the menu is accessible and quiet`,
    async ({ page, app, console }) => {
      await login(page, app, email);
      const failures: string[] = [];
      for (const id of menus) {
        const link = page.getByTestId(`nav-${id}`);
        const target = new URL((await link.getAttribute('href')) ?? '/', page.url()).pathname;
        await link.click();
        await expectUrl(page, new RegExp(`${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`));
        const defects = await pageDefects(page, console);
        if (defects.length) failures.push(`${id} (${page.url()}):\n        ${defects.join('\n        ')}`);
      }
      if (failures.length) throw new ExpectationError(`${failures.length} page(s) with defects:\n      ${failures.join('\n      ')}`);
    },
    { timeoutMs: 600_000 },
  );
}

test('the journal entry form and an employee file are accessible and quiet', async ({ page, app, console }) => {
  await login(page, app, 'admin@demo.local');
  await page.goto(app('/accounting/journal/new'));
  await expectVisible(page.getByTestId('entry-lines'));
  await expectCleanPage(page, console, 'new journal entry');

  await page.goto(app('/hr/employees'));
  await page.getByTestId('directory-card').first().click();
  await expectVisible(page.getByRole('tab').first());
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectCleanPage(page, console, `employee file, tab ${await tab.textContent()}`);
  }
});

test('a list still loading is accessible: its loading bar is named and the grid keeps its structure', async ({ page, app }) => {
  await login(page, app, 'admin@demo.local');
  // The user list's answer is held back until axe has measured the grid mid-load.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname === '/admin/users', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByTestId('nav-users').click();
  await expectVisible(page.getByRole('progressbar', { name: 'Chargement…' }));
  const violations = await blockingViolations(page);
  release();
  if (violations.length) throw new ExpectationError(`grid while loading:\n        ${violations.join('\n        ')}`);
});
