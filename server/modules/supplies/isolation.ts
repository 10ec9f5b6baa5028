import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';

let n = 0;
const vendorBody = () => ({ name: `Fournisseur isolé ${++n} ${Math.random().toString(36).slice(2, 8)}` });

registerIsolatedResource({
  name: 'vendors',
  create: async (api) => {
    const res = await api.post('/supplies/vendors', vendorBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/supplies/vendors/${id}`,
  listPath: '/supplies/vendors',
  updatePath: (id) => `/supplies/vendors/${id}`,
  updateBody: { name: 'Hijacked' },
  writes: [
    { method: 'post', path: (id) => `/supplies/vendors/${id}/deactivate` },
    { method: 'post', path: (id) => `/supplies/vendors/${id}/activate` },
  ],
});

registerIsolatedResource({
  name: 'purchase requests',
  create: async (api) => {
    const vendor = await api.post('/supplies/vendors', vendorBody());
    expect(vendor.status, JSON.stringify(vendor.body)).toBe(201);
    const res = await api.post('/supplies/purchase-requests', {
      vendorId: vendor.body.id,
      neededBy: '2100-01-31',
      justification: 'Demande isolée',
      items: [{ description: 'Stylos', quantity: 10, unitPrice: '250' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/supplies/purchase-requests/${id}`,
  listPath: '/supplies/purchase-requests',
  updatePath: (id) => `/supplies/purchase-requests/${id}`,
  updateBody: { vendorId: '00000000-0000-4000-8000-000000000000', neededBy: '2100-01-31', justification: 'Hijacked', items: [{ description: 'x', quantity: 1, unitPrice: '1' }] },
  writes: [
    { method: 'post', path: (id) => `/supplies/purchase-requests/${id}/submit` },
    { method: 'post', path: (id) => `/supplies/purchase-requests/${id}/cancel` },
    { method: 'post', path: (id) => `/supplies/purchase-requests/${id}/approve`, body: {} },
    { method: 'post', path: (id) => `/supplies/purchase-requests/${id}/reject`, body: {} },
    { method: 'post', path: (id) => `/supplies/purchase-requests/${id}/order`, body: {} },
    { method: 'post', path: (id) => `/supplies/purchase-requests/${id}/receive`, body: {} },
  ],
});
