import { registerIsolatedResource } from '../../test/isolation/registry';
import type { ApiClient } from '../../test/factories';

let n = 0;
const template = { name: 'Intégration', steps: [{ title: 'Accueil', ownerType: 'EMPLOYEE', dueOffsetDays: 0 }] };

async function employee(api: ApiClient): Promise<string> {
  return (await api.post('/admin/employees', { firstName: 'Iso', lastName: `Parcours ${++n}`, hireDate: '2025-01-06' }).expect(201)).body.id;
}

registerIsolatedResource({
  name: 'onboarding templates',
  create: async (api) => (await api.post('/hr/onboarding-templates', template).expect(201)).body.id,
  detailPath: (id) => `/hr/onboarding-templates/${id}`,
  listPath: '/hr/onboarding-templates',
  updatePath: (id) => `/hr/onboarding-templates/${id}`,
  updateBody: { ...template, name: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/hr/onboarding-templates/${id}` }],
});

registerIsolatedResource({
  name: 'onboardings',
  create: async (api) => {
    const templateId = (await api.post('/hr/onboarding-templates', template).expect(201)).body.id;
    return (await api.post(`/hr/employees/${await employee(api)}/onboarding`, { templateId }).expect(201)).body.id;
  },
  detailPath: (id) => `/hr/onboardings/${id}`,
  listPath: '/hr/onboardings',
  writes: [{ method: 'post', path: (id) => `/hr/onboardings/${id}/cancel`, body: {} }],
});

registerIsolatedResource({
  name: 'offboardings (by employee)',
  create: async (api) => {
    const id = await employee(api);
    await api.post(`/hr/employees/${id}/offboarding`, { reason: 'RESIGNATION', exitDate: '2099-01-31' }).expect(201);
    return id;
  },
  detailPath: (id) => `/hr/employees/${id}/offboarding`,
  writes: [
    { method: 'post', path: (id) => `/hr/employees/${id}/offboarding`, body: { reason: 'DISMISSAL', exitDate: '2099-01-31' } },
    { method: 'post', path: (id) => `/hr/employees/${id}/offboarding/cancel`, body: {} },
    { method: 'post', path: (id) => `/hr/employees/${id}/offboarding/approve`, body: {} },
    { method: 'post', path: (id) => `/hr/employees/${id}/offboarding/reject`, body: {} },
    { method: 'post', path: (id) => `/hr/employees/${id}/onboarding`, body: { templateId: '00000000-0000-4000-8000-000000000000' } },
  ],
});

// The "id" of a step is `<onboardingId>/tasks/<taskId>`, the tail of its paths.
registerIsolatedResource({
  name: 'onboarding steps',
  create: async (api) => {
    const templateId = (await api.post('/hr/onboarding-templates', template).expect(201)).body.id;
    const onboarding = (await api.post(`/hr/employees/${await employee(api)}/onboarding`, { templateId }).expect(201)).body;
    return `${onboarding.id}/tasks/${onboarding.tasks[0].id}`;
  },
  detailPath: (id) => `/hr/onboardings/${id.split('/')[0]}`,
  writes: [
    { method: 'post', path: (id) => `/hr/onboardings/${id}/complete`, body: { note: 'Hijacked' } },
    { method: 'post', path: (id) => `/hr/onboardings/${id}/reopen` },
  ],
});
