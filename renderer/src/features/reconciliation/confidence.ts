export type Confidence = 'HIGH' | 'MEDIUM' | 'LOW';

/**
 * How sure a proposal is, from its score (server: reconciliation/services/candidates.ts, 100
 * minus 10 a day apart, plus 30 when the line's reference is in the entry, plus up to 20 for
 * shared label words): the same day with the reference or the same words is HIGH; a day or two
 * apart, or the same day with nothing else in common, MEDIUM; further, LOW.
 */
export function confidenceOf(score: number): Confidence {
  if (score >= 120) return 'HIGH';
  if (score >= 80) return 'MEDIUM';
  return 'LOW';
}
