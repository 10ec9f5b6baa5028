import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PENDING_ENTITY_TYPES } from '../../../../../shared/workflow';
import { formatDate, formatDateTime } from '../../../components/dates/isoDate';
import { useNotify } from '../../../components/feedback/Notifier';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import type { PendingApproval } from '../api';
import { DecisionDialog, type Decision } from './DecisionDialog';
import { InstanceDialog } from './InstanceDialog';

export interface PendingGridProps {
  path: string;
  /** Fixed query (scope). */
  query?: Record<string, string>;
  emptyTitle: string;
  testId: string;
  onDecided?: () => void;
}

/** Pending requests of every type with their current step; approve or reject those the caller may decide. */
export function PendingGrid({ path, query, emptyTitle, testId, onDecided }: PendingGridProps) {
  const { t, i18n } = useTranslation('workflow');
  const notify = useNotify();
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<PendingApproval>(path, { filters: ['entityType'], sort: 'startedAt', query });
  const [deciding, setDeciding] = useState<{ item: PendingApproval; decision: Decision } | null>(null);
  const [opened, setOpened] = useState<string | null>(null);

  const columns = useMemo<GridColDef<PendingApproval>[]>(
    () => [
      {
        field: 'entityType',
        headerName: t('fields.entityType'),
        width: 175,
        renderCell: ({ row }) => (
          <Chip size="small" variant="outlined" label={t(`entityType.${row.entityType}`)} />
        ),
      },
      { field: 'summary', headerName: t('fields.summary'), flex: 2, minWidth: 220, sortable: false },
      {
        field: 'requester',
        headerName: t('fields.requester'),
        flex: 1,
        minWidth: 120,
        sortable: false,
        valueGetter: (_value, row) => row.requester?.name ?? row.employee?.name ?? '—',
      },
      {
        field: 'step',
        headerName: t('fields.step'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.step ? (
            <Tooltip
              title={row.step.dueAt ? t('inbox.dueAt', { at: formatDateTime(row.step.dueAt, language) }) : ''}
            >
              <span>
                {t('inbox.stepOf', { order: row.step.order, total: row.stepCount, name: row.step.name })}
              </span>
            </Tooltip>
          ) : (
            t(row.entityType === 'EXPENSE_CLAIM' ? 'inbox.directDecision' : 'inbox.ownerDecision')
          ),
      },
      {
        field: 'startedAt',
        headerName: t('fields.startedAt'),
        width: 110,
        valueFormatter: (v: string) => formatDate(v, language),
      },
      {
        field: 'actions',
        headerName: '',
        width: 200,
        sortable: false,
        renderCell: ({ row }) =>
          row.canAct ? (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', height: '100%' }}
              onClick={(e) => e.stopPropagation()}
            >
              <Tooltip
                title={
                  row.links
                    ? row.onBehalfOf
                      ? t('inbox.onBehalfOf', { name: row.onBehalfOf.name })
                      : ''
                    : t('inbox.noLinks')
                }
              >
                <span>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={!row.links}
                    onClick={() => setDeciding({ item: row, decision: 'approve' })}
                    data-testid="approve"
                  >
                    {t('actions.approve')}
                  </Button>
                </span>
              </Tooltip>
              <Button
                size="small"
                color="error"
                disabled={!row.links}
                onClick={() => setDeciding({ item: row, decision: 'reject' })}
                data-testid="reject"
              >
                {t('actions.reject')}
              </Button>
            </Stack>
          ) : (
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              title={row.approvers.map((a) => a.name).join(', ')}
            >
              {row.approvers.map((a) => a.name).join(', ')}
            </Typography>
          ),
      },
    ],
    [t, language],
  );

  return (
    <>
      <FilterBar active={Boolean(list.params.filters.entityType)} onClear={list.clearFilters}>
        <TextField
          select
          label={t('fields.entityType')}
          value={list.params.filters.entityType ?? ''}
          onChange={(e) => list.setFilter('entityType', e.target.value)}
          sx={{ minWidth: 220, maxWidth: { md: 280 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {PENDING_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`entityType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        getRowId={(row) => row.instanceId ?? `${row.entityType}:${row.entityId}`}
        label={emptyTitle}
        emptyTitle={emptyTitle}
        onRowClick={(row) => {
          // A record decided outside the engine has no request to show: open it in its module.
          if (row.instanceId) setOpened(row.instanceId);
          else if (row.links?.view) navigate(row.links.view);
        }}
        testId={testId}
      />
      <DecisionDialog
        item={deciding?.item ?? null}
        decision={deciding?.decision ?? 'approve'}
        onClose={() => setDeciding(null)}
        onDecided={(item, decision) => {
          setDeciding(null);
          notify(t(`decision.${decision}.done`, { summary: item.summary }));
          list.reload();
          onDecided?.();
        }}
      />
      <InstanceDialog instanceId={opened} onClose={() => setOpened(null)} />
    </>
  );
}
