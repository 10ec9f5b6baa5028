import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from './dates';

describe('business date schemas', () => {
  it('refuse anything that is not a real day or instant in range, without throwing', () => {
    // A refinement ran on a string the format had already refused and threw (a 500 the fuzz found:
    // `GET /booking/blockouts?to=20261120`, where a union tries the instant first).
    for (const value of ['20261120', '2026-02-30T00:00:00Z', 'x', '', '+275760-09-14T00:00:00Z', '0000-01-01T00:00:00Z', '2026-11-20T25:00:00Z']) {
      expect(() => isoInstantSchema().safeParse(value), value).not.toThrow();
      expect(isoInstantSchema().safeParse(value).success, value).toBe(false);
    }
    for (const value of ['20261120', '2026-02-30', '2025-02-29', '0000-01-01', '9999-12-31', '2026-13-01']) expect(isoDateSchema().safeParse(value).success, value).toBe(false);
    const either = z.union([isoInstantSchema(), isoDateSchema()]);
    expect(either.safeParse('20261120').success).toBe(false);
    expect(either.safeParse('2026-11-20T09:00:00+01:00').success).toBe(true);
    expect(either.safeParse('2026-11-20').success).toBe(true);
  });
});
