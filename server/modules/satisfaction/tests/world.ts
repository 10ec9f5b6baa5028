import { expect } from 'vitest';
import { buildAdmin, buildUser, loginAs, type ApiClient, type TestTenant, type TestUser } from '../../../test/factories';
import type { TestServer } from '../../../test/test-server';

export interface Member {
  user: TestUser;
  api: ApiClient;
  employeeId: string;
}

export interface SatisfactionWorld {
  t: TestServer;
  tenant: TestTenant;
  admin: ApiClient;
  /** satisfaction.survey.create and .distribute, no respond (never a recipient). */
  hr: ApiClient;
  /** satisfaction.survey.create only. */
  author: ApiClient;
  /** satisfaction.feedback.manage_values only. */
  valuesManager: ApiClient;
}

export async function buildSatisfactionWorld(t: TestServer): Promise<SatisfactionWorld> {
  const { tenant, api: admin } = await buildAdmin(t);
  const hr = await loginAs(t, await buildUser(t, { tenant, permissions: ['satisfaction.survey.create', 'satisfaction.survey.distribute'] }));
  const author = await loginAs(t, await buildUser(t, { tenant, permissions: ['satisfaction.survey.create'] }));
  const valuesManager = await loginAs(t, await buildUser(t, { tenant, permissions: ['satisfaction.feedback.manage_values'] }));
  return { t, tenant, admin, hr, author, valuesManager };
}

export async function department(w: SatisfactionWorld, name: string, parentId?: string): Promise<string> {
  const res = await w.admin.post('/admin/departments', { name: `${name} ${Math.random().toString(36).slice(2, 6)}`, ...(parentId ? { parentId } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

/** An employee of the department with a user account (EMPLOYEE role: answers surveys, sends feedback). */
export async function member(w: SatisfactionWorld, departmentId: string | null, options: { managerId?: string; firstName?: string } = {}): Promise<Member> {
  const firstName = options.firstName ?? 'Salarié';
  const res = await w.admin.post('/admin/employees', { firstName, lastName: 'Test', ...(departmentId ? { departmentId } : {}), ...(options.managerId ? { managerId: options.managerId } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const user = await buildUser(w.t, { tenant: w.tenant, roles: ['EMPLOYEE'], employeeId: res.body.id, firstName, lastName: 'Test' });
  return { user, api: await loginAs(w.t, user), employeeId: res.body.id as string };
}

export async function members(w: SatisfactionWorld, departmentId: string | null, count: number): Promise<Member[]> {
  const out: Member[] = [];
  for (let i = 0; i < count; i++) out.push(await member(w, departmentId));
  return out;
}

export const PULSE = {
  kind: 'PULSE',
  title: 'Pulse de novembre',
  questions: [
    { type: 'ENPS', label: 'Recommanderiez-vous l’entreprise à un ami ?' },
    { type: 'RATING', label: 'Votre charge de travail est-elle raisonnable ?' },
    { type: 'CHOICE', label: 'Votre mode de travail préféré', options: ['Bureau', 'Télétravail', 'Hybride'] },
    { type: 'TEXT', label: 'Un mot pour la direction ?', required: false },
  ],
};

/** A survey created and opened by HR; answers it with its questions. */
export async function openedSurvey(w: SatisfactionWorld, body: object, open: object): Promise<{ id: string; questions: Array<{ id: string; type: string }> }> {
  const created = await w.hr.post('/hr/satisfaction/surveys', body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const opened = await w.hr.post(`/hr/satisfaction/surveys/${created.body.id}/open`, open);
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  return opened.body;
}

/** Answers of the PULSE: eNPS, rating, choice and an optional text. */
export function pulseAnswers(questions: Array<{ id: string }>, enps: number, rating: number, choice: string, text?: string) {
  const [q1, q2, q3, q4] = questions;
  return { answers: [{ questionId: q1.id, value: enps }, { questionId: q2.id, value: rating }, { questionId: q3.id, value: choice }, ...(text ? [{ questionId: q4.id, value: text }] : [])] };
}
