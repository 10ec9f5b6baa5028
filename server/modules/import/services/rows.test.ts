import { describe, expect, it } from 'vitest';
import { decodeRows, encodeRows } from './rows';

describe('encodeRows / decodeRows', () => {
  it('gives back the sheets as read: names, headers, row numbers, empty cells, the truncated flag', () => {
    const sheets = [
      { name: '03_Employes', header: ['Matricule', 'Nom', '', 'Prénom'], rows: [{ row: 2, cells: ['E-1', 'Kouassi', '', 'Aya'] }, { row: 5, cells: ['E-2', '', 'x'] }], truncated: false },
      { name: '08_Paie', header: ['Matricule'], rows: [], truncated: true },
    ];
    const encoded = encodeRows(sheets);
    expect(encoded.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(decodeRows(encoded)).toEqual(sheets);
  });
});
