import { describe, expect, it } from 'vitest';
import { isValidBic, isValidIban, normalizeIban } from './iban';

describe('IBAN validation with corrected WAEMU patterns', () => {
  it('accepts real WAEMU IBANs, Côte d’Ivoire included (refused by stock ibantools)', () => {
    for (const iban of [
      'CI93CI0080111301134291200589',
      'SN08SN0100152000048500003035',
      'BJ66BJ0610100100144390000769',
      'BF42BF0840101300463574000390',
      'ML13ML0160120102600100668497',
      'NE58NE0380100100130305000268',
      'TG53TG0090604310346500400070',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('accepts spaced and lower-case input and normalises it', () => {
    expect(isValidIban('ci93 ci008 01113 011342912005 89')).toBe(true);
    expect(normalizeIban('ci93 ci008 01113 011342912005 89')).toBe('CI93CI0080111301134291200589');
    expect(isValidIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and an unknown country', () => {
    expect(isValidIban('CI94CI0080111301134291200589')).toBe(false);
    expect(isValidIban('CI93CI008011130113429120058')).toBe(false);
    expect(isValidIban('FR1420041010050500013M02607')).toBe(false);
    expect(isValidIban('XX93CI0080111301134291200589')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('validates BICs', () => {
    expect(isValidBic('SGCICIAB')).toBe(true);
    expect(isValidBic('BNPAFRPPXXX')).toBe(true);
    expect(isValidBic('SGC1CIAB')).toBe(false);
  });
});
