import { SYSTEM_ROLE_IDS } from '../roles';
import { registerIsolatedResource } from '../../test/isolation/registry';

const definition = { entityType: 'PURCHASE_REQUEST', name: 'Achats', steps: [{ name: 'Manager', approverType: 'MANAGER' }] };
let n = 0;

registerIsolatedResource({
  name: 'workflow definitions',
  create: async (api) => (await api.post('/admin/workflows', definition).expect(201)).body.id,
  detailPath: (id) => `/admin/workflows/${id}`,
  listPath: '/admin/workflows',
  updatePath: (id) => `/admin/workflows/${id}`,
  updateBody: { ...definition, name: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/admin/workflows/${id}` }],
});

registerIsolatedResource({
  name: 'approval delegations',
  create: async (api) => {
    const delegate = await api.post('/admin/users', { email: `delegate-${++n}@example.test`, firstName: 'Dele', lastName: 'Gate', password: 'long-enough-1' }).expect(201);
    const today = new Date().toISOString().slice(0, 10);
    return (await api.post('/approvals/delegations', { delegateUserId: delegate.body.id, startsOn: today, endsOn: '2099-12-31' }).expect(201)).body.id;
  },
  detailPath: (id) => `/approvals/delegations/${id}`,
  listPath: '/approvals/delegations?all=true',
  writes: [{ method: 'post', path: (id) => `/approvals/delegations/${id}/revoke` }],
});

registerIsolatedResource({
  name: 'approval requests',
  create: async (api) => {
    await api
      .post('/admin/workflows', { entityType: 'EMPLOYEE_ONBOARDING', name: 'Intégrations', steps: [{ name: 'RH', approverType: 'ROLE', approverRoleId: SYSTEM_ROLE_IDS.HR_MANAGER }] })
      .expect(201);
    const hr = await api.post('/admin/users', { email: `hr-${++n}@example.test`, firstName: 'Hr', lastName: 'Approver', password: 'long-enough-1', roles: ['HR_MANAGER'] }).expect(201);
    const employee = await api.post('/admin/employees', { firstName: 'Iso', lastName: `Lation ${n}` }).expect(201);
    const template = await api.post('/hr/onboarding-templates', { name: 'Iso', steps: [{ title: 'Accueil', ownerType: 'USER', ownerUserId: hr.body.id, dueOffsetDays: 0 }] }).expect(201);
    const onboarding = await api.post(`/hr/employees/${employee.body.id}/onboarding`, { templateId: template.body.id }).expect(201);
    return onboarding.body.workflow.id;
  },
  detailPath: (id) => `/approvals/instances/${id}`,
});
