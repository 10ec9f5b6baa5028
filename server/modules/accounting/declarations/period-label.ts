import { addDays } from '../reports/dates';

function isFirstOfMonth(date: string): boolean {
  return date.endsWith('-01');
}

function isLastOfMonth(date: string): boolean {
  return addDays(date, 1).endsWith('-01');
}

/**
 * A short label for a declaration period: `2026-03` for a calendar month, `2026-T1` for a
 * calendar quarter (trimestre), `2026` for a calendar year, else `2026-03-05 → 2026-04-04`.
 */
export function periodLabel(start: string, end: string): string {
  const [sy, sm] = start.split('-').map(Number);
  const [ey, em] = end.split('-').map(Number);
  if (isFirstOfMonth(start) && isLastOfMonth(end) && sy === ey) {
    if (sm === em) return start.slice(0, 7);
    if (em - sm === 2 && sm % 3 === 1) return `${sy}-T${(sm + 2) / 3}`;
    if (sm === 1 && em === 12) return String(sy);
  }
  return `${start} → ${end}`;
}
