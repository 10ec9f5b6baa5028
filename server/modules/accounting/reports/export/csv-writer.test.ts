import { describe, expect, it } from 'vitest';
import { csvChunks } from './csv-writer';
import { referenceCsv } from './reference-csv';
import type { Cell, CellKind, Column, Language, TableRow } from './tabular';

/** Seeded generator (mulberry32): the same tables on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ALPHABET = ['a', 'Z', '7', ' ', ';', ',', '"', '\r', '\n', '=', '+', '-', '@', '\t', "'", 'é', 'ç', '.', '/'];
const KINDS: CellKind[] = ['text', 'amount', 'date', 'integer', 'percent', 'text'];

function cellOf(kind: CellKind, next: () => number): Cell {
  const roll = next();
  if (roll < 0.1) return null;
  if (roll < 0.15) return '';
  const int = (max: number) => Math.floor(next() * max);
  switch (kind) {
    case 'amount':
      return (next() < 0.3 ? -1 : 1) * int(next() < 0.5 ? 1000 : 9_000_000_000_000);
    case 'integer':
      return int(100_000);
    case 'percent':
      return `${int(200)}.${String(int(100)).padStart(2, '0')}`;
    case 'date':
      return next() < 0.8 ? `20${10 + int(20)}-${String(1 + int(12)).padStart(2, '0')}-${String(1 + int(28)).padStart(2, '0')}` : 'non daté';
    default:
      return next() < 0.1 ? -int(1000) : Array.from({ length: 1 + int(12) }, () => ALPHABET[int(ALPHABET.length)]).join('');
  }
}

const join = async (chunks: AsyncGenerator<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return text;
};

describe('CSV writer', () => {
  it('writes the bytes csv-stringify wrote for the same cells, in both conventions, whatever the chunk size', async () => {
    const next = random(25);
    const columns: Column[] = KINDS.map((kind, i) => ({ fr: i === 5 ? 'Libellé; "cité"' : `Colonne ${i}`, en: i === 5 ? '=Label, "quoted"' : `Column ${i}`, kind }));
    // Rows may hold more cells than there are columns: the extra ones are text.
    const rows: TableRow[] = Array.from({ length: 400 }, (_, r) => ({ cells: [...KINDS, ...(r % 50 === 0 ? (['text'] as const) : [])].map((kind) => cellOf(kind, next)) }));
    for (const language of ['fr', 'en'] as Language[]) {
      const expected = referenceCsv({ name: 'T', columns }, rows, language);
      for (const flush of [1, 97, 64 * 1024]) {
        expect(await join(csvChunks({ name: 'T', columns, rows }, language, flush))).toBe(expected);
      }
    }
  });

  it('writes rows from an async source and keeps each chunk near the flush size', async () => {
    const columns: Column[] = [{ fr: 'Montant', en: 'Amount', kind: 'amount' }];
    async function* rows(): AsyncGenerator<TableRow> {
      for (let i = 0; i < 1000; i++) yield { cells: [i * 1234567] };
    }
    const chunks: string[] = [];
    for await (const chunk of csvChunks({ name: 'T', columns, rows: rows() }, 'fr', 1000)) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeLessThan(1000 + 40);
    expect(chunks.join('').split('\r\n')[2]).toBe('12 345,67');
  });
});
