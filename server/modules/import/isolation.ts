import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';
import { validRows, workbook } from './tests/fixtures';

registerIsolatedResource({
  name: 'import sessions',
  create: async (api) => {
    const res = await api.post('/admin/import/upload').attach('file', await workbook(validRows('ISO', 'Isolée SARL')), 'isolation.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/admin/import/sessions/${id}`,
  listPath: '/admin/import/sessions',
  writes: [
    { method: 'post', path: (id) => `/admin/import/sessions/${id}/simulate` },
    { method: 'post', path: (id) => `/admin/import/sessions/${id}/execute` },
    { method: 'post', path: (id) => `/admin/import/sessions/${id}/rollback` },
  ],
});
