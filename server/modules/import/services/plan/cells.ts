import { parseAmount, toCents } from '../../../../../shared/money';
import { columnLetter } from '../../../../platform/spreadsheet/cells';
import type { SheetContent } from '../../../../platform/spreadsheet/read-workbook';
import type { ColumnDef } from '../../sheets/definitions';
import type { Issue, Severity } from './types';

const normalize = (h: string) =>
  h
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** `31/12/2024` → `2024-12-31`; ISO dates pass through; anything else is null. */
export function parseDay(value: string): string | null {
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  const iso = fr ? `${fr[3]}-${fr[2].padStart(2, '0')}-${fr[1].padStart(2, '0')}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** One row of a sheet, read column by column with its type checked; problems go to the sheet's issues. */
export class RowReader {
  constructor(
    private readonly sheet: SheetCursor,
    readonly row: number,
    private readonly cells: string[],
  ) {}
  errors = 0;
  get sheetName(): string {
    return this.sheet.name;
  }

  raw(key: string): string {
    const index = this.sheet.indexOf(key);
    return index === undefined ? '' : (this.cells[index] ?? '').trim();
  }
  issue(key: string | null, message: string, severity: Severity = 'ERROR'): void {
    if (severity === 'ERROR') this.errors++;
    this.sheet.issues.push({ sheet: this.sheet.name, row: this.row, column: key ? this.sheet.letterOf(key) : null, message, severity });
  }

  /** The cell as text: required, length, enumeration checked. Null when empty or wrong. */
  text(key: string): string | null {
    const def = this.sheet.column(key);
    const value = this.raw(key);
    if (!value) {
      if (def.required) this.issue(key, `${def.header}: required`);
      return null;
    }
    if (def.max && value.length > def.max) {
      this.issue(key, `${def.header}: ${def.max} characters at most`);
      return null;
    }
    if (def.values) {
      const upper = value.toUpperCase();
      if (!def.values.includes(upper)) {
        this.issue(key, `${def.header}: ${value} is not one of ${def.values.join(', ')}`);
        return null;
      }
      return upper;
    }
    return value;
  }
  date(key: string): string | null {
    const value = this.text(key);
    if (value === null) return null;
    const day = parseDay(value);
    if (!day) this.issue(key, `${this.sheet.column(key).header}: wrong type, expected a date (YYYY-MM-DD or DD/MM/YYYY), got ${value}`);
    return day;
  }
  int(key: string): number | null {
    const value = this.text(key);
    if (value === null) return null;
    if (!/^-?\d{1,9}$/.test(value)) {
      this.issue(key, `${this.sheet.column(key).header}: wrong type, expected a whole number, got ${value}`);
      return null;
    }
    return Number(value);
  }
  /** A decimal amount (comma or point, at most 2 decimals) in cents. */
  cents(key: string): number | null {
    const value = this.text(key);
    if (value === null) return null;
    const normalized = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
    if (!/^-?\d+(\.\d{1,2})?$/.test(normalized)) {
      this.issue(key, `${this.sheet.column(key).header}: wrong type, expected an amount with at most 2 decimals, got ${value}`);
      return null;
    }
    return toCents(parseAmount(normalized));
  }
}

/** A sheet's header checked against its columns (missing, unknown, repeated) and its rows to read. */
export class SheetCursor {
  private readonly indexes = new Map<string, number>();
  private readonly defs: Map<string, ColumnDef>;
  readonly present: boolean;

  constructor(
    readonly name: string,
    private readonly content: SheetContent | undefined,
    columns: ColumnDef[],
    readonly issues: Issue[],
  ) {
    this.defs = new Map(columns.map((c) => [c.key, c]));
    this.present = content !== undefined;
    if (!content) {
      issues.push({ sheet: name, row: 1, column: null, message: `Missing sheet ${name}`, severity: 'ERROR' });
      return;
    }
    const byHeader = new Map(columns.map((c) => [normalize(c.header), c]));
    content.header.forEach((header, index) => {
      if (!header) return;
      const def = byHeader.get(normalize(header));
      if (!def) issues.push({ sheet: name, row: 1, column: columnLetter(index + 1), message: `Unknown column ${header}: ignored`, severity: 'WARNING' });
      else if (this.indexes.has(def.key)) issues.push({ sheet: name, row: 1, column: columnLetter(index + 1), message: `Column ${header} appears twice`, severity: 'ERROR' });
      else this.indexes.set(def.key, index);
    });
    for (const c of columns) {
      if (c.required && !this.indexes.has(c.key)) issues.push({ sheet: name, row: 1, column: null, message: `Missing column ${c.header}`, severity: 'ERROR' });
    }
    if (content.truncated) issues.push({ sheet: name, row: 1, column: null, message: `Too many rows in ${name}`, severity: 'ERROR' });
  }

  column(key: string): ColumnDef {
    const def = this.defs.get(key);
    if (!def) throw new Error(`No column ${key} in ${this.name}`);
    return def;
  }
  indexOf(key: string): number | undefined {
    return this.indexes.get(key);
  }
  letterOf(key: string): string | null {
    const index = this.indexes.get(key);
    return index === undefined ? null : columnLetter(index + 1);
  }
  /** Rows, unless a required column is missing (reported once, on the header). */
  rows(): RowReader[] {
    if (!this.content) return [];
    for (const def of this.defs.values()) if (def.required && !this.indexes.has(def.key)) return [];
    return this.content.rows.map((r) => new RowReader(this, r.row, r.cells));
  }
}
