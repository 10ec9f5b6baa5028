import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';

registerIsolatedResource({
  name: 'budgets',
  create: async (api) => {
    const res = await api.post('/accounting/budgets', { name: 'Budget isolé', fiscalYear: 2026, lines: [{ accountCode: '6011', amount: '1200' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/accounting/budgets/${id}`,
  listPath: '/accounting/budgets',
  writes: [
    { method: 'post', path: (id) => `/accounting/budgets/${id}/lines`, body: { accountCode: '6011', amount: '99' } },
    { method: 'delete', path: (id) => `/accounting/budgets/${id}/lines/6011` },
    { method: 'post', path: (id) => `/accounting/budgets/${id}/copy-actuals`, body: {} },
    { method: 'post', path: (id) => `/accounting/budgets/${id}/activate` },
  ],
});
