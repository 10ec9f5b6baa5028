import { createHash } from 'node:crypto';
import type { ParsedLine } from './types';

/**
 * A stable id for a movement the bank gave none: the digest of its date, amount, label and
 * reference, plus its rank among identical movements of the file (two equal card payments on one
 * day stay two lines, and the same file imported again yields the same ids).
 */
export function digestIds(lines: Array<Omit<ParsedLine, 'externalId'> & { externalId?: string | null }>): ParsedLine[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    if (line.externalId) return { ...line, externalId: line.externalId };
    const key = [line.date, line.amountCents, line.label.trim().toUpperCase(), (line.reference ?? '').trim().toUpperCase()].join('|');
    const rank = (seen.get(key) ?? 0) + 1;
    seen.set(key, rank);
    const hash = createHash('sha256').update(`${key}|${rank}`).digest('hex').slice(0, 32);
    return { ...line, externalId: `H-${hash}` };
  });
}
