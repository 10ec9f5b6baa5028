import { describe, expect, it } from 'vitest';
import { letterCode } from './letter-codes';

describe('letter codes', () => {
  it('counts A…Z, then AA, AB…, as accountants write them', () => {
    expect([1, 2, 26, 27, 28, 52, 53, 702, 703].map(letterCode)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA']);
    expect(() => letterCode(0)).toThrow();
  });
});
