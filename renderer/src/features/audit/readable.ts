import type { TFunction } from 'i18next';
import { formatDate, formatDateTime } from '../../components/dates/isoDate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CODE = /^[A-Z][A-Z0-9_]+$/;

/** A field of an audited record as a person reads it: its label, else its name as recorded. */
export function fieldLabel(t: TFunction, field: string): string {
  return t(`audit:fieldNames.${field}`, { defaultValue: field });
}

/**
 * A recorded value as a person reads it: names for the ids of people the event mentions
 * (`references`), local dates and times, yes/no, status labels; amounts in cents and other
 * values as recorded. Ids of records that have no name stay out of sight ("linked record").
 */
export function readableValue(
  t: TFunction,
  language: string,
  value: unknown,
  references: Record<string, string> = {},
  field = '',
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit:changes.yes' : 'audit:changes.no');
  if (typeof value === 'number' && field.endsWith('Cents'))
    return new Intl.NumberFormat(language, { minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value / 100);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (UUID.test(value)) return references[value] ?? t('audit:changes.linked');
  if (ISO_DATE.test(value)) return formatDate(value, language);
  if (ISO_INSTANT.test(value)) return formatDateTime(value, language);
  if (CODE.test(value)) return t(`common:status.${value}`, { defaultValue: value });
  return value;
}

/** Fields whose value names a record (in the order tried). */
const NAMING_FIELDS = ['pieceNumber', 'reference', 'name', 'subject', 'title', 'label', 'code', 'email', 'periodLabel'];

/**
 * What an event's record is called, as cheaply as it can be told: the name the server resolved
 * for its id (a person), else a naming value the event itself recorded (piece number, subject…).
 */
export function recordLabel(event: {
  entityId: string;
  references: Record<string, string>;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}): string | null {
  const named = event.references[event.entityId];
  if (named) return named;
  for (const field of NAMING_FIELDS) {
    const change = event.changes.find((c) => c.field === field);
    const value = change?.after ?? change?.before;
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
