import { registerIsolatedResource } from '../../test/isolation/registry';
import type { ApiClient } from '../../test/factories';

const PDF = Buffer.from('%PDF-1.4\n% isolation\n');
let n = 0;

function terms(employeeId: string) {
  return { employeeId, type: 'CDI', salary: '500000', startDate: '2026-01-05', body: '# Contrat\n\n{{employee.fullName}}' };
}

async function draftContract(api: ApiClient): Promise<string> {
  const employee = await api.post('/admin/employees', { firstName: 'Iso', lastName: `Contrat ${++n}` }).expect(201);
  return (await api.post('/hr/contracts', terms(employee.body.id)).expect(201)).body.id;
}

async function activeContract(api: ApiClient): Promise<string> {
  const id = await draftContract(api);
  await api.post(`/hr/contracts/${id}/send`, { notifyEmployee: false }).expect(200);
  await api.post(`/hr/contracts/${id}/sign`).attach('file', PDF, 'signed.pdf').expect(200);
  await api.post(`/hr/contracts/${id}/activate`).expect(200);
  return id;
}

registerIsolatedResource({
  name: 'contracts',
  create: draftContract,
  detailPath: (id) => `/hr/contracts/${id}`,
  listPath: '/hr/contracts',
  updatePath: (id) => `/hr/contracts/${id}`,
  updateBody: { type: 'CDI', salary: '1', startDate: '2026-01-05', body: 'Hijacked' },
  writes: [
    { method: 'post', path: (id) => `/hr/contracts/${id}/send`, body: { notifyEmployee: false } },
    { method: 'post', path: (id) => `/hr/contracts/${id}/activate` },
    { method: 'post', path: (id) => `/hr/contracts/${id}/terminate`, body: { reason: 'Hijacked', effectiveDate: '2026-02-01' } },
    { method: 'post', path: (id) => `/hr/contracts/${id}/amendments`, body: { effectiveDate: '2026-02-01', reason: 'Hijacked', changes: { salary: 1 } } },
  ],
});

registerIsolatedResource({
  name: 'contracts in force (terminate, amend)',
  create: activeContract,
  detailPath: (id) => `/hr/contracts/${id}/amendments`,
  writes: [
    { method: 'post', path: (id) => `/hr/contracts/${id}/terminate`, body: { reason: 'Hijacked', effectiveDate: '2026-02-01' } },
    { method: 'post', path: (id) => `/hr/contracts/${id}/amendments`, body: { effectiveDate: '2026-02-01', reason: 'Hijacked', changes: { salary: 1 } } },
  ],
});

registerIsolatedResource({
  name: 'contract amendments',
  create: async (api) => {
    const id = await activeContract(api);
    const amendment = await api.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-06-01', reason: 'Hausse', changes: { salary: 550000 } }).expect(201);
    return `${id}/amendments/${amendment.body.id}`;
  },
  detailPath: (id) => `/hr/contracts/${id.split('/')[0]}/amendments`,
  writes: [{ method: 'post', path: (id) => `/hr/contracts/${id}/cancel` }],
});

registerIsolatedResource({
  name: 'contract templates',
  create: async (api) => (await api.post('/hr/contract-templates', { name: 'Maison', country: 'CI', contractType: 'CDI', body: 'Texte {{employee.fullName}}' }).expect(201)).body.id,
  detailPath: (id) => `/hr/contract-templates/${id}`,
  listPath: '/hr/contract-templates?shared=false',
  updatePath: (id) => `/hr/contract-templates/${id}`,
  updateBody: { name: 'Hijacked', country: 'CI', contractType: 'CDI', body: 'Hijacked' },
  writes: [
    { method: 'delete', path: (id) => `/hr/contract-templates/${id}` },
    { method: 'post', path: (id) => `/hr/contract-templates/${id}/duplicate` },
  ],
});
