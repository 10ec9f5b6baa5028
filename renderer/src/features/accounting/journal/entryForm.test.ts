import { balanceOf, EMPTY_LINE, EntryForm, toEntryBody, type EntryValues } from './entryForm';

const line = (accountCode: string, debit = '', credit = '') => ({ ...EMPTY_LINE, accountCode, debit, credit });

describe('entry form', () => {
  it('computes the live difference and the side that is short', () => {
    expect(balanceOf([line('6011', '1000.00'), line('4452', '180.00'), line('4011', '', '1000.00')])).toEqual({
      totalDebit: 118000,
      totalCredit: 100000,
      missingSide: 'CREDIT',
      missingCents: 18000,
    });
    expect(balanceOf([line('6011', '10.00'), line('4011', '', '10.00')]).missingSide).toBeNull();
    expect(balanceOf([line('6011', 'abc'), line('4011', '', '5.00')])).toMatchObject({ totalDebit: 0, missingSide: 'DEBIT', missingCents: 500 });
  });

  it('drops blank rows and empty sides from the request', () => {
    const values: EntryValues = { journalId: '', date: '2026-03-10', label: 'Achat', lines: [line('6011', '10.00'), { ...EMPTY_LINE }, { ...line('4011', '', '10.00'), label: ' Koné ' }] };
    expect(toEntryBody(values)).toEqual({
      date: '2026-03-10',
      label: 'Achat',
      lines: [
        { accountCode: '6011', debit: '10.00' },
        { accountCode: '4011', credit: '10.00', label: 'Koné' },
      ],
    });
  });

  it('applies the server’s rules, errors on the rows where they were typed', () => {
    const result = EntryForm.safeParse({ journalId: '', date: '2026-03-10', label: 'x', lines: [line('6011', '10.00'), { ...EMPTY_LINE }, line('4011', '5.00', '5.00')] });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues.map((i) => i.path.join('.'))).toEqual(['lines.2.credit']);
    const short = EntryForm.safeParse({ journalId: '', date: '2026-03-10', label: 'x', lines: [line('6011', '10.00'), { ...EMPTY_LINE }] });
    expect(short.success).toBe(false);
    if (!short.success) expect(short.error.issues.map((i) => i.path.join('.'))).toEqual(['lines']);
    expect(EntryForm.safeParse({ journalId: '', date: '2026-03-10', label: 'x', lines: [line('6011', '10.00'), line('4011', '', '10.00')] }).success).toBe(true);
  });

  it('sends the journal, the third party and the due date of a line only when given', () => {
    const values: EntryValues = {
      journalId: '7b0f7a52-2a4f-4a51-9c39-5b1f0cbd1e11',
      date: '2026-03-10',
      label: 'Facture',
      lines: [{ ...line('4111', '118.00'), thirdParty: ' Société Alpha ', dueDate: '2026-04-09' }, line('7011', '', '118.00')],
    };
    expect(toEntryBody(values)).toEqual({
      journalId: '7b0f7a52-2a4f-4a51-9c39-5b1f0cbd1e11',
      date: '2026-03-10',
      label: 'Facture',
      lines: [
        { accountCode: '4111', debit: '118.00', thirdParty: 'Société Alpha', dueDate: '2026-04-09' },
        { accountCode: '7011', credit: '118.00' },
      ],
    });
    expect(EntryForm.safeParse(values).success).toBe(true);
  });
});
