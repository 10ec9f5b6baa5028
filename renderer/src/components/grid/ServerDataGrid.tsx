import { useMemo } from 'react';
import Paper from '@mui/material/Paper';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DataGrid,
  type GridColDef,
  type GridRowParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { ProblemAlert } from '../feedback/ProblemAlert';
import { EmptyState } from '../feedback/EmptyState';
import { phoneColumnOrder } from './columnPriority';
import { PAGE_SIZES } from './useListParams';
import type { ServerList } from './useServerList';

export interface ServerDataGridProps<T extends GridValidRowModel> {
  list: ServerList<T>;
  columns: GridColDef<T>[];
  /** Grid field → API sort field, when they differ. Columns not listed sort by their own field. */
  sortFields?: Record<string, string>;
  getRowId?: (row: T) => string;
  onRowClick?: (row: T) => void;
  emptyTitle: string;
  emptyDescription?: string;
  /** Accessible name of the table. */
  label: string;
  testId?: string;
}

/**
 * While loading, the grid shows an empty overlay (not the "no rows" state) and the named loading
 * bar sits outside it: a progressbar inside role="grid" is a child the grid may not have (axe).
 */
function QuietLoadingOverlay() {
  return null;
}

function toSortModel(sort: string | undefined, reverse: Record<string, string>): GridSortModel {
  if (!sort) return [];
  const desc = sort.startsWith('-');
  const apiField = sort.replace(/^-/, '');
  return [{ field: reverse[apiField] ?? apiField, sort: desc ? 'desc' : 'asc' }];
}

/**
 * MUI X DataGrid on a paginated endpoint: paging and sorting happen on the server, their state
 * lives in the URL (useServerList), and an empty result shows an explanatory empty state.
 */
export function ServerDataGrid<T extends GridValidRowModel>({
  list,
  columns,
  sortFields = {},
  getRowId,
  onRowClick,
  emptyTitle,
  emptyDescription,
  label,
  testId,
}: ServerDataGridProps<T>) {
  const reverse = useMemo(
    () => Object.fromEntries(Object.entries(sortFields).map(([grid, apiField]) => [apiField, grid])),
    [sortFields],
  );
  const { page, pageSize, sort } = list.params;
  const sortModel = useMemo(() => toSortModel(sort, reverse), [sort, reverse]);
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const shownColumns = useMemo(() => (phone ? phoneColumnOrder(columns) : columns), [phone, columns]);

  return (
    <>
      <ProblemAlert error={list.error} />
      <Paper sx={{ width: '100%', overflow: 'hidden', position: 'relative' }} data-testid={testId}>
        {list.loading && (
          <LinearProgress aria-label={t('common:state.loading')} sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }} />
        )}
        <DataGrid<T>
          aria-label={label}
          rows={list.rows}
          columns={shownColumns}
          getRowId={getRowId}
          rowCount={list.total}
          loading={list.loading}
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          disableRowSelectionOnClick
          pageSizeOptions={[...PAGE_SIZES]}
          paginationModel={{ page: page - 1, pageSize }}
          onPaginationModelChange={(model) => list.setPage(model.page + 1, model.pageSize)}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            const first = model[0];
            if (!first?.sort) return list.setSort(undefined);
            const apiField = sortFields[first.field] ?? first.field;
            list.setSort(first.sort === 'desc' ? `-${apiField}` : apiField);
          }}
          onRowClick={onRowClick ? (params: GridRowParams<T>) => onRowClick(params.row) : undefined}
          autoHeight
          density="compact"
          slots={{
            noRowsOverlay: () => <EmptyState title={emptyTitle} description={emptyDescription} />,
            loadingOverlay: QuietLoadingOverlay,
          }}
          sx={{
            border: 0,
            '--DataGrid-overlayHeight': '220px',
            '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : 'default' },
            '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
          }}
        />
      </Paper>
    </>
  );
}
