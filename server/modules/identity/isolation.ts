import { SYSTEM_ROLE_IDS } from '../roles';
import { registerIsolatedResource } from '../../test/isolation/registry';

let n = 0;
const newUser = { firstName: 'Isolated', lastName: 'User', password: 'long-enough-1' };

registerIsolatedResource({
  name: 'users',
  create: async (api) => (await api.post('/admin/users', { ...newUser, email: `isolated-${++n}@example.test` }).expect(201)).body.id,
  detailPath: (id) => `/admin/users/${id}`,
  listPath: '/admin/users',
  updatePath: (id) => `/admin/users/${id}`,
  updateBody: { firstName: 'Hijacked', active: false },
  writes: [
    { method: 'post', path: (id) => `/admin/users/${id}/deactivate` },
    { method: 'post', path: (id) => `/admin/users/${id}/invitation` },
  ],
});

registerIsolatedResource({
  name: 'user roles',
  create: async (api) => (await api.post('/admin/users', { ...newUser, email: `isolated-${++n}@example.test`, roles: ['MANAGER'] }).expect(201)).body.id,
  detailPath: (id) => `/admin/users/${id}/roles`,
  writes: [
    { method: 'post', path: (id) => `/admin/users/${id}/roles`, body: { roleName: 'ORG_ADMIN' } },
    { method: 'delete', path: (id) => `/admin/users/${id}/roles/${SYSTEM_ROLE_IDS.MANAGER}` },
  ],
});
