import path from 'node:path';
import 'reflect-metadata';
import type { Page } from 'playwright-core';
import { createRequestFile } from '../../server/platform/license';
import { MACHINE } from '../../server/platform/license/test-kit';
import { DEMO_PASSWORD, DEMO_TENANT, login } from '../lib/app';
import { ExpectationError, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';
import { expectCleanPage } from '../lib/page-checks';
import { startServer } from '../lib/server';

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
  await page.getByTestId('issue-options-HR').fill('site=abidjan');
  await expectCleanPage(page, console, 'issue dialog');
  await page.getByTestId('issue-submit').click();
  await expectText(page.getByTestId('license-instance-status'), 'ACTIVE');
  await expectKey(page, 1, 'ACTIVE');
  await expectText(page.getByTestId('license-key-1'), '25 utilisateurs');
  await expectText(page.getByTestId('license-key-1'), 'site=abidjan');

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

async function call(base: string, path: string, init: { method?: string; token?: string; json?: unknown; form?: FormData } = {}): Promise<{ status: number; body: Record<string, unknown>; text: string }> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? (init.json !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  if ((response.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text) as Record<string, unknown>;
  return { status: response.status, body, text };
}

function expectStatus(res: { status: number; text: string }, status: number, what: string): void {
  if (res.status !== status) throw new ExpectationError(`${what}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`);
}

function licFile(text: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'application/octet-stream' }), 'baobab.lic');
  return form;
}

/**
 * Two real servers: this run's SaaS server issues through the operator API, an on-premise server
 * (this machine's fingerprint) trusting the SaaS issuer's root exports its request, activates the
 * license and serves its tenant endpoints; a renewal is accepted and the old file refused after it.
 */
test(
  'two servers: the SaaS issues a license that an on-premise server activates, then renews it',
  async ({ baseUrl, dataDir }) => {
    if (!dataDir) throw new ExpectationError('the SaaS server’s DATA_DIR is needed for its issuer root (set E2E_DATA_DIR)');
    const onprem = await startServer({ env: { APP_PROFILE: 'onprem', LICENSE_TRUST_ROOT: path.join(dataDir, 'license-issuer', 'root-ca.pem') }, logName: 'server-onprem-issued.log' });
    try {
      const operator = await call(baseUrl, '/admin-platform/auth/login', { json: { email: 'operator@platform.local', password: DEMO_PASSWORD } });
      expectStatus(operator, 200, 'operator login');
      const op = String(operator.body.accessToken);
      const admin = await call(onprem.url, '/auth/login', { json: { tenant: DEMO_TENANT, email: 'admin@demo.local', password: DEMO_PASSWORD } });
      expectStatus(admin, 200, 'on-premise login');
      const ad = String(admin.body.accessToken);
      const before = await call(onprem.url, '/admin/users', { token: ad });
      expectStatus(before, 403, 'a tenant endpoint before activation');
      if (before.body.code !== 'LICENSE_INVALID') throw new ExpectationError(`refused before activation with ${String(before.body.code)}`);

      const request = await call(onprem.url, '/license/request-export', { token: ad });
      expectStatus(request, 200, 'request export');
      const declared = await call(baseUrl, '/admin-platform/license-instances/declare', {
        token: op,
        json: { companyName: 'Demo SARL', contactName: 'Admin Demo', contactEmail: 'admin@demo.local', country: 'CI', requestFile: request.text },
      });
      expectStatus(declared, 201, 'declare');
      const issuePath = `/admin-platform/license-instances/${String(declared.body.id)}/licenses`;
      const expiresAt = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
      const first = await call(baseUrl, issuePath, { token: op, json: { expiresAt, modules: [{ module: 'HR', quotas: { maxUsers: 50 } }, { module: 'ACCOUNTING' }] } });
      expectStatus(first, 201, 'issue');

      const activated = await call(onprem.url, '/license/activate', { token: ad, form: licFile(String(first.body.licValue)) });
      expectStatus(activated, 200, 'activation');
      if (activated.body.outcome !== 'FIRST_ACTIVATION') throw new ExpectationError(`activation outcome ${String(activated.body.outcome)}`);
      const status = await call(onprem.url, '/license/status', { token: ad });
      if (status.body.status !== 'ACTIVE' || status.body.instanceCode !== declared.body.instanceCode) throw new ExpectationError(`status after activation: ${status.text}`);
      expectStatus(await call(onprem.url, '/admin/users', { token: ad }), 200, 'a tenant endpoint once activated');

      const renewal = await call(baseUrl, issuePath, { token: op, json: { expiresAt, modules: [{ module: 'HR', quotas: { maxUsers: 80 } }, { module: 'ACCOUNTING' }] } });
      expectStatus(renewal, 201, 'renewal');
      const renewed = await call(onprem.url, '/license/activate', { token: ad, form: licFile(String(renewal.body.licValue)) });
      expectStatus(renewed, 200, 'renewal import');
      if (renewed.body.outcome !== 'RENEWAL') throw new ExpectationError(`renewal outcome ${String(renewed.body.outcome)}`);
      const replay = await call(onprem.url, '/license/activate', { token: ad, form: licFile(String(first.body.licValue)) });
      expectStatus(replay, 403, 'the old file after the renewal');
      if (replay.body.reason !== 'SUPERSEDED') throw new ExpectationError(`old file refused for ${String(replay.body.reason)}`);
      expectStatus(await call(onprem.url, '/admin/users', { token: ad }), 200, 'a tenant endpoint after the refused replay');
    } finally {
      await onprem.stop();
    }
  },
  { timeoutMs: 360_000 },
);
