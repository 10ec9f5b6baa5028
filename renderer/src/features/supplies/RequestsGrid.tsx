import { useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import type { ServerList } from '../../components/grid/useServerList';
import { MoneyText } from '../../components/money/MoneyText';
import { PURCHASE_REQUEST_STATUSES, STATUS_TONES, type PurchaseRequest } from './api';

/** Purchase requests in a server-paged grid; `withRequester` adds the requester's column. */
export function RequestsGrid({ list, label, emptyTitle, onOpen, withRequester, testId }: { list: ServerList<PurchaseRequest>; label: string; emptyTitle: string; onOpen: (row: PurchaseRequest) => void; withRequester?: boolean; testId: string }) {
  const { t, i18n } = useTranslation('supplies');
  const language = i18n.resolvedLanguage ?? 'fr';
  const columns = useMemo<GridColDef<PurchaseRequest>[]>(
    () => [
      { field: 'reference', headerName: t('requests.fields.reference'), width: 150 },
      ...(withRequester ? [{ field: 'requester', headerName: t('requests.fields.requester'), width: 190, sortable: false, valueGetter: (_v: unknown, row: PurchaseRequest) => row.requester.name } satisfies GridColDef<PurchaseRequest>] : []),
      { field: 'vendor', headerName: t('requests.fields.vendor'), flex: 1, minWidth: 200, sortable: false, valueGetter: (_v, row) => row.vendor.name },
      { field: 'neededBy', headerName: t('requests.fields.neededBy'), width: 130, valueFormatter: (value: string) => formatDate(value, language) },
      { field: 'total', headerName: t('requests.fields.total'), width: 150, align: 'right', headerAlign: 'right', renderCell: ({ row }) => <MoneyText amount={row.total} currency={row.currency} /> },
      { field: 'status', headerName: t('requests.fields.status'), width: 180, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="supplies:status" tones={STATUS_TONES} /> },
    ],
    [t, language, withRequester],
  );
  return <ServerDataGrid list={list} columns={columns} label={label} emptyTitle={emptyTitle} onRowClick={onOpen} testId={testId} />;
}

/** A status filter over the request statuses (one, or a comma-separated set like APPROVED,ORDERED). */
export function RequestStatusFilter({ value, onChange, extra = [], allValue = '' }: { value: string; onChange: (value: string) => void; extra?: Array<{ value: string; label: string }>; allValue?: string }) {
  const { t } = useTranslation('supplies');
  return (
    <TextField select size="small" label={t('requests.fields.status')} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 200 }} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-status' } as object } }}>
      <MenuItem value={allValue}>{t('common:filters.all')}</MenuItem>
      {extra.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
      {PURCHASE_REQUEST_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
