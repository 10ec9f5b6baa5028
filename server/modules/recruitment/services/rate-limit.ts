import type { RateLimitSpec } from '../../../platform/http/rate-limit';

/**
 * The public pages' limits, per address (and per offer or token), counted in the database by the
 * platform's limiter: they hold across every server process. The three public pages share one
 * budget of page views.
 */
export const PUBLIC_LIMITS = {
  page: { name: 'recruitment.page', max: 60, windowMs: 60_000 },
  apply: { name: 'recruitment.apply', max: 5, windowMs: 10 * 60_000, key: (req) => String(req.params.token) },
  respond: { name: 'recruitment.respond', max: 10, windowMs: 10 * 60_000, key: (req) => String(req.params.token) },
} as const satisfies Record<string, RateLimitSpec>;
