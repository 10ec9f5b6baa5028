import { describe, expect, it } from 'vitest';
import { periodLabel } from './period-label';

describe('periodLabel', () => {
  it('names calendar months, quarters and years', () => {
    expect(periodLabel('2026-03-01', '2026-03-31')).toBe('2026-03');
    expect(periodLabel('2024-02-01', '2024-02-29')).toBe('2024-02');
    expect(periodLabel('2026-04-01', '2026-06-30')).toBe('2026-T2');
    expect(periodLabel('2026-10-01', '2026-12-31')).toBe('2026-T4');
    expect(periodLabel('2026-01-01', '2026-12-31')).toBe('2026');
  });
  it('spells out any other range', () => {
    expect(periodLabel('2026-03-05', '2026-04-04')).toBe('2026-03-05 → 2026-04-04');
    expect(periodLabel('2026-02-01', '2026-03-31')).toBe('2026-02-01 → 2026-03-31');
    expect(periodLabel('2026-03-01', '2026-03-30')).toBe('2026-03-01 → 2026-03-30');
  });
});
