import { port } from '../../../platform/modules';

/** Demo seed: ids of users by email (in the order given; unknown ones left out). */
export async function usersByEmail(emails: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const email of emails) {
    const match = (await port('people').searchUsers(email, 5)).find((u) => u.email.toLowerCase() === email.toLowerCase());
    if (match) out.push(match.id);
  }
  return out;
}
