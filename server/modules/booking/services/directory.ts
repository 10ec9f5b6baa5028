import type { Person } from '../../employees';
import type { Directory } from './module-deps';

export type { Person, Directory };

/** The users behind these ids (nulls and repeats ignored), keyed by id. */
export function personMap(directory: Directory, ids: Iterable<string | null | undefined>): Promise<Map<string, Person>> {
  return directory.users(ids);
}
