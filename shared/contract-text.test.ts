import { describe, expect, it } from 'vitest';
import { BLANK, fillPlaceholders, frenchDate, frenchHours, frenchMoney, placeholdersIn, textBlocks, unknownPlaceholders } from './contract-text';

describe('contract text', () => {
  it('finds placeholders in order, once each, spaces allowed inside the braces', () => {
    expect(placeholdersIn('{{ employee.fullName }} {{contract.salary}} {{employee.fullName}} {{x.y}}')).toEqual(['employee.fullName', 'contract.salary', 'x.y']);
    expect(unknownPlaceholders('{{employee.fullName}} {{x.y}} {{today}}')).toEqual(['x.y']);
    expect(placeholdersIn('{ {employee.fullName} } {{}} {{1abc}}')).toEqual([]);
  });

  it('fills known placeholders, blanks missing values and leaves unknown ones as written', () => {
    expect(fillPlaceholders('A {{ employee.fullName }}, fin {{contract.endDate}}, {{foo}}', { 'employee.fullName': 'Awa Koné', 'contract.endDate': null })).toBe(`A Awa Koné, fin ${BLANK}, {{foo}}`);
  });

  it('formats French dates, hours and amounts (grouping with a narrow no-break space)', () => {
    expect(frenchDate('2026-03-01')).toBe('01/03/2026');
    expect(frenchDate(null)).toBeNull();
    expect(frenchHours(4000)).toBe('40 heures');
    expect(frenchHours(3750)).toBe('37,5 heures');
    expect(frenchHours(3525)).toBe('35,25 heures');
    expect(frenchMoney(45_000_000, 'XOF')).toBe('450\u202f000 F CFA');
    expect(frenchMoney(235_050, 'EUR')).toBe('2\u202f350,50 €');
    expect(frenchMoney('1234567890123', 'GNF')).toBe('12\u202f345\u202f678\u202f901,23 GNF');
    expect(frenchMoney(-5, 'USD')).toBe('-0,05 USD');
  });

  it('splits a text into title, headings and paragraphs', () => {
    expect(textBlocks('# Contrat\n\n## Article 1\nLigne un\nLigne deux\n\n\nFin\r\n')).toEqual([
      { kind: 'title', text: 'Contrat' },
      { kind: 'heading', text: 'Article 1' },
      { kind: 'paragraph', text: 'Ligne un\nLigne deux' },
      { kind: 'paragraph', text: 'Fin' },
    ]);
  });
});
