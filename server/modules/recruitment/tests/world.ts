import { expect } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';
import { buildOrg, type Org, type Person } from '../../approvals/tests/world';

/**
 * A recruitment world: the administrator Awa (ORG_ADMIN: every permission), a recruiter
 * (RECRUITER: no approve, no publish), a manager who may only draft and read requisitions, and an
 * employee without any recruitment permission.
 */
export interface RecruitmentWorld {
  org: Org;
  recruiter: Person;
  drafter: Person;
  outsider: Person;
}

export async function buildRecruitmentWorld(t: TestServer): Promise<RecruitmentWorld> {
  const org = await buildOrg(t);
  const recruiter = await org.hire({ firstName: 'Fatou', roles: ['RECRUITER'], manager: org.admin });
  const drafter = await org.hire({ firstName: 'Koffi', permissions: ['recruitment.requisition.create', 'recruitment.requisition.read'], manager: org.admin });
  const outsider = await org.hire({ firstName: 'Paul', manager: org.admin });
  return { org, recruiter, drafter, outsider };
}

export const requisitionBody = (extra: Record<string, unknown> = {}) => ({
  jobTitle: 'Comptable confirmé',
  justification: 'NEW_POSITION',
  priority: 'NORMAL',
  contractType: 'CDI',
  headcount: 1,
  salaryMin: '450000',
  salaryMax: '650000.50',
  description: 'Renfort du service comptable',
  ...extra,
});

export async function requisition(api: ApiClient, extra: Record<string, unknown> = {}) {
  const res = await api.post('/recruitment/requisitions', requisitionBody(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string };
}

/** A requisition drafted by `author`, submitted, and approved by `approver`. */
export async function approvedRequisition(author: ApiClient, approver: ApiClient, extra: Record<string, unknown> = {}) {
  const r = await requisition(author, extra);
  await author.post(`/recruitment/requisitions/${r.id}/submit`).expect(200);
  const res = await approver.post(`/recruitment/requisitions/${r.id}/approve`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { id: string; status: string };
}

let n = 0;
export async function publishedOffer(api: ApiClient, extra: Record<string, unknown> = {}) {
  n += 1;
  const res = await api.post('/recruitment/offers', {
    title: `Développeur·se TypeScript ${n}-${Math.random().toString(36).slice(2, 6)}`,
    description: 'Rejoignez l’équipe produit à Abidjan.',
    location: 'Abidjan',
    contractType: 'CDI',
    skills: ['TypeScript', 'PostgreSQL'],
    languages: [{ language: 'Français', level: 'C1' }],
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const published = await api.post(`/recruitment/offers/${res.body.id}/publish`);
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body as { id: string; publicToken: string; status: string };
}

export const candidate = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Mariam',
  lastName: 'Traoré',
  email: `mariam.${Math.random().toString(36).slice(2, 8)}@example.test`,
  phone: '+225 07 01 02 03 04',
  source: 'JOB_BOARD',
  ...extra,
});

export async function applied(api: ApiClient, offerId: string, extra: Record<string, unknown> = {}) {
  const res = await api.post(`/recruitment/offers/${offerId}/apply`, candidate(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; status: string; email: string };
}

/** A minimal well-formed PDF (what the public form accepts). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');
