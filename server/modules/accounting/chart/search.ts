/** Accent- and case-insensitive matching of accounts by code prefix or title words. */

export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface Searchable {
  code: string;
  title: string;
}

/**
 * Rank of an account for a query, or null when it does not match. A query matches when the code
 * starts with it, or when each of its words starts a word of the title (accents ignored):
 * "tva ach" finds "État, TVA récupérable sur achats". Code matches rank first, then shorter codes.
 */
export function matchRank(account: Searchable, query: string): number | null {
  const q = normalizeText(query);
  if (!q) return 0;
  const compact = q.replace(/\s+/g, '');
  if (/^[0-9a-z]+$/.test(compact) && account.code.toLowerCase().startsWith(compact)) return 0;
  const words = normalizeText(account.title).split(' ');
  const terms = q.split(' ');
  if (terms.every((t) => words.some((w) => w.startsWith(t)))) return 1;
  return null;
}

/** Accounts matching the query, best first (code prefix matches, then title matches, by code). */
export function searchAccounts<T extends Searchable>(accounts: readonly T[], query: string): T[] {
  const ranked: Array<{ a: T; rank: number }> = [];
  for (const a of accounts) {
    const rank = matchRank(a, query);
    if (rank !== null) ranked.push({ a, rank });
  }
  return ranked.sort((x, y) => x.rank - y.rank || x.a.code.localeCompare(y.a.code)).map((r) => r.a);
}
