/**
 * The people the booking module shows and writes to: requesters, owners, attendees. Backed by
 * the identity module's user service (see ../index.ts); kept behind this small interface so the
 * booking services do not reach into another module's models.
 */
export interface Person {
  id: string;
  email: string;
  name: string;
  active: boolean;
}

export interface Directory {
  /** Users of the current tenant with these ids (unknown ids are absent from the map). */
  byIds(ids: readonly string[]): Promise<Map<string, Person>>;
  /** Users of the current tenant with these emails, keyed by lower-case email. */
  byEmails(emails: readonly string[]): Promise<Map<string, Person>>;
  /** Users of the current tenant holding a permission (booking.manage for notifications). */
  withPermission(code: string): Promise<Person[]>;
  /** Whether one user of the current tenant is active and holds a permission. */
  holds(userId: string, code: string): Promise<boolean>;
}

export async function personMap(
  directory: Directory,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, Person>> {
  const unique = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))];
  return unique.length ? directory.byIds(unique) : new Map();
}
