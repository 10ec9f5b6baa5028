import { expect } from 'vitest';
import type { ApiClient } from '../../test/factories';
import { registerIsolatedResource } from '../../test/isolation/registry';

const FORM = { name: 'Formulaire isolé', sections: [{ title: 'Bilan', questions: [{ type: 'RATING', label: 'Note' }] }] };

async function created(res: { status: number; body: { id?: string } }): Promise<string> {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** Tenant A's administrator with an employee profile (and one report, for a one-on-one). */
async function adminProfile(api: ApiClient): Promise<string> {
  const me = await api.get('/hr/me');
  if (me.status === 200) return me.body.id as string;
  const user = (await api.get('/auth/me').expect(200)).body as { user: { id: string } };
  return created(await api.post('/admin/employees', { firstName: 'Isolée', lastName: 'Administratrice', userId: user.user.id }));
}

registerIsolatedResource({
  name: 'appraisal forms',
  create: async (api) => created(await api.post('/hr/appraisals/forms', FORM)),
  detailPath: (id) => `/hr/appraisals/forms/${id}`,
  listPath: '/hr/appraisals/forms',
  updatePath: (id) => `/hr/appraisals/forms/${id}`,
  updateMethod: 'put',
  updateBody: { ...FORM, name: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/hr/appraisals/forms/${id}` }],
});

registerIsolatedResource({
  name: 'appraisal cycles',
  create: async (api) => {
    const formId = await created(await api.post('/hr/appraisals/forms', FORM));
    return created(await api.post('/hr/appraisals/cycles', { name: 'Cycle isolé', formId, opensOn: '2026-01-01', closesOn: '2026-02-01' }));
  },
  detailPath: (id) => `/hr/appraisals/cycles/${id}`,
  listPath: '/hr/appraisals/cycles',
  writes: [
    { method: 'post', path: (id) => `/hr/appraisals/cycles/${id}/open` },
    { method: 'post', path: (id) => `/hr/appraisals/cycles/${id}/close` },
    { method: 'delete', path: (id) => `/hr/appraisals/cycles/${id}` },
  ],
});

registerIsolatedResource({
  name: 'objectives',
  create: async (api) => created(await api.post('/hr/objectives', { title: 'Objectif isolé', type: 'COMPANY' })),
  detailPath: (id) => `/hr/objectives/${id}`,
  listPath: '/hr/objectives',
  updatePath: (id) => `/hr/objectives/${id}`,
  updateMethod: 'put',
  updateBody: { title: 'Hijacked', type: 'COMPANY' },
  writes: [
    { method: 'post', path: (id) => `/hr/objectives/${id}/submit` },
    { method: 'post', path: (id) => `/hr/objectives/${id}/approve` },
    { method: 'post', path: (id) => `/hr/objectives/${id}/not-achieved`, body: { comment: 'x' } },
    { method: 'put', path: (id) => `/hr/objectives/${id}/progress`, body: { progress: 100 } },
  ],
});

registerIsolatedResource({
  name: 'one-on-ones',
  create: async (api) => {
    const managerId = await adminProfile(api);
    const reportId = await created(await api.post('/admin/employees', { firstName: 'Report', lastName: 'Isolé', managerId }));
    return created(await api.post('/hr/appraisals/one-on-ones', { withEmployeeId: reportId, scheduledAt: '2026-03-01T10:00:00Z', agendaItems: ['Point'] }));
  },
  detailPath: (id) => `/hr/appraisals/one-on-ones/${id}`,
  listPath: '/hr/appraisals/one-on-ones',
  writes: [
    { method: 'post', path: (id) => `/hr/appraisals/one-on-ones/${id}/complete` },
    { method: 'post', path: (id) => `/hr/appraisals/one-on-ones/${id}/cancel` },
    { method: 'post', path: (id) => `/hr/appraisals/one-on-ones/${id}/agenda-items`, body: { title: 'Hijacked' } },
    { method: 'post', path: (id) => `/hr/appraisals/one-on-ones/${id}/action-items`, body: { title: 'Hijacked' } },
  ],
});

registerIsolatedResource({
  name: '360 campaigns',
  create: async (api) => created(await api.post('/hr/appraisals/feedback360/campaigns', { name: 'Campagne isolée', questions: [{ category: 'A', label: 'B', type: 'RATING' }] })),
  detailPath: (id) => `/hr/appraisals/feedback360/campaigns/${id}`,
  listPath: '/hr/appraisals/feedback360/campaigns',
  updatePath: (id) => `/hr/appraisals/feedback360/campaigns/${id}`,
  updateMethod: 'put',
  updateBody: { name: 'Hijacked', questions: [{ category: 'A', label: 'B', type: 'RATING' }] },
  writes: [
    { method: 'post', path: (id) => `/hr/appraisals/feedback360/campaigns/${id}/launch` },
    { method: 'post', path: (id) => `/hr/appraisals/feedback360/campaigns/${id}/close` },
    { method: 'delete', path: (id) => `/hr/appraisals/feedback360/campaigns/${id}` },
  ],
});
