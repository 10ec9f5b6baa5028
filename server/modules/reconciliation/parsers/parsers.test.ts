import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bankAmountToCents } from './amounts';
import { detectFormat, parseStatement, StatementFormatError } from './detect';

const fixture = (name: string) => readFileSync(join(__dirname, '..', 'tests', 'fixtures', name));

function refusal(run: () => unknown): StatementFormatError {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(StatementFormatError);
    return err as StatementFormatError;
  }
  throw new Error('expected a StatementFormatError');
}

describe('bank amounts', () => {
  it('reads decimal commas, thousands separators and signs into cents', () => {
    expect(bankAmountToCents('1 180 000,00')).toBe(118_000_000);
    expect(bankAmountToCents('1.180.000,50')).toBe(118_000_050);
    expect(bankAmountToCents('1,180,000.50')).toBe(118_000_050);
    expect(bankAmountToCents('-250,5')).toBe(-25_050);
    expect(bankAmountToCents('45000,')).toBe(4_500_000);
    expect(bankAmountToCents('12.30-')).toBe(-1_230);
    expect(bankAmountToCents('abc')).toBeNull();
    expect(bankAmountToCents('1,2,3')).toBeNull();
  });
});

describe('CSV statements', () => {
  it('semicolons, decimal comma, DD/MM/YYYY, debit and credit columns, rows above the header skipped', () => {
    const s = parseStatement(fixture('releve-2026-03.csv'));
    expect(s.format).toBe('CSV');
    expect(s.lines.map(({ date, label, reference, amountCents }) => ({ date, label, reference, amountCents }))).toEqual([
      { date: '2026-03-05', label: 'VIR ABIDJAN NEGOCE', reference: 'FAC-2026-00012', amountCents: 118_000_000 },
      { date: '2026-03-12', label: 'PRLV CIE ELECTRICITE', reference: 'PRLV0312', amountCents: -25_000_050 },
      { date: '2026-03-20', label: 'CHEQUE 0001234', reference: '0001234', amountCents: -4_500_000 },
      { date: '2026-03-20', label: 'FRAIS TENUE DE COMPTE', reference: null, amountCents: -250_000 },
    ]);
    // Stable ids: the same file gives the same ids, every line its own.
    expect(parseStatement(fixture('releve-2026-03.csv')).lines.map((l) => l.externalId)).toEqual(s.lines.map((l) => l.externalId));
    expect(new Set(s.lines.map((l) => l.externalId)).size).toBe(4);
  });

  it('commas, ISO dates and a signed amount column', () => {
    const s = parseStatement(fixture('releve-comma.csv'));
    expect(s.lines.map((l) => [l.date, l.amountCents, l.reference])).toEqual([
      ['2026-03-06', 150_025, 'FAC-2026-00020'],
      ['2026-03-15', -8_990, null],
    ]);
  });

  it('two identical movements of one day stay two lines with distinct ids', () => {
    const s = parseStatement(Buffer.from('Date;Libellé;Montant\n02/03/2026;CB TOTAL;-15000\n02/03/2026;CB TOTAL;-15000\n'));
    expect(s.lines).toHaveLength(2);
    expect(s.lines[0].externalId).not.toBe(s.lines[1].externalId);
  });

  it('lists every unreadable cell with its row', () => {
    const err = refusal(() => parseStatement(Buffer.from('Date;Libellé;Montant\n31/02/2026;A;10\n01/03/2026;B;dix\n')));
    expect(err.errors).toEqual([
      { path: 'row 2.date', message: 'Not a date: 31/02/2026' },
      { path: 'row 3.amount', message: 'Not an amount: dix' },
    ]);
  });

  it('refuses a file without a recognisable header, and an empty file', () => {
    expect(refusal(() => parseStatement(Buffer.from('foo;bar\n1;2\n'))).message).toMatch(/header/);
    expect(refusal(() => parseStatement(Buffer.alloc(0))).message).toMatch(/empty/);
    expect(refusal(() => parseStatement(Buffer.from('Date;Montant\n'))).message).toMatch(/no movement/);
  });
});

