import { parse } from 'csv-parse/sync';
import { bankAmountToCents } from './amounts';
import { digestIds } from './digest';
import { StatementFormatError, isRealDate, type ParsedStatement } from './types';

type Column = 'date' | 'valueDate' | 'label' | 'reference' | 'amount' | 'debit' | 'credit' | 'id';

/** Header names banks use (accents, case, spaces and punctuation ignored). */
const HEADERS: Record<Column, string[]> = {
  date: ['date', 'dateoperation', 'datedoperation', 'dateop', 'datecomptable', 'datecompta', 'bookingdate', 'transactiondate', 'dateoperationbancaire'],
  valueDate: ['datevaleur', 'valeur', 'valuedate'],
  label: ['libelle', 'libelleoperation', 'label', 'description', 'designation', 'details', 'motif', 'operation', 'intitule'],
  reference: ['reference', 'ref', 'referenceoperation', 'numero', 'numerooperation', 'piece', 'cheque'],
  amount: ['montant', 'amount', 'montanteur', 'montantxof', 'montantfcfa', 'somme'],
  debit: ['debit', 'debits', 'sortie', 'sorties', 'montantdebit'],
  credit: ['credit', 'credits', 'entree', 'entrees', 'montantcredit'],
  id: ['id', 'identifiant', 'fitid', 'transactionid', 'idoperation'],
};

const normalise = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

type DateReader = (s: string) => string | null;

const pad = (n: string) => n.padStart(2, '0');
const DATE_FORMATS: Array<{ name: string; read: DateReader }> = [
  { name: 'YYYY-MM-DD', read: (s) => (/^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(s) ? s.replace(/^(\d{4})-(\d{1,2})-(\d{1,2})$/, (_, y, m, d) => `${y}-${pad(m)}-${pad(d)}`) : null) },
  { name: 'DD/MM/YYYY', read: (s) => { const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(s); return m ? `${m[3]}-${pad(m[2])}-${pad(m[1])}` : null; } },
  { name: 'DD/MM/YY', read: (s) => { const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2})$/.exec(s); return m ? `20${m[3]}-${pad(m[2])}-${pad(m[1])}` : null; } },
  { name: 'MM/DD/YYYY', read: (s) => { const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s); return m ? `${m[3]}-${pad(m[1])}-${pad(m[2])}` : null; } },
  { name: 'YYYYMMDD', read: (s) => { const m = /^(\d{4})(\d{2})(\d{2})$/.exec(s); return m ? `${m[1]}-${m[2]}-${m[3]}` : null; } },
];

/** The format that reads the most values of the column as real days (French order wins ties). */
function detectDateFormat(values: string[]): DateReader | null {
  let best: { read: DateReader; hits: number } | null = null;
  for (const format of DATE_FORMATS) {
    const hits = values.filter((v) => { const iso = format.read(v); return iso !== null && isRealDate(iso); }).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { read: format.read, hits };
  }
  return best?.read ?? null;
}

function detectDelimiter(headerLine: string): string {
  const counts = [';', ',', '\t'].map((d) => ({ d, n: headerLine.split(d).length - 1 }));
  counts.sort((a, b) => b.n - a.n);
  return counts[0].n > 0 ? counts[0].d : ';';
}

function mapColumns(header: string[]): Partial<Record<Column, number>> {
  const names = header.map(normalise);
  const out: Partial<Record<Column, number>> = {};
  for (const [column, aliases] of Object.entries(HEADERS) as Array<[Column, string[]]>) {
    const index = names.findIndex((n) => aliases.includes(n));
    if (index >= 0) out[column] = index;
  }
  return out;
}

/**
 * A bank's CSV export: the delimiter (`;`, `,` or tab), the columns (date, label, a signed amount
 * or debit and credit columns, reference, id) from the header row — rows above it (account
 * details some banks print first) are skipped —, the date format from the values, and amounts
 * with a decimal comma or point. Every unreadable cell is reported, with its row number.
 */
export function parseCsv(content: string): ParsedStatement {
  const text = content.replace(/^\uFEFF/, '');
  const rawLines = text.split(/\r?\n/);
  const headerIndex = rawLines.slice(0, 20).findIndex((line) => {
    const cols = mapColumns(line.split(detectDelimiter(line)).map((c) => c.replace(/^"|"$/g, '')));
    return (cols.date !== undefined || cols.valueDate !== undefined) && (cols.amount !== undefined || cols.debit !== undefined || cols.credit !== undefined);
  });
  if (headerIndex < 0) {
    throw new StatementFormatError('CSV: no header row with a date column and an amount (or debit/credit) column', [
      { path: 'header', message: 'Expected columns such as Date;Libellé;Référence;Montant or Date;Libellé;Débit;Crédit' },
    ]);
  }
  const delimiter = detectDelimiter(rawLines[headerIndex]);
  let rows: string[][];
  try {
    rows = parse(rawLines.slice(headerIndex).join('\n'), { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new StatementFormatError(`CSV: ${message}`, [{ path: 'file', message }]);
  }
  const [header, ...body] = rows;
  const cols = mapColumns(header);
  const dateCol = cols.date ?? cols.valueDate!;
  const data = body.filter((r) => r.some((c) => c !== ''));
  if (data.length === 0) throw new StatementFormatError('CSV: the file holds no movement', [{ path: 'file', message: 'No data row' }]);
  const readDate = detectDateFormat(data.map((r) => r[dateCol] ?? '').filter((v) => v !== ''));
  const errors: Array<{ path: string; message: string }> = [];
  const lines = data.map((r, i) => {
    const row = headerIndex + i + 2;
    const rawDate = r[dateCol] ?? '';
    const date = readDate ? readDate(rawDate) : null;
    if (!date || !isRealDate(date)) errors.push({ path: `row ${row}.date`, message: `Not a date: ${rawDate || '(empty)'}` });
    let amount: number | null = null;
    if (cols.amount !== undefined) {
      amount = bankAmountToCents(r[cols.amount] ?? '');
      if (amount === null) errors.push({ path: `row ${row}.amount`, message: `Not an amount: ${r[cols.amount] || '(empty)'}` });
    } else {
      const debit = (r[cols.debit ?? -1] ?? '').trim();
      const credit = (r[cols.credit ?? -1] ?? '').trim();
      const d = debit ? bankAmountToCents(debit) : 0;
      const c = credit ? bankAmountToCents(credit) : 0;
      if (d === null || c === null || (!debit && !credit)) errors.push({ path: `row ${row}.amount`, message: `Not an amount: debit "${debit}", credit "${credit}"` });
      else amount = Math.abs(c) - Math.abs(d);
    }
    const label = (cols.label !== undefined ? r[cols.label] : '') || '';
    const reference = cols.reference !== undefined ? r[cols.reference] || null : null;
    return {
      date: date ?? '',
      label: (label || reference || 'Mouvement').slice(0, 500),
      reference: reference?.slice(0, 100) ?? null,
      amountCents: amount ?? 0,
      externalId: cols.id !== undefined ? r[cols.id] || null : null,
    };
  });
  if (errors.length) throw new StatementFormatError('CSV: some rows cannot be read', errors);
  return { format: 'CSV', currency: null, openingBalanceCents: null, closingBalanceCents: null, lines: digestIds(lines) };
}
