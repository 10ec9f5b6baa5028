import { registerIsolatedResource } from '../../test/isolation/registry';

let n = 0;

async function auditedRole(api: Parameters<Parameters<typeof registerIsolatedResource>[0]['create']>[0]): Promise<string> {
  return (await api.post('/admin/roles', { name: `Audited ${++n}` }).expect(201)).body.id;
}

registerIsolatedResource({
  name: 'audit events',
  create: async (api) => {
    const roleId = await auditedRole(api);
    const events = (await api.get(`/audit/events?entityType=ROLE&entityId=${roleId}`).expect(200)).body.items;
    return events[0].id;
  },
  detailPath: (id) => `/audit/events/${id}`,
  listPath: '/audit/events',
});

registerIsolatedResource({
  name: 'audit history',
  create: auditedRole,
  detailPath: (id) => `/audit/ROLE/${id}`,
});
