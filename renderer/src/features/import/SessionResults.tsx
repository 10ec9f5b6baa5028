import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/feedback/StatusChip';
import { FilterBar } from '../../components/grid/FilterBar';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { IMPORT_ACTIONS, IMPORT_LINE_SEVERITIES, IMPORT_SHEETS, PATHS, type ImportLine, type ImportSession } from './api';

const FILTERS = ['sheet', 'severity', 'action'] as const;
const SEVERITY_TONES = { ERROR: 'error', WARNING: 'warning', INFO: 'default' } as const;

/** A session's figures by sheet, and its lines filtered by sheet, severity and action. */
export function SessionResults({ session }: { session: ImportSession }) {
  const { t } = useTranslation('import');
  const list = useServerList<ImportLine & { id: string }>(PATHS.lines(session.id), { filters: FILTERS, sort: 'sheet' });
  const { filters } = list.params;
  const columns = useMemo<GridColDef<ImportLine>[]>(
    () => [
      { field: 'sheet', headerName: t('fields.sheet'), width: 190 },
      { field: 'row', headerName: t('fields.row'), width: 90 },
      { field: 'column', headerName: t('fields.column'), width: 90, sortable: false },
      { field: 'severity', headerName: t('fields.severity'), width: 140, renderCell: ({ row }) => <StatusChip status={row.severity} labelPrefix="import:severity" tones={SEVERITY_TONES} /> },
      { field: 'action', headerName: t('fields.action'), width: 130, sortable: false, valueFormatter: (value: string | null) => (value ? t(`action.${value}`) : '') },
      { field: 'message', headerName: t('fields.message'), flex: 1, minWidth: 240, sortable: false },
    ],
    [t],
  );
  const select = (name: (typeof FILTERS)[number], values: readonly string[], label: (v: string) => string) => (
    <TextField select label={t(`fields.${name}`)} value={filters[name] ?? ''} onChange={(e) => list.setFilter(name, e.target.value)} sx={{ minWidth: 180 }} slotProps={{ select: { SelectDisplayProps: { 'data-testid': `filter-${name}` } as object } }}>
      <MenuItem value="">{t('common:filters.all')}</MenuItem>
      {values.map((v) => (
        <MenuItem key={v} value={v}>
          {label(v)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <>
      <Table size="small" aria-label={t('bySheet')} sx={{ mb: 2 }}>
        <TableHead>
          <TableRow>
            {['sheet', 'rows', 'create', 'update', 'skip', 'errors', 'warnings'].map((c) => (
              <TableCell key={c}>{t(`fields.${c}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {session.sheets.map((s) => (
            <TableRow key={s.sheet} data-testid={`sheet-${s.sheet}`}>
              <TableCell>{s.sheet}</TableCell>
              <TableCell>{s.rows}</TableCell>
              <TableCell>{s.create}</TableCell>
              <TableCell>{s.update}</TableCell>
              <TableCell>{s.skip}</TableCell>
              <TableCell>{s.errors}</TableCell>
              <TableCell>{s.warnings}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        {select('sheet', IMPORT_SHEETS, (v) => v)}
        {select('severity', IMPORT_LINE_SEVERITIES, (v) => t(`severity.${v}`))}
        {select('action', IMPORT_ACTIONS, (v) => t(`action.${v}`))}
      </FilterBar>
      <ServerDataGrid list={list} columns={columns} getRowId={(l) => `${l.sheet}-${l.row}-${l.column ?? ''}-${l.severity}-${l.message}`} label={t('lines')} emptyTitle={t('noLines')} testId="import-lines-grid" />
    </>
  );
}
