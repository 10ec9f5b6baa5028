/** Short month names, January first, in the reader's language ("janv.", "Jan"). */
export function monthLabels(language: string | undefined): string[] {
  const format = new Intl.DateTimeFormat(language ?? 'fr', { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2026, i, 1))));
}
