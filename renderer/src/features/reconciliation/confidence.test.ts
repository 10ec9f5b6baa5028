import { confidenceOf } from './confidence';

describe('confidenceOf', () => {
  it('reads the score of a proposal as a confidence', () => {
    expect(confidenceOf(150)).toBe('HIGH'); // same day, reference found, every word shared
    expect(confidenceOf(130)).toBe('HIGH'); // same day, reference found
    expect(confidenceOf(100)).toBe('MEDIUM'); // same day, nothing else in common
    expect(confidenceOf(80)).toBe('MEDIUM'); // two days apart
    expect(confidenceOf(70)).toBe('LOW'); // three days apart
  });
});
