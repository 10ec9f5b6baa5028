import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';

registerIsolatedResource({
  name: 'customers',
  create: async (api) => {
    const res = await api.post('/accounting/customers', { name: `Client isolé ${Math.random().toString(36).slice(2, 8)}`, email: 'isole@example.test' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/accounting/customers/${id}`,
  listPath: '/accounting/customers',
  updatePath: (id) => `/accounting/customers/${id}`,
  updateMethod: 'put',
  updateBody: { name: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/accounting/customers/${id}` }],
});

registerIsolatedResource({
  name: 'invoices',
  create: async (api) => {
    const res = await api.post('/accounting/invoices', { customerName: 'Client isolé', issueDate: '2026-01-05', dueDate: '2026-02-04', lines: [{ description: 'Prestation', quantity: 1, unitPrice: '100000' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const sent = await api.post(`/accounting/invoices/${res.body.id}/send`, { mail: false });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return res.body.id as string;
  },
  detailPath: (id) => `/accounting/invoices/${id}`,
  listPath: '/accounting/invoices',
  updatePath: (id) => `/accounting/invoices/${id}`,
  updateMethod: 'put',
  updateBody: { customerName: 'Hijacked' },
  writes: [
    { method: 'post', path: (id) => `/accounting/invoices/${id}/send`, body: {} },
    { method: 'post', path: (id) => `/accounting/invoices/${id}/record-payment`, body: { amount: '1000', paymentDate: '2026-01-10' } },
    { method: 'post', path: (id) => `/accounting/invoices/${id}/cancel`, body: {} },
    { method: 'post', path: (id) => `/accounting/invoices/${id}/remind` },
    { method: 'post', path: (id) => `/accounting/invoices/${id}/payments/${id}/reverse`, body: {} },
  ],
});
