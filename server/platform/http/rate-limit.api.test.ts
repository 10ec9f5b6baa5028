import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { Problem } from './problem';
import { RateLimiter } from './rate-limit';

// The platform's limiter counts in the database: two apps on one database (two server processes
// of a SaaS deployment) share every limit.

let t: TestServer;
let other: TestServer;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-18T08:00:30Z' });
  other = await createTestServer({ sameDatabaseAs: t, now: '2026-11-18T08:00:30Z' });
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const rows = () => t.server.sequelize.query<{ bucket: string; hits: number | string }>('SELECT bucket, hits FROM rate_limit_hits ORDER BY bucket, window_start', { type: QueryTypes.SELECT });
const refusal = (err: unknown) => (err instanceof Problem ? { code: err.code, retryAfter: err.extensions.retryAfter } : err);

describe('the database rate limiter', () => {
  it('lets `max` requests through per fixed window, refuses the next with retryAfter, and starts afresh in the next window', async () => {
    const limiter = new RateLimiter(t.server.sequelize);
    const rule = { max: 3, windowMs: 60_000 };
    const at = new Date('2026-11-18T08:00:30Z');
    for (let i = 0; i < 3; i++) await limiter.hit('unit:a', rule, at);
    const refused = await limiter.hit('unit:a', rule, at).then(() => null, refusal);
    expect(refused).toEqual({ code: 'RATE_LIMITED', retryAfter: 30 });
    // The refusal changed nothing; another bucket counts apart.
    expect(await rows()).toEqual([{ bucket: 'unit:a', hits: 3 }]);
    await limiter.hit('unit:b', rule, at);
    // The next window: allowed again, and the first hit purges the windows that have ended.
    await limiter.hit('unit:a', rule, new Date('2026-11-18T08:01:00Z'));
    expect((await rows()).map((r) => [r.bucket, Number(r.hits)])).toEqual([['unit:a', 1]]);
  });

  it('20 concurrent hits from two apps on one database at a limit of 7: exactly 7 pass', async () => {
    const limiters = [new RateLimiter(t.server.sequelize), new RateLimiter(other.server.sequelize)];
    const at = new Date('2026-11-18T08:05:10Z');
    const outcomes = await Promise.all(Array.from({ length: 20 }, (_, i) => limiters[i % 2].hit('unit:race', { max: 7, windowMs: 60_000 }, at).then(() => 'ok', (err) => (err as Problem).code)));
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(7);
    expect(outcomes.filter((o) => o === 'RATE_LIMITED')).toHaveLength(13);
  });

  it('guards a public route across two apps: 20 concurrent applications at the limit of 5, exactly 5 get past it; the refusals are 429 problems documented in OpenAPI', async () => {
    const url = '/public/recruitment/offers/unknown-offer-token-0001/apply';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? other : t).http.post(url).field('firstName', 'A')));
    const passed = answers.filter((r) => r.status !== 429);
    expect(passed).toHaveLength(5);
    // Within the limit the request goes on as usual, to its validation.
    expect(passed.map((r) => r.body.code)).toEqual(Array(5).fill('VALIDATION_FAILED'));
    const refused = answers.find((r) => r.status === 429)!;
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(refused.body.retryAfter).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBe(String(refused.body.retryAfter));
    const doc = (await t.http.get('/openapi.json')).body;
    expect(doc.paths['/public/recruitment/offers/{token}/apply'].post.responses['429']).toBeDefined();
    expect(doc.paths['/documents/{id}/download'].get.responses['429']).toBeDefined();
  });
});
