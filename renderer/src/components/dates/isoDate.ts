import { format, isValid, parseISO } from 'date-fns';

/** The API's calendar dates are `YYYY-MM-DD` strings; pickers work with local Date objects. */
export function fromIsoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export function toIsoDate(date: Date | null | undefined): string {
  return date && isValid(date) ? format(date, 'yyyy-MM-dd') : '';
}

export function localeTagOf(language: string): string {
  return language === 'fr' ? 'fr-FR' : 'en-GB';
}

/** "2026-03-05" → "05/03/2026" (fr) / "05/03/2026" (en-GB); a timestamp → date and time. */
export function formatDate(value: string | null | undefined, language: string): string {
  const date = fromIsoDate(value);
  return date ? new Intl.DateTimeFormat(localeTagOf(language), { dateStyle: 'short' }).format(date) : '';
}

export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeTagOf(language), { dateStyle: 'short', timeStyle: 'short' }).format(
    date,
  );
}

export interface Period {
  from: string;
  to: string;
}
