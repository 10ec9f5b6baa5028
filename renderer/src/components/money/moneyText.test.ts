import { formatAmountInput, formatMoney, parseAmountInput, screenDecimals } from './moneyText';

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('screenDecimals', () => {
  it('knows that XOF and GNF have no minor unit on screen and EUR has two', () => {
    expect(screenDecimals('XOF')).toBe(0);
    expect(screenDecimals('GNF')).toBe(0);
    expect(screenDecimals('EUR')).toBe(2);
    expect(screenDecimals(null)).toBe(2);
  });
});

describe('formatMoney', () => {
  it('shows XOF without decimals, grouped the French way', () => {
    expect(nbsp(formatMoney('1180000.00', 'XOF', 'fr'))).toBe('1 180 000 F CFA');
  });

  it('rounds half away from zero when the currency has no decimals', () => {
    expect(nbsp(formatMoney('1180.50', 'XOF', 'fr'))).toBe('1 181 F CFA');
    expect(nbsp(formatMoney('-1180.50', 'XOF', 'fr'))).toBe('-1 181 F CFA');
  });

  it('keeps every digit of large amounts (no binary floating point)', () => {
    expect(nbsp(formatMoney('90000000000000.05', 'EUR', 'fr'))).toBe('90 000 000 000 000,05 €');
  });

  it('formats EUR in English with two decimals', () => {
    expect(formatMoney('1180.00', 'EUR', 'en')).toBe('€1,180.00');
  });

  it('shows a plain number when there is no currency', () => {
    expect(nbsp(formatMoney('1180.5', null, 'fr'))).toBe('1 180,50');
  });
});

describe('parseAmountInput', () => {
  it('reads French typing: spaces group, comma is the decimal mark', () => {
    expect(parseAmountInput('1 180,5', 'EUR', 'fr')).toEqual({ ok: true, value: '1180.50' });
    expect(parseAmountInput('1\u202f180\u00a0000', 'XOF', 'fr')).toEqual({ ok: true, value: '1180000.00' });
    expect(parseAmountInput('1.180,25', 'EUR', 'fr')).toEqual({ ok: true, value: '1180.25' });
    expect(parseAmountInput('1180.25', 'EUR', 'fr')).toEqual({ ok: true, value: '1180.25' });
  });

  it('reads English typing: commas group', () => {
    expect(parseAmountInput('1,180.25', 'EUR', 'en')).toEqual({ ok: true, value: '1180.25' });
  });

  it('refuses decimals the currency does not have instead of rounding them away', () => {
    expect(parseAmountInput('1180,50', 'XOF', 'fr')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseAmountInput('1180,00', 'XOF', 'fr')).toEqual({ ok: true, value: '1180.00' });
    expect(parseAmountInput('10,125', 'EUR', 'fr')).toEqual({ ok: false, reason: 'decimals' });
  });

  it('refuses text that is not an amount, and amounts beyond the supported range', () => {
    expect(parseAmountInput('12a', 'EUR', 'fr')).toEqual({ ok: false, reason: 'format' });
    expect(parseAmountInput('1,2,3', 'EUR', 'fr')).toEqual({ ok: false, reason: 'format' });
    expect(parseAmountInput('', 'EUR', 'fr')).toEqual({ ok: false, reason: 'empty' });
    expect(parseAmountInput('100000000000000', 'EUR', 'fr')).toEqual({ ok: false, reason: 'range' });
  });

  it('keeps the sign, never a negative zero', () => {
    expect(parseAmountInput('-12,5', 'EUR', 'fr')).toEqual({ ok: true, value: '-12.50' });
    expect(parseAmountInput('-0', 'EUR', 'fr')).toEqual({ ok: true, value: '0.00' });
    expect(parseAmountInput('007', 'EUR', 'fr')).toEqual({ ok: true, value: '7.00' });
  });
});

describe('formatAmountInput', () => {
  it('groups the digits of a field that is not being typed in', () => {
    expect(nbsp(formatAmountInput('1180000.00', 'XOF', 'fr'))).toBe('1 180 000');
    expect(formatAmountInput('1180000.00', 'EUR', 'en')).toBe('1,180,000.00');
  });
});