describe('OFX statements', () => {
  it('1.x SGML: unclosed leaf tags, signed TRNAMT, FITID, LEDGERBAL', () => {
    const s = parseStatement(fixture('releve-sgbci-2026-03.ofx'));
    expect(s).toMatchObject({ format: 'OFX', currency: 'XOF', closingBalanceCents: 243_000_000, openingBalanceCents: null });
    expect(s.lines).toEqual([
      { date: '2026-03-05', label: 'VIR ABIDJAN NEGOCE — FAC-2026-00012', reference: 'FAC-2026-00012', amountCents: 118_000_000, externalId: 'SG2026030501' },
      { date: '2026-03-12', label: 'PRLV CIE ELECTRICITE — Facture mars', reference: 'Facture mars', amountCents: -25_000_050, externalId: 'SG2026031201' },
    ]);
  });

  it('2.x XML, entities decoded, time zone suffix on DTPOSTED ignored', () => {
    const s = parseStatement(fixture('releve-2026-03.ofx.xml'));
    expect(s).toMatchObject({ format: 'OFX', currency: 'EUR', closingBalanceCents: 421_035 });
    expect(s.lines.map((l) => [l.date, l.label, l.amountCents, l.externalId])).toEqual([
      ['2026-03-06', 'VIR SEPA DUPONT & FILS — Facture FAC-2026-00020', 150_025, 'BNP-0306-001'],
      ['2026-03-15', 'CB ORANGE', -8_990, 'BNP-0315-002'],
    ]);
  });

  it('refuses a transaction without FITID or with an unreadable amount', () => {
    const text = fixture('releve-sgbci-2026-03.ofx').toString().replace('<FITID>SG2026031201\n', '').replace('<TRNAMT>1180000.00', '<TRNAMT>beaucoup');
    const err = refusal(() => parseStatement(Buffer.from(text)));
    expect(err.errors).toEqual([
      { path: 'STMTTRN[1].TRNAMT', message: 'Not an amount: beaucoup' },
      { path: 'STMTTRN[2].FITID', message: 'Missing FITID' },
    ]);
  });

  it('refuses an OFX file without transactions', () => {
    expect(refusal(() => parseStatement(Buffer.from('OFXHEADER:100\n\n<OFX></OFX>'))).message).toMatch(/OFX/);
  });
});

describe('MT940 statements', () => {
  it(':61: movements with their :86: details over several lines, opening and closing balances', () => {
    const s = parseStatement(fixture('releve-2026-03.sta'));
    expect(s).toMatchObject({ format: 'MT940', currency: 'XOF', openingBalanceCents: 150_000_000, closingBalanceCents: 238_499_950 });
    expect(s.lines.map((l) => [l.date, l.label, l.reference, l.amountCents])).toEqual([
      ['2026-03-04', 'VIREMENT RECU ABIDJAN NEGOCE SARL REGLEMENT FACTURE FAC-2026-00012', 'FAC-2026-00012', 118_000_000],
      ['2026-03-12', 'PRELEVEMENT CIE ELECTRICITE', null, -25_000_050],
      ['2026-03-20', 'CHEQUE 0001234 FOURNITURES BUREAU', '0001234', -4_500_000],
    ]);
    expect(s.lines[0].externalId).toBe('SG0304A');
    expect(s.lines[2].externalId).toMatch(/^H-/);
  });

  it('refuses a file whose opening balance + movements ≠ closing balance', () => {
    const err = refusal(() => parseStatement(fixture('releve-desequilibre.sta')));
    expect(err.message).toMatch(/MT940/);
    expect(err.errors[0].message).toMatch(/turnover|≠/);
  });

  it('refuses a statement missing its mandatory tags', () => {
    const err = refusal(() => parseStatement(Buffer.from(':20:X\n:61:260312D10,NTRFNONREF\n')));
    expect(err.errors.map((e) => e.message)).toEqual(['Tag :25: is missing', 'Tag :60 is missing', 'Tag :62 is missing']);
  });

  it('detects the format from the content', () => {
    expect(detectFormat(fixture('releve-2026-03.sta').toString())).toBe('MT940');
    expect(detectFormat(fixture('releve-2026-03.ofx.xml').toString())).toBe('OFX');
    expect(detectFormat(fixture('releve-2026-03.csv').toString())).toBe('CSV');
  });
});
