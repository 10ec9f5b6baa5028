import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';
import type { ApiClient } from '../../test/factories';

const requisitionBody = { jobTitle: 'Isolé', justification: 'GROWTH', priority: 'FUTURE', contractType: 'CDD' };

async function publishedOffer(api: ApiClient): Promise<string> {
  const created = await api.post('/recruitment/offers', { title: 'Offre isolée', description: 'Réservée au tenant A' });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await api.post(`/recruitment/offers/${created.body.id}/publish`).expect(200);
  return created.body.id as string;
}

registerIsolatedResource({
  name: 'job requisitions',
  create: async (api) => {
    const res = await api.post('/recruitment/requisitions', requisitionBody);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/recruitment/requisitions/${id}`,
  listPath: '/recruitment/requisitions',
  updatePath: (id) => `/recruitment/requisitions/${id}`,
  updateBody: { ...requisitionBody, jobTitle: 'Hijacked' },
  writes: [
    { method: 'post', path: (id) => `/recruitment/requisitions/${id}/submit` },
    { method: 'post', path: (id) => `/recruitment/requisitions/${id}/cancel` },
    { method: 'delete', path: (id) => `/recruitment/requisitions/${id}` },
  ],
});

registerIsolatedResource({
  name: 'job offers',
  create: publishedOffer,
  detailPath: (id) => `/recruitment/offers/${id}`,
  listPath: '/recruitment/offers',
  writes: [
    { method: 'post', path: (id) => `/recruitment/offers/${id}/close` },
    { method: 'post', path: (id) => `/recruitment/offers/${id}/apply`, body: { firstName: 'Intrus', lastName: 'B', email: 'intrus@example.test' } },
    { method: 'post', path: (id) => `/recruitment/offers/${id}/from-template`, body: {} },
  ],
});

registerIsolatedResource({
  name: 'job applications',
  create: async (api) => {
    const offerId = await publishedOffer(api);
    const res = await api.post(`/recruitment/offers/${offerId}/apply`, { firstName: 'Isolée', lastName: 'Candidate', email: 'isolee@example.test' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/recruitment/applications/${id}`,
  listPath: '/recruitment/applications',
  writes: [
    { method: 'post', path: (id) => `/recruitment/applications/${id}/move`, body: { stage: 'SCREENING' } },
    { method: 'post', path: (id) => `/recruitment/applications/${id}/reject`, body: {} },
    { method: 'post', path: (id) => `/recruitment/applications/${id}/notes`, body: { note: 'Hijacked' } },
    { method: 'post', path: (id) => `/recruitment/applications/${id}/rating`, body: { rating: 1 } },
  ],
});
