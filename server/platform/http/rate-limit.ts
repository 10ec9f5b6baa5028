import type { Request, RequestHandler } from 'express';
import { QueryTypes, type Sequelize } from 'sequelize';
import type { Migration } from '../db/migrations';
import { inTransaction } from '../db/transaction';
import { asSystem, now } from '../tenancy/context';
import { Problem } from './problem';

export const rateLimitHitsMigration: Migration = {
  name: '202611270100-create-rate-limit-hits',
  async up({ qi, DataTypes }) {
    await qi.createTable('rate_limit_hits', {
      /** `<limit name>:<address>[:<what else keys it>]`. */
      bucket: { type: DataTypes.STRING(400), primaryKey: true, allowNull: false },
      /** Start of the fixed window, in milliseconds since the epoch. */
      window_start: { type: DataTypes.BIGINT, primaryKey: true, allowNull: false },
      hits: { type: DataTypes.INTEGER, allowNull: false },
      /** The window's end: from then on the row is only waste, purged on a later write. */
      expires_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('rate_limit_hits', ['expires_at'], { name: 'rate_limit_hits_expires' });
  },
  async down({ qi }) {
    await qi.dropTable('rate_limit_hits');
  },
};

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
}

/** A route's limit: the rule, its name, and what keys it besides the caller's address. */
export interface RateLimitSpec extends RateRule {
  name: string;
  /** E.g. the offer's token of `/public/recruitment/offers/{token}/apply` (from the raw path parameters). */
  key?: (req: Request) => string;
}

function rateLimited(retryAfter: number): Problem {
  return new Problem('RATE_LIMITED', `Too many requests; try again in ${retryAfter} seconds`, { retryAfter });
}

/**
 * Fixed-window request counters in the database, so that every server process counts against
 * the same limit. One atomic statement per request: insert the window's row with one hit, or add
 * one to it while it is under the limit; no row back means the limit is reached, and the refused
 * request changes nothing. On PostgreSQL concurrent upserts of one row queue on its lock; on
 * SQLite writers are serialized. A new window's first hit purges the windows that have ended.
 */
export class RateLimiter {
  constructor(private readonly sequelize: Sequelize) {}

  /** Counts one request in `bucket`, or throws 429 RATE_LIMITED (extension retryAfter, seconds). */
  async hit(bucket: string, rule: RateRule, at: Date): Promise<void> {
    const t = at.getTime();
    const start = Math.floor(t / rule.windowMs) * rule.windowMs;
    const end = new Date(start + rule.windowMs);
    // Its own short transaction, never the caller's: a hit stays counted whatever the request does next.
    const hits = await asSystem(() =>
      inTransaction(this.sequelize, async () => {
        // The leading comment is load-bearing: Sequelize's SQLite driver runs a statement starting
        // with "INSERT INTO" without reading rows, and RETURNING's row is the answer here.
        const rows = await this.sequelize.query<{ hits: number | string }>(
          `/* rate limit */ INSERT INTO rate_limit_hits (bucket, window_start, hits, expires_at) VALUES (:bucket, :start, 1, :end)
           ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1 WHERE rate_limit_hits.hits < :max
           RETURNING hits`,
          { type: QueryTypes.SELECT, replacements: { bucket, start, end, max: rule.max } },
        );
        const counted = rows.length ? Number(rows[0].hits) : null;
        if (counted === 1) await this.sequelize.query('DELETE FROM rate_limit_hits WHERE expires_at <= :at', { replacements: { at } });
        return counted;
      }),
    );
    if (hits === null) throw rateLimited(Math.max(1, Math.ceil((start + rule.windowMs - t) / 1000)));
  }

  /** The route step: counts the request before anything else runs on it (validation included). */
  middleware(spec: RateLimitSpec): RequestHandler {
    return async (req, res, next) => {
      const bucket = [spec.name, req.ip ?? '-', ...(spec.key ? [spec.key(req)] : [])].join(':').slice(0, 400);
      try {
        await this.hit(bucket, spec, now());
      } catch (err) {
        if (err instanceof Problem && err.code === 'RATE_LIMITED') res.setHeader('Retry-After', String(err.extensions.retryAfter));
        throw err;
      }
      next();
    };
  }
}

/**
 * The limit of a public route whose secret is a token in its path or body (a set-password link,
 * a calendar feed, a signed download): plenty for a person or a calendar app, far too few to guess
 * a token. Each route counts apart under its own name.
 */
export const tokenLinkLimit = (name: string, max = 30): RateLimitSpec => ({ name, max, windowMs: 60_000 });
