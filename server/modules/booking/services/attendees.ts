import { validationFailed } from '../../../platform/http/problem';
import type { Attendee } from '../models/booking';
import type { Directory } from './directory';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Attendees arrive as user ids or email addresses. Ids must name users of the tenant; an email
 * of a user of the tenant is linked to that user, any other email is a guest. Duplicates go.
 */
export async function resolveAttendees(
  refs: readonly string[],
  directory: Directory,
  field = 'attendees',
): Promise<Attendee[]> {
  const ids = refs.filter((r) => UUID.test(r));
  const emails = refs.filter((r) => !UUID.test(r)).map((e) => e.trim().toLowerCase());
  const [users, byEmail] = await Promise.all([
    ids.length ? directory.users(ids) : new Map(),
    emails.length ? directory.usersByEmails(emails) : new Map(),
  ]);
  const unknown = refs.map((r, i) => ({ r, i })).filter(({ r }) => UUID.test(r) && !users.get(r));
  if (unknown.length)
    throw validationFailed(
      unknown.map(({ i }) => ({ path: `${field}.${i}`, message: 'Unknown user' })),
      'An attendee is not a user of the company',
    );
  const result: Attendee[] = [];
  const seen = new Set<string>();
  for (const ref of refs) {
    const person = UUID.test(ref) ? users.get(ref) : byEmail.get(ref.trim().toLowerCase());
    const attendee: Attendee = person
      ? { userId: person.id, email: person.email, name: person.name }
      : { userId: null, email: ref.trim().toLowerCase(), name: null };
    const key = attendee.userId ?? attendee.email;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(attendee);
  }
  return result;
}
