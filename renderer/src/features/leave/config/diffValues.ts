import type { TFunction } from 'i18next';
import type { LeaveDiff } from '../api';

type Item = LeaveDiff['items'][number];

const isBrackets = (v: unknown): v is Array<{ afterYears: number; days: number }> =>
  Array.isArray(v) && v.every((b) => typeof b === 'object' && b !== null && 'afterYears' in b && 'days' in b);

/**
 * A value of the comparison with a collective agreement as text: days, seniority brackets, or
 * what null means for the field (no limit for a maximum, nothing for a missing policy).
 */
export function formatDiffValue(t: TFunction, item: Item, value: unknown, language: string): string {
  if (value === null || value === undefined) {
    if (item.verdict === 'MISSING_TYPE' || item.verdict === 'MISSING_POLICY') return '—';
    return item.rule === 'MAXIMUM' || item.field === 'maxConsecutiveDays' || item.field === 'carryOverRules.maxDays' ? t('config.noLimit') : '—';
  }
  const number = (n: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(n);
  if (isBrackets(value)) return value.length ? value.map((b) => t('config.bracket', { years: b.afterYears, days: number(b.days) })).join(' · ') : t('config.noBracket');
  if (typeof value === 'number') return item.field === 'minNoticeDays' ? t('config.calendarDays', { count: value, value: number(value) }) : t('config.days', { count: value, value: number(value) });
  return String(value);
}

/** The i18n key of a compared field (`carryOverRules.maxDays` is one key, not a path). */
export const diffFieldKey = (field: string) => `config.fields.${field.replace('.', '_')}`;

/** Verdicts that call for a change of policy, then the others. */
export const VERDICT_TONES = {
  EQUAL: 'default',
  MORE_FAVOURABLE: 'success',
  BELOW_MINIMUM: 'error',
  ABOVE_MAXIMUM: 'error',
  DIFFERENT: 'warning',
  MISSING_TYPE: 'warning',
  MISSING_POLICY: 'warning',
} as const;
