import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';

registerIsolatedResource({
  name: 'expense claims',
  create: async (api) => {
    // Tenant A's administrator submits for themself: they need an employee profile first.
    if ((await api.get('/hr/me')).status === 404) {
      const me = (await api.get('/auth/me').expect(200)).body as { user: { id: string } };
      await api
        .post('/admin/employees', { firstName: 'Isolée', lastName: 'Administratrice', userId: me.user.id })
        .expect(201);
    }
    const res = await api
      .post('/accounting/expense-claims')
      .field('expenseDate', '2026-01-05')
      .field('description', 'Taxi isolé')
      .field('amount', '4500')
      .field('category', 'TRAVEL');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/accounting/expense-claims/${id}`,
  listPath: '/accounting/expense-claims',
  writes: [
    { method: 'post', path: (id) => `/accounting/expense-claims/${id}/approve` },
    { method: 'post', path: (id) => `/accounting/expense-claims/${id}/reject`, body: { reason: 'Hijacked' } },
    { method: 'post', path: (id) => `/accounting/expense-claims/${id}/schedule-payment` },
    {
      method: 'post',
      path: (id) => `/accounting/expense-claims/${id}/mark-reimbursed`,
      body: { paymentMode: 'CASH' },
    },
  ],
});
