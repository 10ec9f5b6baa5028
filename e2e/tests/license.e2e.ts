import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import 'reflect-metadata';
import { issueLicense, parseRequestFile } from '../../server/platform/license';
import { createRoot, issueSigner } from '../../server/platform/license/keys';
import { DEMO_PASSWORD, DEMO_TENANT } from '../lib/app';
import { ExpectationError, expectText, expectUrl, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { expectCleanPage } from '../lib/page-checks';
import { startServer } from '../lib/server';

const DAY = 86_400_000;

/**
 * The on-premise activation: a second server in the onprem profile (demo company, no license)
 * trusting a root made here; its administrator is taken to the license screen, exports a request,
 * imports the license the vendor (this test) issued for it, and gets the app back; then takes a
 * backup of the installation from the backups screen.
 */
test(
  'on-premise: the administrator activates the installation from the license screen',
  async ({ page, console }) => {
    const now = new Date();
    const root = await createRoot({ now: new Date(now.getTime() - DAY), commonName: 'Baobab E2E Root' });
    const signer = await issueSigner(root, { now: new Date(now.getTime() - DAY) });
    const trustDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-e2e-trust-'));
    const rootPath = path.join(trustDir, 'root-ca.pem');
    fs.writeFileSync(rootPath, root.certificate.toString('pem'));
    const onprem = await startServer({ env: { APP_PROFILE: 'onprem', LICENSE_TRUST_ROOT: rootPath }, logName: 'server-onprem.log' });
    try {
      const app = (p = '/') => `${onprem.url}/app${p}`;
      await page.goto(app('/login'));
      await page.locator('input[name="tenant"]').fill(DEMO_TENANT);
      await page.locator('input[name="email"]').fill('admin@demo.local');
      await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
      await page.getByTestId('login-submit').click();
      // No license yet: every page leads to the activation screen.
      await expectUrl(page, /\/app\/admin\/license$/, 20_000);
      await expectVisible(page.getByTestId('license-activation'));
      await expectVisible(page.getByTestId('license-fingerprint'));
      await expectCleanPage(page, console, 'license activation');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('license-export').click()]);
      const parsed = parseRequestFile(fs.readFileSync(await download.path(), 'utf8'));
      if (!parsed.ok) throw new ExpectationError(`the exported request is not readable: ${parsed.detail}`);
      const { licValue } = await issueLicense(signer, {
        renewedFromKeyId: null,
        sequence: 1,
        instanceCode: 'PLATFORM-ONPREM-E2E001',
        company: { name: 'Demo SARL', country: 'CI' },
        modules: [{ module: 'HR', quotas: { maxUsers: 50 } }, { module: 'ACCOUNTING' }],
        issuedAt: new Date(Date.now() - 60_000),
        expiresAt: new Date(now.getTime() + 365 * DAY),
        request: { nonce: parsed.request.nonce, requestHash: parsed.request.requestHash },
        fingerprint: parsed.request.fingerprint,
      });
      await page.locator('input[type="file"]').setInputFiles({ name: 'baobab.lic', mimeType: 'application/octet-stream', buffer: Buffer.from(licValue) });
      await expectText(page.getByTestId('notice'), 'Licence activée.');
      await expectVisible(page.locator('[data-status="ACTIVE"]'));
      await expectText(page.getByTestId('license-instance'), 'PLATFORM-ONPREM-E2E001');
      // The app is back, with the license's modules.
      await page.goto(app('/admin/users'));
      await expectVisible(page.getByTestId('user-create'), 20_000);

      // The installation's backups (same onprem server): the administrator takes one now and finds it listed.
      await page.goto(app('/admin/backups'));
      await expectVisible(page.getByTestId('nav-backups'));
      await page.getByTestId('backup-now').click();
      await page.getByTestId('confirm-dialog-confirm').click();
      await expectVisible(page.getByTestId('backups-table').locator('tbody tr').first(), 60_000);
      await expectCleanPage(page, console, 'backups');
    } finally {
      await onprem.stop();
      fs.rmSync(trustDir, { recursive: true, force: true });
    }
  },
  { timeoutMs: 360_000 },
);
