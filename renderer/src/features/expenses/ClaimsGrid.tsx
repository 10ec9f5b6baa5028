import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/dates/isoDate';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import type { ServerList } from '../../components/grid/useServerList';
import { MoneyText } from '../../components/money/MoneyText';
import { ACTION_ORDER, STATUS_TONES, type ExpenseClaim, type ExpenseClaimAction } from './api';
import { categoryLabel } from './labels';

export interface ClaimsGridProps {
  list: ServerList<ExpenseClaim>;
  label: string;
  emptyTitle: string;
  showEmployee?: boolean;
  onOpen: (claim: ExpenseClaim) => void;
  onAction?: (action: ExpenseClaimAction, claim: ExpenseClaim) => void;
  testId: string;
}

/** Claims in a server-paged grid: reference, date, employee, category, description, amount, status, actions. */
export function ClaimsGrid({
  list,
  label,
  emptyTitle,
  showEmployee,
  onOpen,
  onAction,
  testId,
}: ClaimsGridProps) {
  const { t, i18n } = useTranslation('expenses');
  const language = i18n.resolvedLanguage ?? 'fr';
  const columns = useMemo<GridColDef<ExpenseClaim>[]>(
    () => [
      { field: 'reference', headerName: t('fields.reference'), width: 130 },
      {
        field: 'expenseDate',
        headerName: t('fields.expenseDate'),
        width: 100,
        valueFormatter: (value: string) => formatDate(value, language),
      },
      ...(showEmployee
        ? [
            {
              field: 'employee',
              headerName: t('fields.employee'),
              flex: 1,
              minWidth: 110,
              sortable: false,
              valueGetter: (_v: unknown, row: ExpenseClaim) => row.employee.name,
            } satisfies GridColDef<ExpenseClaim>,
          ]
        : []),
      {
        field: 'category',
        headerName: t('fields.category'),
        width: 110,
        valueFormatter: (value: string) => categoryLabel(t, value),
      },
      {
        field: 'description',
        headerName: t('fields.description'),
        flex: 1.5,
        minWidth: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', height: '100%', overflow: 'hidden' }}
          >
            {row.receipt && (
              <AttachFileOutlined fontSize="small" color="action" titleAccess={t('fields.receipt')} />
            )}
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{row.description}</span>
          </Stack>
        ),
      },
      {
        field: 'amount',
        headerName: t('fields.amount'),
        width: 115,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <MoneyText amount={row.amount} currency={row.currency} />,
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 130,
        renderCell: ({ row }) => (
          <StatusChip status={row.status} labelPrefix="expenses:status" tones={STATUS_TONES} />
        ),
      },
      ...(onAction
        ? [
            {
              field: 'actions',
              headerName: '',
              sortable: false,
              width: 215,
              renderCell: ({ row }) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
                  {ACTION_ORDER.filter((a) => row.allowedActions.includes(a)).map((action) => (
                    <Button
                      key={action}
                      size="small"
                      color={action === 'reject' ? 'error' : 'primary'}
                      variant={action === 'reject' ? 'text' : 'contained'}
                      onClick={(event) => {
                        event.stopPropagation();
                        onAction(action, row);
                      }}
                      title={t(`actions.${action}.button`)}
                      sx={{ minWidth: 0, px: 1, whiteSpace: 'nowrap' }}
                      data-testid={`row-action-${action}`}
                    >
                      {t(`actions.${action}.short`)}
                    </Button>
                  ))}
                </Stack>
              ),
            } satisfies GridColDef<ExpenseClaim>,
          ]
        : []),
    ],
    [t, language, showEmployee, onAction],
  );
  return (
    <ServerDataGrid
      list={list}
      columns={columns}
      sortFields={{ expenseDate: 'expenseDate', amount: 'amount' }}
      label={label}
      emptyTitle={emptyTitle}
      onRowClick={onOpen}
      testId={testId}
    />
  );
}
