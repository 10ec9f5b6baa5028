import { useMemo, type ReactNode } from 'react';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import type { ServerList } from '../../components/grid/useServerList';
import type { LeaveRequest } from './api';

/** Requests in a server-paged grid: employee (for approvers), type, period, days, status, actions. */
export function RequestsGrid<T extends GridValidRowModel>({
  list,
  requestOf,
  label,
  emptyTitle,
  showEmployee,
  actions,
  extraColumns = [],
  actionsWidth = 200,
  testId,
}: {
  list: ServerList<T>;
  requestOf: (row: T) => LeaveRequest;
  label: string;
  emptyTitle: string;
  showEmployee?: boolean;
  actions: (row: T) => ReactNode;
  extraColumns?: GridColDef<T>[];
  actionsWidth?: number;
  testId: string;
}) {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const columns = useMemo<GridColDef<T>[]>(() => {
    const period = (r: LeaveRequest) =>
      `${formatDate(r.startDate, language)}${r.startPeriod === 'AFTERNOON' ? ` ${t('periods.pm')}` : ''} → ${formatDate(r.endDate, language)}${r.endPeriod === 'MORNING' ? ` ${t('periods.am')}` : ''}`;
    return [
      ...(showEmployee ? [{ field: 'employee', headerName: t('fields.employee'), flex: 1, minWidth: 140, sortable: false, valueGetter: (_v: unknown, row: T) => requestOf(row).employee.name } satisfies GridColDef<T>] : []),
      { field: 'type', headerName: t('fields.type'), flex: 1, minWidth: 130, sortable: false, valueGetter: (_v: unknown, row: T) => requestOf(row).leaveType.name },
      { field: 'period', headerName: t('fields.period'), flex: 1.4, minWidth: 190, sortable: false, valueGetter: (_v: unknown, row: T) => period(requestOf(row)) },
      { field: 'days', headerName: t('fields.days'), width: 80, align: 'right', headerAlign: 'right', sortable: false, valueGetter: (_v: unknown, row: T) => requestOf(row).days },
      ...extraColumns,
      { field: 'status', headerName: t('fields.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={requestOf(row).status} labelPrefix="leave:status" /> },
      { field: 'actions', headerName: '', width: actionsWidth, sortable: false, renderCell: ({ row }) => actions(row) },
    ];
  }, [t, language, showEmployee, requestOf, actions, extraColumns, actionsWidth]);
  return <ServerDataGrid list={list} columns={columns} getRowId={(row) => requestOf(row).id} label={label} emptyTitle={emptyTitle} testId={testId} />;
}
