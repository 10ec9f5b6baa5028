import type { ApiClient } from '../../test/factories';
import { registerIsolatedResource } from '../../test/isolation/registry';

let n = 0;
const typeOf = async (api: ApiClient) =>
  (await api.post('/booking/resource-types', { name: `Isolation ${++n}` }).expect(201)).body.id as string;
const resourceOf = async (api: ApiClient) =>
  (
    await api
      .post('/booking/resources', { name: 'Salle isolée', code: `ISO-${++n}`, typeId: await typeOf(api) })
      .expect(201)
  ).body.id as string;
// Slots far ahead of any clock the suite runs with, one hour apart.
const slot = () => {
  const start = new Date(Date.UTC(2031, 0, 1, 8) + ++n * 3_600_000);
  return { start: start.toISOString(), end: new Date(start.getTime() + 1_800_000).toISOString() };
};

registerIsolatedResource({
  name: 'booking resource types',
  create: typeOf,
  detailPath: (id) => `/booking/resource-types/${id}`,
  listPath: '/booking/resource-types',
  updatePath: (id) => `/booking/resource-types/${id}`,
  updateBody: { name: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/booking/resource-types/${id}` }],
});

registerIsolatedResource({
  name: 'booking resources',
  create: resourceOf,
  detailPath: (id) => `/booking/resources/${id}`,
  listPath: '/booking/resources',
  updatePath: (id) => `/booking/resources/${id}`,
  updateBody: { name: 'Hijacked', code: 'HIJACK', typeId: '00000000-0000-4000-8000-000000000000' },
  writes: [
    { method: 'post', path: (id) => `/booking/resources/${id}/disable` },
    {
      method: 'put',
      path: (id) => `/booking/resources/${id}/auto-validation`,
      body: { autoValidate: false },
    },
    {
      method: 'post',
      path: (id) => `/booking/resources/${id}/blockouts`,
      body: { ...slot(), reason: 'Hijack' },
    },
  ],
});

registerIsolatedResource({
  name: 'booking blockouts',
  create: async (api) => {
    const resourceId = await resourceOf(api);
    return (
      await api
        .post(`/booking/resources/${resourceId}/blockouts`, { ...slot(), reason: 'Travaux' })
        .expect(201)
    ).body.id as string;
  },
  detailPath: (id) => `/booking/blockouts/${id}`,
  listPath: '/booking/blockouts',
  updatePath: (id) => `/booking/blockouts/${id}`,
  updateBody: { ...slot(), reason: 'Hijacked' },
  writes: [{ method: 'delete', path: (id) => `/booking/blockouts/${id}` }],
});

registerIsolatedResource({
  name: 'bookings',
  create: async (api) => {
    const resourceId = await resourceOf(api);
    return (await api.post('/booking/bookings', { resourceId, subject: 'Isolation', ...slot() }).expect(201))
      .body.id as string;
  },
  detailPath: (id) => `/booking/bookings/${id}`,
  listPath: '/booking/bookings',
  writes: [
    { method: 'post', path: (id) => `/booking/bookings/${id}/approve` },
    { method: 'post', path: (id) => `/booking/bookings/${id}/reject`, body: { reason: 'Hijack' } },
    { method: 'post', path: (id) => `/booking/bookings/${id}/cancel` },
    { method: 'post', path: (id) => `/booking/bookings/${id}/admin-cancel` },
    { method: 'put', path: (id) => `/booking/bookings/${id}/attendees`, body: { attendees: [] } },
    { method: 'post', path: (id) => `/booking/bookings/${id}/feedback`, body: { rating: 1 } },
  ],
});

registerIsolatedResource({
  name: 'booking history',
  create: async (api) => {
    const resourceId = await resourceOf(api);
    return (await api.post('/booking/bookings', { resourceId, subject: 'Historique', ...slot() }).expect(201))
      .body.id as string;
  },
  detailPath: (id) => `/booking/bookings/${id}/history`,
});
