import { expect } from 'vitest';
import type { ApiClient } from '../../test/factories';
import { registerIsolatedResource } from '../../test/isolation/registry';

let n = 0;
const typeOf = async (api: ApiClient, body: Record<string, unknown> = {}) => {
  const res = await api.post('/admin/leave-types', { code: `ISO${++n}`, name: `Congé isolé ${n}`, accrualMode: 'ANNUAL', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};
const policyOf = async (api: ApiClient, leaveTypeId: string) => {
  const res = await api.post('/admin/leave-policies', { leaveTypeId, annualAllowance: 25 });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; versionId: string };
};
/** Tenant A's administrator, as an employee (requests and balances need one). */
const employeeOf = async (api: ApiClient) => {
  const mine = await api.get('/hr/me');
  if (mine.status === 200) return mine.body.id as string;
  const me = (await api.get('/auth/me').expect(200)).body as { user: { id: string } };
  return (await api.post('/admin/employees', { firstName: 'Isolée', lastName: 'Congés', userId: me.user.id, hireDate: '2020-01-06' }).expect(201)).body.id as string;
};

registerIsolatedResource({
  name: 'leave types',
  create: (api) => typeOf(api),
  detailPath: (id) => `/admin/leave-types/${id}`,
  listPath: '/admin/leave-types',
  updatePath: (id) => `/admin/leave-types/${id}`,
  updateBody: { code: 'HIJACK', name: 'Hijacked', accrualMode: 'ANNUAL' },
  writes: [{ method: 'delete', path: (id) => `/admin/leave-types/${id}` }],
});

registerIsolatedResource({
  name: 'leave policies',
  create: async (api) => (await policyOf(api, await typeOf(api))).id,
  detailPath: (id) => `/admin/leave-policies/${id}`,
  listPath: '/admin/leave-policies',
  updatePath: (id) => `/admin/leave-policies/${id}`,
  updateBody: { annualAllowance: 1 },
  writes: [
    { method: 'delete', path: (id) => `/admin/leave-policies/${id}` },
    { method: 'post', path: (id) => `/admin/leave-config/policies/${id}/rollback/00000000-0000-4000-8000-000000000000` },
  ],
});

registerIsolatedResource({
  name: 'leave policy versions',
  create: async (api) => (await policyOf(api, await typeOf(api))).id,
  detailPath: (id) => `/admin/leave-config/policies/${id}/versions`,
});

registerIsolatedResource({
  name: 'leave requests',
  create: async (api) => {
    const employeeId = await employeeOf(api);
    const typeId = await typeOf(api);
    await policyOf(api, typeId);
    await api.put(`/admin/employees/${employeeId}/leave-balances/${typeId}`, { year: 2031, delta: 10, reason: 'Isolation' }).expect(200);
    // A Tuesday of 2031, one week apart per record.
    const day = new Date(Date.UTC(2031, 0, 7 + 7 * ++n)).toISOString().slice(0, 10);
    const res = await api.post('/hr/leaves', { leaveTypeId: typeId, startDate: day, endDate: day });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/hr/leaves/${id}`,
  listPath: '/admin/leaves',
  writes: [
    { method: 'post', path: (id) => `/hr/leaves/${id}/approve`, body: {} },
    { method: 'post', path: (id) => `/hr/leaves/${id}/reject`, body: { comment: 'Hijacked' } },
    { method: 'post', path: (id) => `/hr/leaves/${id}/cancel`, body: {} },
    { method: 'put', path: (id) => `/admin/leaves/${id}/override`, body: { action: 'CANCEL', comment: 'Hijacked' } },
  ],
});

registerIsolatedResource({
  name: 'leave balances',
  create: async (api) => {
    const employeeId = await employeeOf(api);
    const typeId = await typeOf(api);
    await api.put(`/admin/employees/${employeeId}/leave-balances/${typeId}`, { year: 2031, delta: 3, reason: 'Isolation' }).expect(200);
    return `${employeeId}/leave-balances/${typeId}`;
  },
  detailPath: (id) => `/admin/employees/${id}?year=2031`,
  writes: [{ method: 'put', path: (id) => `/admin/employees/${id}`, body: { year: 2031, delta: 5, reason: 'Hijacked' } }],
});

registerIsolatedResource({
  name: 'public holidays',
  create: async (api) => (await api.post('/admin/leave-holidays', { date: `2031-0${1 + (++n % 9)}-1${n % 10}`, name: `Fête isolée ${n}` }).expect(201)).body.id as string,
  detailPath: (id) => `/admin/leave-holidays/${id}`,
  updatePath: (id) => `/admin/leave-holidays/${id}`,
  updateBody: { date: '2031-05-05', name: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/admin/leave-holidays/${id}` }],
});
