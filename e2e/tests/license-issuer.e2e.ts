import 'reflect-metadata';
import type { Page } from 'playwright-core';
import { createRequestFile } from '../../server/platform/license';
import { MACHINE } from '../../server/platform/license/test-kit';
import { login } from '../lib/app';
import { ExpectationError, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { expectCleanPage } from '../lib/page-checks';

async function expectKey(page: Page, sequence: number, status: string): Promise<void> {
  await expectVisible(page.locator(`[data-testid="license-key-${sequence}"][data-status="${status}"]`));
}

/**
 * The issuer side: an operator declares an installation from the request file its administrator
 * exported, issues its first license (module checkboxes, a user quota), renews it, and downloads
 * the signed file; the key chain shows the renewal.
 */
test('an operator declares an on-premise installation, issues and renews its license', async ({ page, app, console }) => {
  const { text } = createRequestFile({ instanceCode: null, currentKeyId: null, appVersion: '1.4.0', fingerprint: { ...MACHINE, hostname: 'srv-e2e' }, now: new Date() });
  await login(page, app, 'operator@platform.local', { operator: true });
  await page.getByTestId('nav-drawer').getByTestId('nav-operator-licenses').click();
  await expectVisible(page.getByRole('heading', { name: 'Licences sur site' }));
  await expectCleanPage(page, console, 'license instances');

  await page.getByTestId('license-declare').click();
  const form = page.getByTestId('license-instance-form');
  await form.locator('input[name="companyName"]').fill('Négoce E2E SARL');
  await form.locator('input[name="contactName"]').fill('Awa Diallo');
  await form.locator('input[name="contactEmail"]').fill('dsi@negoce-e2e.test');
  await page.getByTestId('license-request-input').setInputFiles({ name: 'demande-licence.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expectText(page.getByTestId('license-request-name'), 'demande-licence.txt');
  await page.getByTestId('license-instance-form-submit').click();

  await expectText(page.getByTestId('license-instance-status'), 'PENDING');
  await expectText(page.getByTestId('license-fingerprint-hostname'), 'srv-e2e');
  const code = (await page.getByTestId('license-instance-code').textContent()) ?? '';
  if (!/^PLATFORM-ONPREM-[A-Z0-9]{6}$/.test(code)) throw new ExpectationError(`unexpected instance code ${code}`);

  await page.getByTestId('license-issue').click();
  await page.getByTestId('issue-module-ACCOUNTING').click();
  await page.getByTestId('issue-module-HR').click();
  await page.getByTestId('issue-quota-HR').fill('25');
  await expectCleanPage(page, console, 'issue dialog');
  await page.getByTestId('issue-submit').click();
  await expectText(page.getByTestId('license-instance-status'), 'ACTIVE');
  await expectKey(page, 1, 'ACTIVE');
  await expectText(page.getByTestId('license-key-1'), '25 utilisateurs');

  // Renewal: the previous grants are the starting point; the first key becomes RENEWED.
  await page.getByTestId('license-issue').click();
  await page.getByTestId('issue-submit').click();
  await expectKey(page, 2, 'ACTIVE');
  await expectKey(page, 1, 'RENEWED');
  await expectText(page.getByTestId('license-key-2'), '#1');
  await expectCleanPage(page, console, 'license instance detail');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('license-key-download-2').click()]);
  if (download.suggestedFilename() !== `${code}-2.lic`) throw new ExpectationError(`downloaded ${download.suggestedFilename()}`);
});
