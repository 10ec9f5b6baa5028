import { describe, expect, it } from 'vitest';
import { suggestVendorCode } from './supplies';

describe('suggestVendorCode', () => {
  it('takes the first three words, six characters each, accents and punctuation dropped', () => {
    expect(suggestVendorCode('Société Ivoirienne de Bureautique')).toBe('SOCIET-IVOIRI-DE');
    expect(suggestVendorCode('Orange')).toBe('ORANGE');
    expect(suggestVendorCode('  Compagnie   Ivoirienne d’Électricité  ')).toBe('COMPAG-IVOIRI-DELECT');
    expect(suggestVendorCode('A & B Transports')).toBe('A-B-TRANSP');
    expect(suggestVendorCode('— !')).toBe('');
  });
});
