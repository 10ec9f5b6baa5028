import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import type { ServerList } from '../../../components/grid/useServerList';
import { STATUS_TONES, type Booking, type CallerAction } from '../api';
import { formatSlot } from './format';

export interface BookingsGridProps {
  list: ServerList<Booking>;
  label: string;
  emptyTitle: string;
  /** Quick actions offered in the row when the booking allows them. */
  quickActions: CallerAction[];
  showRequester?: boolean;
  onOpen: (booking: Booking) => void;
  onAction: (action: CallerAction, booking: Booking) => void;
  testId: string;
}

/** Bookings in a server-paged grid: slot, resource, subject, requester, status, quick actions. */
export function BookingsGrid({
  list,
  label,
  emptyTitle,
  quickActions,
  showRequester,
  onOpen,
  onAction,
  testId,
}: BookingsGridProps) {
  const { t, i18n } = useTranslation('booking');
  const language = i18n.resolvedLanguage;
  const columns = useMemo<GridColDef<Booking>[]>(
    () => [
      {
        field: 'start',
        headerName: t('fields.slot'),
        flex: 1.4,
        minWidth: 230,
        valueFormatter: (_v, row) => formatSlot(row.start, row.end, language),
      },
      {
        field: 'resource',
        headerName: t('fields.resource'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (_v, row) => row.resource?.name ?? '',
      },
      { field: 'subject', headerName: t('fields.subject'), flex: 1.4, minWidth: 180 },
      ...(showRequester
        ? [
            {
              field: 'requester',
              headerName: t('fields.requester'),
              flex: 1,
              minWidth: 150,
              sortable: false,
              valueGetter: (_v: unknown, row: Booking) => row.requester?.name ?? '',
            } satisfies GridColDef<Booking>,
          ]
        : []),
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 130,
        renderCell: ({ row }) => (
          <StatusChip status={row.status} labelPrefix="booking:status" tones={STATUS_TONES} />
        ),
      },
      {
        field: 'actions',
        headerName: '',
        sortable: false,
        minWidth: 220,
        flex: 1,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            {quickActions
              .filter((a) => row.allowedActions.includes(a))
              .map((action) => (
                <Button
                  key={action}
                  size="small"
                  color={
                    action === 'reject' || action === 'cancel' || action === 'adminCancel'
                      ? 'error'
                      : 'primary'
                  }
                  variant={action === 'approve' ? 'contained' : 'text'}
                  onClick={(event) => {
                    event.stopPropagation();
                    onAction(action, row);
                  }}
                  data-testid={`row-action-${action}`}
                >
                  {t(`actions.${action}.button`)}
                </Button>
              ))}
          </Stack>
        ),
      },
    ],
    [t, language, quickActions, showRequester, onAction],
  );
  return (
    <ServerDataGrid
      list={list}
      columns={columns}
      label={label}
      emptyTitle={emptyTitle}
      onRowClick={onOpen}
      testId={testId}
    />
  );
}
