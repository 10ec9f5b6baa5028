import { createRequestFile, ensureDemoIssuer, type LicenseRequest } from '../../../platform/license';
import { MACHINE } from '../../../platform/license/test-kit';
import type { FingerprintFields } from '../../../../shared/license';
import { buildOperator, loginAsOperator, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { expect } from 'vitest';

export const NOW = '2026-03-10T09:00:00.000Z';

export interface IssuerWorld {
  t: TestServer;
  admin: ApiClient;
  operator: ApiClient;
  adminId: string;
  rootPath: string;
}

/** A saas server whose LICENSE_ISSUER_DIR holds a fresh root and signer (as the demo makes them), and both operator roles. */
export async function buildIssuerWorld(): Promise<IssuerWorld> {
  const t = await createTestServer({ now: NOW });
  const { rootPath } = await ensureDemoIssuer(t.config.LICENSE_ISSUER_DIR, t.clock.now());
  const ad = await buildOperator(t, { role: 'PLATFORM_ADMIN' });
  const op = await buildOperator(t, { role: 'PLATFORM_OPERATOR' });
  return { t, admin: await loginAsOperator(t, ad), operator: await loginAsOperator(t, op), adminId: ad.id, rootPath };
}

/** An installation's request file, as GET /license/request-export makes it. */
export function requestFile(w: IssuerWorld, options: { instanceCode?: string | null; fingerprint?: FingerprintFields } = {}): { text: string; request: LicenseRequest } {
  return createRequestFile({
    instanceCode: options.instanceCode ?? null,
    currentKeyId: null,
    appVersion: '1.4.0',
    fingerprint: options.fingerprint ?? MACHINE,
    now: w.t.clock.now(),
  });
}

let n = 0;
export function identity(overrides: Record<string, unknown> = {}) {
  n++;
  return {
    companyName: `Société Ivoirienne de Négoce ${n}`,
    contactName: 'Aïssatou Koné',
    contactEmail: `dsi${n}@negoce.test`,
    phone: '+225 07 00 00 00',
    country: 'CI',
    registryNumber: `CI-ABJ-2020-B-${1000 + n}`,
    ...overrides,
  };
}

/** A declared (PENDING) instance and the request it was declared from. */
export async function declare(w: IssuerWorld, overrides: Record<string, unknown> = {}) {
  const file = requestFile(w);
  const res = await w.admin.post('/admin-platform/license-instances/declare', { ...identity(overrides), requestFile: file.text });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { instance: res.body as { id: string; instanceCode: string; status: string }, file };
}

export const ISSUE = {
  expiresAt: '2027-03-09',
  gracePeriodDays: 10,
  modules: [{ module: 'ACCOUNTING' }, { module: 'HR', quotas: { maxUsers: 25 } }, { module: 'LEAVE', options: { carryOver: true } }],
};
