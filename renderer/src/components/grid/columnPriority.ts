import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/** Fields that say where a record stands: on a phone they come right after the first column. */
const STATUS_FIELDS = new Set(['status', 'state']);

/**
 * The columns in the order a phone shows them: a phone sees the first two or three columns
 * without scrolling sideways, so the status moves up beside the record's name instead of being
 * left past the right edge. Wider screens keep the order as written.
 */
export function phoneColumnOrder<T extends GridValidRowModel>(columns: GridColDef<T>[]): GridColDef<T>[] {
  const status = columns.filter((column, index) => index > 0 && STATUS_FIELDS.has(column.field));
  if (status.length === 0) return columns;
  const rest = columns.filter((column) => !status.includes(column));
  return [rest[0], ...status, ...rest.slice(1)];
}
