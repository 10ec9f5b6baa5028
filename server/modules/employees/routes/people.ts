import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { AUTHENTICATED } from '../../../platform/http/requirements';
import { TENANT_PERMISSIONS } from '../../../../shared/permissions';
import { PERSON_KINDS, PersonOptionView } from '../../../../shared/views/employees';
import { people } from '../people';

export const PeopleQuery = z.object({
  q: z.string().trim().max(100).optional().describe('Words that must all appear in the name, email (employees: number, job title); accents and case ignored'),
  kind: z.enum(PERSON_KINDS).default('user').describe('user: active user accounts; employee: current employee profiles (needs employee.read)'),
  permission: z.enum(TENANT_PERMISSIONS).optional().describe('Users only: the active holders of this permission'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** The one people search behind every person picker of the renderer. */
export function peopleRoutes(): ApiRouter {
  return new ApiRouter('People').get(
    '/people',
    {
      summary: 'Find people for a picker: users (optionally holding a permission) or employees, accents ignored',
      access: AUTHENTICATED,
      query: PeopleQuery,
      response: z.array(PersonOptionView),
    },
    ({ query }) => people.search(query),
  );
}
