/**
 * People and directory search fold accents and case on both databases: a derived `search_text`
 * column holds the normalized text and each word typed must appear in it (LIKE).
 */

/** `Éric N'Guessan` → `eric n'guessan`: what a search compares with. */
export function normalizeForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The normalized text stored in a `search_text` column. */
export function buildSearchText(parts: ReadonlyArray<string | null | undefined>, max = 1000): string {
  return normalizeForSearch(parts.filter(Boolean).join(' ')).slice(0, max);
}

/**
 * LIKE patterns, one per word typed (at most six): `%word%`. LIKE wildcards typed by the user
 * match one character, never "anything".
 */
export function searchPatterns(q: string | null | undefined): string[] {
  return normalizeForSearch(q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 6)
    .map((w) => `%${w.replace(/[%_\\]/g, '_')}%`);
}
