import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AutoFixHighOutlined from '@mui/icons-material/AutoFixHighOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDate } from '../../components/dates/isoDate';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { FilterBar } from '../../components/grid/FilterBar';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { formatMoney } from '../../components/money/moneyText';
import { useCurrency } from '../../components/money/useCurrency';
import { ROUTES as LEDGER_ROUTES } from '../accounting/api';
import {
  ACCESS,
  LINE_TONES,
  PATHS,
  ROUTES,
  STATEMENT_LINE_STATUSES,
  type AutoMatchResult,
  type StatementImport,
  type StatementLine,
} from './api';
import { ImportSummary } from './ImportSummary';
import { MatchDialog } from './MatchDialog';

const FILTERS = ['status'] as const;

/**
 * The lines of one statement: each matched with the posted entry that records it, or to match
 * (automatically, from its ranked proposals, or with an entry chosen in the journal).
 */
export function ImportLinesPage() {
  const { importId = '' } = useParams();
  const { t, i18n } = useTranslation('reconciliation');
  const language = i18n.resolvedLanguage ?? 'fr';
  const notify = useNotify();
  const { can } = useAuth();
  const canManage = can(ACCESS.manage);
  const statement = useApiQuery<StatementImport>(PATHS.import(importId));
  const list = useServerList<StatementLine>(PATHS.lines(importId), { filters: FILTERS, sort: 'lineNo' });
  const { filters } = list.params;
  const [matching, setMatching] = useState<StatementLine | null>(null);
  const [unmatching, setUnmatching] = useState<StatementLine | null>(null);
  const [autoResult, setAutoResult] = useState<AutoMatchResult | null>(null);
  const [autoBusy, setAutoBusy] = useState(false);
  const [autoError, setAutoError] = useState<unknown>(null);
  const tenantCurrency = useCurrency();
  const currency = statement.data?.currency ?? tenantCurrency ?? undefined;

  const reload = () => {
    list.reload();
    statement.reload();
  };

  const runAutoMatch = async () => {
    setAutoBusy(true);
    setAutoError(null);
    try {
      setAutoResult(await api.post<AutoMatchResult>(PATHS.autoMatch(importId)));
      reload();
    } catch (error) {
      setAutoError(error);
    } finally {
      setAutoBusy(false);
    }
  };

  const columns = useMemo<GridColDef<StatementLine>[]>(
    () => [
      { field: 'lineNo', headerName: '#', width: 50 },
      { field: 'date', headerName: t('fields.date'), width: 110, valueFormatter: (value: string) => formatDate(value, language) },
      { field: 'label', headerName: t('fields.label'), flex: 1.4, minWidth: 130, sortable: false },
      { field: 'reference', headerName: t('fields.reference'), width: 135, sortable: false },
      {
        field: 'amount',
        headerName: t('fields.amount'),
        width: 150,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <MoneyText amount={row.amount} currency={currency} signed />,
      },
      {
        field: 'status',
        headerName: t('fields.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="reconciliation:status" tones={LINE_TONES} />,
      },
      {
        field: 'journalEntry',
        headerName: t('fields.entry'),
        flex: 1,
        minWidth: 130,
        sortable: false,
        renderCell: ({ row }) =>
          row.journalEntry ? (
            <Link component={RouterLink} to={LEDGER_ROUTES.entry(row.journalEntry.id)} title={row.journalEntry.label} data-testid="line-entry">
              {row.journalEntry.pieceNumber}
            </Link>
          ) : (
            '—'
          ),
      },
      ...(canManage
        ? [
            {
              field: 'actions',
              headerName: '',
              width: 200,
              sortable: false,
              renderCell: ({ row }) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
                  {row.actions.includes('match') && (
                    <Button size="small" variant="outlined" onClick={() => setMatching(row)} data-testid="line-proposals">
                      {t('lines.proposals')}
                    </Button>
                  )}
                  {row.actions.includes('unmatch') && (
                    <Button size="small" color="error" onClick={() => setUnmatching(row)} data-testid="line-unmatch">
                      {t('lines.unmatch')}
                    </Button>
                  )}
                </Stack>
              ),
            } satisfies GridColDef<StatementLine>,
          ]
        : []),
    ],
    [t, language, currency, canManage],
  );

  const title = statement.data ? t('lines.title', { file: statement.data.fileName }) : t('lines.titleLoading');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('imports.title'), to: ROUTES.imports }, { label: statement.data?.fileName ?? '…' }]}
        actions={
          canManage ? (
            <Button
              variant="contained"
              startIcon={<AutoFixHighOutlined />}
              loading={autoBusy}
              onClick={() => void runAutoMatch()}
              data-testid="auto-match"
            >
              {t('lines.autoMatch')}
            </Button>
          ) : undefined
        }
      />
      <ProblemAlert error={statement.error ?? autoError} />
      {statement.data ? <ImportSummary statement={statement.data} /> : !statement.error && <LoadingState />}
      {autoResult && (
        <Alert severity="info" sx={{ mb: 2 }} onClose={() => setAutoResult(null)} data-testid="auto-match-result">
          {t('lines.autoMatchResult', { ...autoResult })}
        </Alert>
      )}
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <TextField
          select
          label={t('fields.status')}
          value={filters.status ?? ''}
          onChange={(e) => list.setFilter('status', e.target.value)}
          sx={{ minWidth: 190, maxWidth: { md: 240 } }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-status' } as object } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {STATEMENT_LINE_STATUSES.map((s) => (
            <MenuItem key={s} value={s} data-testid={`filter-status-${s}`}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        sortFields={{ lineNo: 'lineNo', date: 'date', amount: 'amount' }}
        label={title}
        emptyTitle={Object.keys(filters).length ? t('lines.emptyFiltered') : t('lines.empty')}
        testId="lines-grid"
      />
      <MatchDialog
        statement={statement.data ?? null}
        line={matching}
        onClose={() => setMatching(null)}
        onMatched={(line) => {
          setMatching(null);
          notify(t('match.done', { piece: line.journalEntry?.pieceNumber ?? '' }));
          reload();
        }}
      />
      <ConfirmDialog
        open={unmatching !== null}
        title={t('unmatch.title')}
        message={
          unmatching
            ? t('unmatch.message', {
                label: unmatching.label,
                amount: formatMoney(unmatching.amount, currency, language),
                piece: unmatching.journalEntry?.pieceNumber ?? '',
              })
            : ''
        }
        confirmLabel={t('unmatch.confirm')}
        destructive
        onClose={() => setUnmatching(null)}
        onConfirm={async () => {
          if (!unmatching) return;
          await api.post<StatementLine>(PATHS.unmatch(unmatching.id));
          notify(t('unmatch.done'));
          reload();
        }}
      />
    </>
  );
}
