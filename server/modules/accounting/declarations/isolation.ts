import { registerIsolatedResource } from '../../../test/isolation/registry';

registerIsolatedResource({
  name: 'tax declarations',
  create: async (api) => (await api.post('/accounting/tax-declarations', { startDate: '2026-01-01', endDate: '2026-01-31', collectedVat: 180, deductibleVat: 36 }).expect(201)).body.id,
  detailPath: (id) => `/accounting/tax-declarations/${id}`,
  listPath: '/accounting/tax-declarations',
  updatePath: (id) => `/accounting/tax-declarations/${id}`,
  updateBody: { startDate: '2026-01-01', endDate: '2026-01-31', collectedVat: 999, deductibleVat: 0 },
  writes: [
    { method: 'post', path: (id) => `/accounting/tax-declarations/${id}/submit` },
    { method: 'delete', path: (id) => `/accounting/tax-declarations/${id}` },
  ],
});

registerIsolatedResource({
  name: 'social declarations',
  create: async (api) =>
    (
      await api
        .post('/accounting/social-declarations', { period: '2026-01', socialBody: 'CNPS', employeeCount: 2, grossPayroll: 1000, employerContributions: 150, employeeContributions: 60 })
        .expect(201)
    ).body.id,
  detailPath: (id) => `/accounting/social-declarations/${id}`,
  listPath: '/accounting/social-declarations',
  updatePath: (id) => `/accounting/social-declarations/${id}`,
  updateBody: { period: '2026-01', employeeCount: 9, grossPayroll: 1, employerContributions: 1, employeeContributions: 1 },
  writes: [
    { method: 'post', path: (id) => `/accounting/social-declarations/${id}/submit` },
    { method: 'delete', path: (id) => `/accounting/social-declarations/${id}` },
  ],
});
