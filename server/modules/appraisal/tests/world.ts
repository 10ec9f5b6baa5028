import { expect } from 'vitest';
import type { ApiClient } from '../../../test/factories';
import type { Person } from '../../approvals/tests/world';

export { buildOrg, defineWorkflow, step, type Org, type Person } from '../../approvals/tests/world';

/** A form with a rating question, a text question and an objective review, as the tests use it. */
export const FORM = {
  name: 'Entretien annuel',
  sections: [
    {
      title: 'Bilan',
      questions: [
        { id: 'q-rating', type: 'RATING', label: 'Qualité du travail', scaleMax: 5 },
        { id: 'q-text', type: 'TEXT', label: 'Réussites de l’année' },
        { id: 'q-objectives', type: 'OBJECTIVE_REVIEW', label: 'Revue des objectifs' },
      ],
    },
  ],
};

export async function api(person: Person): Promise<ApiClient> {
  return person.api();
}

export function ok<T = Record<string, unknown>>(res: { status: number; body: unknown }, status = 200): T {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as T;
}
