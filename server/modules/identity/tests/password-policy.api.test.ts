import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../../platform/services';
import { buildAdmin, buildOperator, loginAsOperator, TEST_PASSWORD, type ApiClient } from '../../../test/factories';
import { captureMail, tokenInMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';

let t: TestServer;
let admin: ApiClient;
let mails: MailMessage[];

beforeAll(async () => {
  t = await createTestServer();
  mails = captureMail(t);
  ({ api: admin } = await buildAdmin(t));
});
afterAll(() => t?.close());

const WEAK = ['12345678', 'short-1', 'password1234', 'qwertyuiop', 'Azerty2026!'];

function expectRefused(res: { status: number; body: { code: string; errors: Array<{ path: string }> } }, path: string) {
  expect(res.status).toBe(400);
  expect(res.body.code).toBe('VALIDATION_FAILED');
  expect(res.body.errors.map((e) => e.path)).toEqual([path]);
}

describe('password policy: at least 10 characters, not a common password', () => {
  it('applies to users created by an administrator', async () => {
    for (const [i, password] of WEAK.entries()) {
      expectRefused(await admin.post('/admin/users', { email: `weak${i}@example.test`, firstName: 'W', lastName: 'Eak', password }), 'password');
    }
    expect((await admin.get('/admin/users?q=weak')).body.total).toBe(0);
    expect((await admin.post('/admin/users', { email: 'strong@example.test', firstName: 'S', lastName: 'Trong', password: 'un-baobab-centenaire' })).status).toBe(201);
  });

  it('applies to the password chosen with an invitation link, which stays usable', async () => {
    const res = await admin.post('/admin/users', { email: 'invited@example.test', firstName: 'In', lastName: 'Vited' });
    expect(res.status).toBe(201);
    const token = tokenInMail(mails.find((m) => m.to.includes('invited@example.test'))!);
    for (const password of WEAK) expectRefused(await t.http.post('/auth/set-password').send({ token, password }), 'password');
    expect((await t.http.post('/auth/set-password').send({ token, password: 'un-baobab-centenaire' })).status).toBe(200);
  });

  it('applies to a password change, tenant user and operator alike', async () => {
    for (const password of WEAK) expectRefused(await admin.put('/auth/password', { currentPassword: TEST_PASSWORD, newPassword: password }), 'newPassword');
    const operator = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_ADMIN' }));
    for (const password of WEAK) expectRefused(await operator.put('/admin-platform/auth/password', { currentPassword: TEST_PASSWORD, newPassword: password }), 'newPassword');
    expect((await operator.put('/admin-platform/auth/password', { currentPassword: TEST_PASSWORD, newPassword: 'un-baobab-centenaire' })).status).toBe(204);
  });

  it("applies to a new tenant's administrator", async () => {
    const operator = await loginAsOperator(t, await buildOperator(t, { role: 'PLATFORM_ADMIN' }));
    const body = (slug: string, adminPassword: string) => ({ companyName: 'Weak SARL', slug, country: 'CI', adminEmail: `admin@${slug}.test`, adminPassword });
    expectRefused(await operator.post('/admin-platform/tenants', body('weak-co', 'Password2024!')), 'adminPassword');
    expect((await operator.get('/admin-platform/tenants?q=weak-co')).body.total).toBe(0);
    expect((await operator.post('/admin-platform/tenants', body('strong-co', 'un-baobab-centenaire'))).status).toBe(201);
  });
});
