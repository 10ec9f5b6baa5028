import type { TFunction } from 'i18next';
import { readableValue } from './readable';

const t = ((key: string, options?: { defaultValue?: string }) =>
  ({ 'audit:changes.yes': 'Oui', 'audit:changes.linked': 'Élément lié', 'common:status.APPROVED': 'Approuvé' })[key] ??
  options?.defaultValue ??
  key) as unknown as TFunction;
const id = '1bd7d909-62f4-4438-b0f1-56b5705ad25f';

describe('readableValue', () => {
  it('shows names for ids, local dates, yes/no and status labels instead of raw values', () => {
    expect(readableValue(t, 'fr', id, { [id]: 'Mariam Bamba' })).toBe('Mariam Bamba');
    expect(readableValue(t, 'fr', '0e7ec3bb-a8aa-4f50-af2a-fff04e4426cd')).toBe('Élément lié');
    expect(readableValue(t, 'fr', '2026-11-26')).toBe('26/11/2026');
    expect(readableValue(t, 'fr', true)).toBe('Oui');
    expect(readableValue(t, 'fr', 'APPROVED')).toBe('Approuvé');
    expect(readableValue(t, 'fr', null)).toBe('—');
    expect(readableValue(t, 'fr', 'Salle Baobab')).toBe('Salle Baobab');
  });

  it('shows an instant in local time and cents as an amount', () => {
    expect(readableValue(t, 'fr', '2026-11-26T10:30:00.002Z')).toMatch(/26\/11\/2026/);
    expect(readableValue(t, 'fr', 1250000, {}, 'amountCents').replace(/\s/g, ' ')).toBe('12 500');
  });
});
