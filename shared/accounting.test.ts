import { describe, expect, it } from 'vitest';
import { accountClassOf, bankAccountPrefix, chartStandardOf, defaultSocialBody, deriveAccountType, formatPieceNumber } from './accounting';

describe('account types derived from codes', () => {
  it.each([
    ['1013', 'EQUITY'],
    ['131', 'EQUITY'],
    ['162', 'LIABILITY'],
    ['2442', 'ASSET'],
    ['31', 'ASSET'],
    ['4011', 'LIABILITY'],
    ['4091', 'ASSET'],
    ['4111', 'ASSET'],
    ['4191', 'LIABILITY'],
    ['4211', 'ASSET'],
    ['422', 'LIABILITY'],
    ['4431', 'LIABILITY'],
    ['4452', 'ASSET'],
    ['4449', 'ASSET'],
    ['476', 'ASSET'],
    ['477', 'LIABILITY'],
    ['5211', 'ASSET'],
    ['56', 'LIABILITY'],
    ['6611', 'EXPENSE'],
    ['7061', 'REVENUE'],
    ['81', 'EXPENSE'],
    ['82', 'REVENUE'],
    ['8911', 'EXPENSE'],
    ['90', 'OFF_BALANCE'],
  ] as const)('SYSCOHADA %s is %s', (code, type) => {
    expect(deriveAccountType(code, 'SYSCOHADA')).toBe(type);
  });

  it.each([
    ['44566', 'ASSET'],
    ['44571', 'LIABILITY'],
    ['425', 'ASSET'],
    ['512', 'ASSET'],
    ['519', 'LIABILITY'],
    ['486', 'ASSET'],
    ['487', 'LIABILITY'],
  ] as const)('PCG %s is %s', (code, type) => {
    expect(deriveAccountType(code, 'PCG')).toBe(type);
  });

  it('takes the class from the first digit and formats piece numbers', () => {
    expect(accountClassOf('4431')).toBe(4);
    expect(formatPieceNumber('FAC', 2026, 1)).toBe('FAC-2026-00001');
    expect(formatPieceNumber('JRN', 2026, 123456)).toBe('JRN-2026-123456');
  });

  it('picks the chart, bank prefix and social body by country', () => {
    expect(chartStandardOf('FR')).toBe('PCG');
    expect(chartStandardOf('CI')).toBe('SYSCOHADA');
    expect(bankAccountPrefix('SYSCOHADA')).toBe('521');
    expect(bankAccountPrefix('PCG')).toBe('512');
    expect(defaultSocialBody('CI')).toBe('CNPS');
    expect(defaultSocialBody('SN')).toBe('IPRES');
    expect(defaultSocialBody('FR')).toBe('URSSAF');
    expect(defaultSocialBody('ML')).toBe('CNSS');
  });
});
