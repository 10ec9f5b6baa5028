import { Problem } from '../../../platform/http/problem';

export interface RateRule {
  max: number;
  windowMs: number;
}

/** The public pages' limits, per address (and per offer or token). */
export const PUBLIC_LIMITS = {
  page: { max: 60, windowMs: 60_000 },
  apply: { max: 5, windowMs: 10 * 60_000 },
  respond: { max: 10, windowMs: 10 * 60_000 },
} as const satisfies Record<string, RateRule>;

/**
 * A sliding-window counter of the public endpoints, one per app (kept in the app's routes, never
 * in a module variable). It holds in memory: on several server processes each counts its own
 * share, which still bounds what one address can send; the offer-letter code lock, which must
 * hold whatever the process, is in the database.
 */
export class PublicRateLimiter {
  private readonly hits = new Map<string, number[]>();

  hit(key: string, rule: RateRule, at: Date): void {
    const t = at.getTime();
    const recent = (this.hits.get(key) ?? []).filter((x) => x > t - rule.windowMs);
    if (recent.length >= rule.max) {
      this.hits.set(key, recent);
      const retryAfter = Math.max(1, Math.ceil((recent[0] + rule.windowMs - t) / 1000));
      throw new Problem('RATE_LIMITED', `Too many requests; try again in ${retryAfter} seconds`, { retryAfter });
    }
    recent.push(t);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) for (const [k, v] of this.hits) if (!v.some((x) => x > t - rule.windowMs)) this.hits.delete(k);
  }
}
