import { describe, expect, it } from 'vitest';
import { chartData } from './chart-data';
import { matchRank, normalizeText, searchAccounts } from './search';

const chart = chartData('SYSCOHADA').accounts;

describe('account search', () => {
  it('ignores accents and case', () => {
    expect(normalizeText("État, TVA récupérable sur achats")).toBe('etat tva recuperable sur achats');
  });

  it('finds by code prefix first, then by title words', () => {
    const found = searchAccounts(chart, '445').map((a) => a.code);
    expect(found).toEqual(['4451', '4452', '4454']);
    expect(searchAccounts(chart, 'tva recup ach').map((a) => a.code)).toEqual(['4452']);
    expect(searchAccounts(chart, 'electricite').map((a) => a.code)).toEqual(['6052']);
    expect(searchAccounts(chart, 'ÉLECTRICITÉ').map((a) => a.code)).toEqual(['6052']);
  });

  it('does not match in the middle of words or codes', () => {
    expect(matchRank({ code: '4452', title: 'TVA récupérable' }, '452')).toBeNull();
    expect(matchRank({ code: '4452', title: 'TVA récupérable' }, 'cuper')).toBeNull();
  });
});

describe('shipped charts', () => {
  it('SYSCOHADA has the two-digit accounts and the SME starter set, codes unique', () => {
    const codes = chart.map((a) => a.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['10', '13', '28', '40', '41', '52', '57', '60', '66', '70', '89', '4431', '4452', '4111', '4011', '521', '5711', '6611', '7011', '8911']) {
      expect(codes, code).toContain(code);
    }
  });

  it('PCG has the accounts an SME posts to', () => {
    const codes = chartData('PCG').accounts.map((a) => a.code);
    for (const code of ['101', '401', '411', '44566', '44571', '512', '530', '607', '6411', '706', '707']) expect(codes, code).toContain(code);
  });
});
