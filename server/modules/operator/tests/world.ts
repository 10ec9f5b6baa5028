import type { TestServer } from '../../../test/test-server';
import { buildOperator, loginAsOperator, type ApiClient } from '../../../test/factories';
import { expect } from 'vitest';

/** Both operator roles, logged in. */
export async function operators(t: TestServer): Promise<{ operator: ApiClient; admin: ApiClient; operatorId: string; adminId: string }> {
  const op = await buildOperator(t, { role: 'PLATFORM_OPERATOR' });
  const ad = await buildOperator(t, { role: 'PLATFORM_ADMIN' });
  return { operator: await loginAsOperator(t, op), admin: await loginAsOperator(t, ad), operatorId: op.id, adminId: ad.id };
}

let n = 0;
/** A plan of the catalog (ACTIVE), created through the API. */
export async function createPlan(api: ApiClient, overrides: Record<string, unknown> = {}): Promise<{ id: string; code: string }> {
  n++;
  const res = await api.post('/admin-platform/catalog/plans', {
    code: `PLAN-${n}-${Math.random().toString(36).slice(2, 6)}`,
    name: `Plan ${n}`,
    monthlyPrice: '25000.00',
    annualPrice: 250000,
    quotas: { users: null, companies: 1 },
    visibility: 'PUBLIC',
    modules: ['ACCOUNTING', 'HR', 'LEAVE'],
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id, code: res.body.code };
}
