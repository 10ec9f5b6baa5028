import { registerIsolatedResource } from '../../test/isolation/registry';
import type { ApiClient } from '../../test/factories';

let n = 0;
const newEmployee = async (api: ApiClient) =>
  (await api.post('/admin/employees', { firstName: 'Isolated', lastName: `Employee ${++n}`, employeeNumber: `ISO-${n}-${Date.now()}` }).expect(201)).body.id as string;

registerIsolatedResource({
  name: 'employees',
  create: newEmployee,
  detailPath: (id) => `/admin/employees/${id}`,
  listPath: '/admin/employees',
  updatePath: (id) => `/admin/employees/${id}`,
  updateBody: { jobTitle: 'Hijacked' },
  writes: [
    { method: 'patch', path: (id) => `/admin/employees/${id}/lifecycle`, body: { status: 'ACTIVE' } },
    { method: 'delete', path: (id) => `/admin/employees/${id}` },
  ],
});

registerIsolatedResource({
  name: 'employee profiles (directory and self-service)',
  create: newEmployee,
  detailPath: (id) => `/hr/employees/${id}/profile`,
  listPath: '/hr/employees',
  writes: [
    { method: 'put', path: (id) => `/hr/employees/${id}/bank-account`, body: { iban: 'CI93CI0080111301134291200589', bic: 'SGCICIAB' } },
    { method: 'put', path: (id) => `/hr/employees/${id}/emergency-contact`, body: { name: 'X', relationship: 'Y', phone: '+225 01 02 03 04' } },
  ],
});

registerIsolatedResource({
  name: 'org chart person',
  create: newEmployee,
  detailPath: (id) => `/hr/org/person/${id}`,
});

registerIsolatedResource({
  name: 'departments',
  create: async (api) => (await api.post('/admin/departments', { name: `Isolated department ${++n}` }).expect(201)).body.id,
  detailPath: (id) => `/hr/departments/${id}`,
  listPath: '/hr/departments',
  updatePath: (id) => `/admin/departments/${id}`,
  updateBody: { name: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/admin/departments/${id}` }],
});

// The "id" of a document is `<employeeId>/documents/<documentId>`, the tail of its paths.
registerIsolatedResource({
  name: 'employee documents',
  create: async (api, { t }) => {
    const employeeId = await newEmployee(api);
    const res = await t.http
      .post(`/hr/employees/${employeeId}/documents`)
      .set('Authorization', `Bearer ${api.accessToken}`)
      .field('category', 'PASSPORT')
      .field('expiryDate', '2030-01-01')
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'passeport.pdf')
      .expect(201);
    return `${employeeId}/documents/${res.body.id}`;
  },
  detailPath: (id) => `/hr/employees/${id}/download`,
  updatePath: (id) => `/hr/employees/${id}`,
  updateBody: { title: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/hr/employees/${id}` }],
});
