import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';

const unique = () => Math.random().toString(36).slice(2, 8);
const pulse = { kind: 'PULSE', title: 'Pulse isolé', questions: [{ type: 'ENPS', label: 'Recommanderiez-vous l’entreprise ?' }] };

registerIsolatedResource({
  name: 'satisfaction surveys',
  create: async (api) => {
    const res = await api.post('/hr/satisfaction/surveys', pulse);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/hr/satisfaction/surveys/${id}`,
  listPath: '/hr/satisfaction/surveys',
  updatePath: (id) => `/hr/satisfaction/surveys/${id}`,
  updateBody: { ...pulse, title: 'Hijacked' },
  writes: [
    { method: 'post', path: (id) => `/hr/satisfaction/surveys/${id}/open`, body: { audience: 'EVERYONE' } },
    { method: 'post', path: (id) => `/hr/satisfaction/surveys/${id}/close` },
    { method: 'delete', path: (id) => `/hr/satisfaction/surveys/${id}` },
  ],
});

registerIsolatedResource({
  name: 'satisfaction survey answers',
  create: async (api) => {
    const res = await api.post('/hr/satisfaction/surveys', pulse);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const opened = await api.post(`/hr/satisfaction/surveys/${res.body.id}/open`, { audience: 'EVERYONE' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    return res.body.id as string;
  },
  detailPath: (id) => `/hr/satisfaction/my-surveys/${id}`,
  listPath: '/hr/satisfaction/my-surveys',
  writes: [{ method: 'post', path: (id) => `/hr/satisfaction/my-surveys/${id}/response`, body: { answers: [] } }],
});

registerIsolatedResource({
  name: 'company values',
  create: async (api) => {
    const res = await api.post('/hr/satisfaction/values', { name: `Valeur isolée ${unique()}` });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/hr/satisfaction/values/${id}`,
  listPath: '/hr/satisfaction/values',
  updatePath: (id) => `/hr/satisfaction/values/${id}`,
  updateBody: { name: 'Hijacked' },
  writes: [
    { method: 'post', path: (id) => `/hr/satisfaction/values/${id}/deactivate` },
    { method: 'post', path: (id) => `/hr/satisfaction/values/${id}/activate` },
    { method: 'delete', path: (id) => `/hr/satisfaction/values/${id}` },
  ],
});

registerIsolatedResource({
  name: 'feedback messages',
  create: async (api) => {
    const user = await api.post('/admin/users', { email: `kudos-${unique()}@example.test`, firstName: 'Aya', lastName: 'Touré', password: 'isolation-pass-1' });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const res = await api.post('/hr/satisfaction/feedback', { type: 'KUDOS', recipientId: user.body.id, message: 'Bravo pour la clôture', scope: 'COMPANY' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/hr/satisfaction/feedback/${id}`,
  listPath: '/hr/satisfaction/feedback',
  writes: [{ method: 'delete', path: (id) => `/hr/satisfaction/feedback/${id}` }],
});
