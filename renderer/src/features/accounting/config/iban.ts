/** `CI93CI0080111301134291200589` → `CI93 CI00 8011 1301 1342 9120 0589` (groups of four, for reading). */
export function friendlyIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})/g, '$1 ').trim();
}
