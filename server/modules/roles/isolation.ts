import { registerIsolatedResource } from '../../test/isolation/registry';

let n = 0;

registerIsolatedResource({
  name: 'custom roles',
  create: async (api) => {
    const role = (await api.post('/admin/roles', { name: `Isolated ${++n}` }).expect(201)).body;
    await api.put(`/admin/roles/${role.id}/permissions`, { permissions: ['leave.create'] }).expect(200);
    return role.id;
  },
  detailPath: (id) => `/admin/roles/${id}`,
  listPath: '/admin/roles',
  updatePath: (id) => `/admin/roles/${id}`,
  updateBody: { name: 'Hijacked' },
  writes: [
    { method: 'put', path: (id) => `/admin/roles/${id}/permissions`, body: { permissions: ['roles.manage'] } },
    { method: 'delete', path: (id) => `/admin/roles/${id}` },
  ],
});

registerIsolatedResource({
  name: 'role permissions',
  create: async (api) => (await api.post('/admin/roles', { name: `Isolated perms ${++n}` }).expect(201)).body.id,
  detailPath: (id) => `/admin/roles/${id}/permissions`,
});
