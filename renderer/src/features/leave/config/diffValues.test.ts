import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import fr from '../../../i18n/fr/leave.json';
import type { LeaveDiff } from '../api';
import { diffFieldKey, formatDiffValue } from './diffValues';

type Item = LeaveDiff['items'][number];

/** A t() over the French leave messages: enough interpolation and plurals for these texts. */
const t = ((key: string, options: Record<string, unknown> = {}) => {
  const lookup = (k: string) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], fr);
  const plural = typeof options.count === 'number' ? lookup(`${key}_${options.count === 1 ? 'one' : 'other'}`) : undefined;
  const text = (plural ?? lookup(key) ?? key) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(options[name]));
}) as unknown as TFunction;

const item = (over: Partial<Item>): Item => ({
  leaveTypeCode: 'CP',
  leaveTypeName: 'Congés payés',
  policyId: 'p',
  field: 'annualAllowance',
  rule: 'MINIMUM',
  current: 24.96,
  template: 22,
  verdict: 'MORE_FAVOURABLE',
  legal: '',
  confirmed: true,
  source: '',
  ...over,
});

describe('formatDiffValue', () => {
  it('writes days with French decimals and plurals', () => {
    expect(formatDiffValue(t, item({}), 24.96, 'fr')).toBe('24,96 jours');
    expect(formatDiffValue(t, item({}), 1, 'fr')).toBe('1 jour');
    expect(formatDiffValue(t, item({ field: 'minNoticeDays' }), 15, 'fr')).toBe('15 jours calendaires');
  });

  it('writes seniority brackets in order of the text', () => {
    const brackets = [
      { afterYears: 5, days: 1 },
      { afterYears: 10, days: 2.5 },
    ];
    expect(formatDiffValue(t, item({ field: 'seniorityBonus' }), brackets, 'fr')).toBe('1 j après 5 ans · 2,5 j après 10 ans');
    expect(formatDiffValue(t, item({ field: 'seniorityBonus' }), [], 'fr')).toBe('Aucune tranche');
  });

  it('reads null as no limit for a maximum, and as nothing when the type or its policy is missing', () => {
    expect(formatDiffValue(t, item({ field: 'maxConsecutiveDays', rule: 'MAXIMUM' }), null, 'fr')).toBe('Sans limite');
    expect(formatDiffValue(t, item({ field: 'carryOverRules.maxDays', rule: 'REFERENCE' }), null, 'fr')).toBe('Sans limite');
    expect(formatDiffValue(t, item({ verdict: 'MISSING_TYPE', policyId: null, current: null }), null, 'fr')).toBe('—');
    expect(formatDiffValue(t, item({ field: 'annualAllowance' }), null, 'fr')).toBe('—');
  });

  it('names each compared field with a message key of its own', () => {
    for (const field of ['annualAllowance', 'seniorityBonus', 'maxConsecutiveDays', 'minNoticeDays', 'carryOverRules.maxDays']) {
      expect(t(diffFieldKey(field))).not.toBe(diffFieldKey(field));
    }
  });
});
