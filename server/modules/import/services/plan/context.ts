import type { SheetContent } from '../../../../platform/spreadsheet/read-workbook';
import { SHEETS, SHEET_COLUMNS, type SheetName } from '../../sheets/definitions';
import { SheetCursor, type RowReader } from './cells';
import type { ActionLine, Existing, Issue, RowAction } from './types';

/** What planning one sheet needs: the existing records, the keys of earlier sheets, where findings go. */
export class PlanContext {
  readonly issues: Issue[] = [];
  readonly actions: ActionLine[] = [];
  /** Keys (lower-cased) declared by each sheet's rows, with their row. */
  readonly keys = new Map<SheetName, Map<string, number>>(SHEETS.map((s) => [s, new Map()]));

  constructor(
    readonly existing: Existing,
    private readonly sheets: Map<string, SheetContent>,
  ) {}

  content(sheet: SheetName): SheetContent | undefined {
    return this.sheets.get(sheet);
  }
  cursor(sheet: Exclude<SheetName, '03_Employes'>): SheetCursor {
    return new SheetCursor(sheet, this.sheets.get(sheet), SHEET_COLUMNS[sheet], this.issues);
  }
  act(sheet: SheetName, row: number, action: RowAction): void {
    this.actions.push({ sheet, row, action });
  }
  /** Records a row's action: ERROR when the row had one. */
  finish(sheet: SheetName, r: RowReader, action: Exclude<RowAction, 'ERROR'>): boolean {
    const ok = r.errors === 0;
    this.act(sheet, r.row, ok ? action : 'ERROR');
    return ok;
  }

  /** A key seen twice in one sheet is an error on the second row. */
  declare(sheet: SheetName, r: RowReader, column: string, key: string): boolean {
    const keys = this.keys.get(sheet)!;
    const lower = key.toLowerCase();
    const first = keys.get(lower);
    if (first !== undefined) {
      r.issue(column, `Duplicate: ${key} already appears on row ${first}`);
      return false;
    }
    keys.set(lower, r.row);
    return true;
  }

  /**
   * Resolves a reference to a row of `target` (a sheet before, or the same) or to an existing
   * record; a key only a later sheet declares is refused as such, anything else as unknown.
   */
  resolve(r: RowReader, column: string, value: string, target: SheetName, existingId: string | undefined): { id: string } | { key: string } | null {
    const lower = value.toLowerCase();
    if (this.keys.get(target)!.has(lower)) return { key: lower };
    if (existingId) return { id: existingId };
    const current = SHEETS.indexOf(r.sheetName as SheetName);
    for (const later of SHEETS.slice(current + 1)) {
      if (later === target && this.pending.get(later)?.has(lower)) {
        r.issue(column, `${value} refers to ${later}, a later sheet: a sheet may only refer to the sheets before it or to existing records`);
        return null;
      }
    }
    r.issue(column, `Unknown reference ${value}: not found in ${target} nor among existing records`);
    return null;
  }
  /** Keys of later sheets, scanned before planning so a forward reference is named as such. */
  readonly pending = new Map<SheetName, Set<string>>();
}
