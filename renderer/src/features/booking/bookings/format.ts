/** A booking's slot in the interface language: "mer. 18 nov. 2026, 09:00 – 10:30". */
export function formatSlot(start: string, end: string, language: string | undefined): string {
  const s = new Date(start);
  const e = new Date(end);
  const sameDay = s.toDateString() === e.toDateString();
  const date = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  return sameDay
    ? `${date.format(s)}, ${time.format(s)} – ${time.format(e)}`
    : `${date.format(s)} ${time.format(s)} – ${date.format(e)} ${time.format(e)}`;
}

export function formatInstant(iso: string | null, language: string | undefined): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
