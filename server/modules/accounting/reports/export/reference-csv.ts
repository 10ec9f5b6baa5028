import { stringify } from 'csv-stringify/sync';
import { escapeCsvCell } from '../../../../platform/http/download';
import { amountText, type Cell, type CellKind, type Language, type Table, type TableRow } from './tabular';

/**
 * Test support: the CSV the report exports wrote before `csv-writer.ts` — each cell formatted
 * by its column's kind, then csv-stringify with the reader's delimiter and record delimiter —,
 * kept as the reference the writer's bytes are compared with.
 */
function referenceCell(value: Cell, kind: CellKind, language: Language): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'amount':
      return amountText(Number(value), language);
    case 'integer':
      return String(value);
    case 'percent':
      return language === 'fr' ? String(value).replace('.', ',') : String(value);
    case 'date': {
      const text = String(value);
      if (language === 'en' || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
      return `${text.slice(8, 10)}/${text.slice(5, 7)}/${text.slice(0, 4)}`;
    }
    default:
      return escapeCsvCell(value);
  }
}

export function referenceCsv(table: Omit<Table, 'rows'>, rows: readonly TableRow[], language: Language): string {
  const records = [table.columns.map((c) => escapeCsvCell(c[language])), ...rows.map((row) => row.cells.map((cell, i) => referenceCell(cell, table.columns[i]?.kind ?? 'text', language)))];
  return '\ufeff' + stringify(records, { delimiter: language === 'fr' ? ';' : ',', record_delimiter: language === 'fr' ? 'windows' : 'unix' });
}
