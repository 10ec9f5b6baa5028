import { axisNumber } from './axisNumber';

describe('axisNumber', () => {
  it('writes ticks the way the reader writes numbers', () => {
    expect(axisNumber('fr')(1250.5).replace(/\s/g, ' ')).toBe('1 250,5');
    expect(axisNumber('en')(1250.5)).toBe('1,250.5');
    expect(axisNumber('fr')(null)).toBe('');
  });
});
