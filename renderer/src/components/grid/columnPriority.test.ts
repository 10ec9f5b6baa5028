import type { GridColDef } from '@mui/x-data-grid';
import { phoneColumnOrder } from './columnPriority';

const cols = (...fields: string[]) => fields.map((field) => ({ field }) as GridColDef);
const fields = (columns: GridColDef[]) => columns.map((c) => c.field);

describe('phoneColumnOrder', () => {
  it('moves the status right after the first column', () => {
    expect(fields(phoneColumnOrder(cols('slot', 'resource', 'requester', 'status', 'actions')))).toEqual([
      'slot',
      'status',
      'resource',
      'requester',
      'actions',
    ]);
  });

  it('leaves columns without a status, or with the status first, as they are', () => {
    expect(fields(phoneColumnOrder(cols('name', 'email')))).toEqual(['name', 'email']);
    expect(fields(phoneColumnOrder(cols('status', 'name')))).toEqual(['status', 'name']);
  });
});
