import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ENTRY_SOURCES } from '../../../../../shared/accounting';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth/AuthContext';
import { DateField } from '../../../components/dates/DateField';
import { formatDate } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { FilterBar } from '../../../components/grid/FilterBar';
import { SearchField } from '../../../components/grid/SearchField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { MoneyText } from '../../../components/money/MoneyText';
import { JOURNAL_PATH, ROUTES, type BulkPostResult, type EntryRecord } from '../api';
import { REPORT_PATHS } from '../reporting-api';

const FILTERS = ['q', 'status', 'source', 'from', 'to'] as const;

/** The journal: entries filtered by status, source and dates; open one, record one, post drafts in bulk. */
export function JournalPage() {
  const { t, i18n } = useTranslation('ledger');
  const language = i18n.resolvedLanguage ?? 'fr';
  const navigate = useNavigate();
  const notify = useNotify();
  const { can } = useAuth();
  const list = useServerList<EntryRecord>(JOURNAL_PATH, { filters: FILTERS, sort: '-date' });
  const { filters } = list.params;
  const [bulk, setBulk] = useState(false);

  const columns = useMemo<GridColDef<EntryRecord>[]>(
    () => [
      { field: 'date', headerName: t('journal.fields.date'), width: 110, valueFormatter: (value: string) => formatDate(value, language) },
      { field: 'pieceNumber', headerName: t('journal.fields.piece'), width: 150 },
      { field: 'label', headerName: t('journal.fields.label'), flex: 1, minWidth: 220 },
      {
        field: 'accounts',
        headerName: t('journal.fields.accounts'),
        width: 200,
        sortable: false,
        valueGetter: (_value, row) => [...new Set(row.lines.map((l) => l.accountCode))].join(', '),
      },
      { field: 'source', headerName: t('journal.fields.source'), width: 130, valueFormatter: (value: string) => t(`sources.${value}`) },
      {
        field: 'totalDebit',
        headerName: t('journal.fields.amount'),
        width: 150,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => <MoneyText amount={row.totalDebit} />,
      },
      { field: 'status', headerName: t('journal.fields.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} /> },
    ],
    [t, language],
  );

  const postAll = async () => {
    const result = await api.post<BulkPostResult>(`${JOURNAL_PATH}/bulk-post`, undefined, { query: filters.source ? { source: filters.source } : undefined });
    notify(t('journal.bulk.done', { count: result.posted }));
    list.reload();
  };

  return (
    <>
      <PageHeader
        title={t('journal.title')}
        subtitle={t('journal.subtitle')}
        actions={
          <>
            {can('accounting.report.read') && (
              <DownloadButton
                path={REPORT_PATHS.journalExport}
                query={{ from: filters.from || undefined, to: filters.to || undefined }}
                fallbackName="journal.csv"
                label={t('journal.export')}
                data-testid="journal-export"
              />
            )}
            {can('accounting.validate') && (
              <Button variant="outlined" startIcon={<DoneAllOutlined />} onClick={() => setBulk(true)} data-testid="journal-bulk-post">
                {t('journal.bulk.button')}
              </Button>
            )}
            {can('accounting.write') && (
              <Button variant="contained" startIcon={<AddOutlined />} onClick={() => navigate(ROUTES.newEntry)} data-testid="journal-create">
                {t('journal.create')}
              </Button>
            )}
          </>
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <SearchField label={t('journal.search')} value={filters.q ?? ''} onChange={(q) => list.setFilter('q', q)} />
        <TextField select label={t('journal.fields.status')} value={filters.status ?? ''} onChange={(e) => list.setFilter('status', e.target.value)} sx={{ minWidth: 150, maxWidth: { md: 180 } }} data-testid="journal-filter-status">
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="DRAFT">{t('common:status.DRAFT')}</MenuItem>
          <MenuItem value="POSTED">{t('common:status.POSTED')}</MenuItem>
        </TextField>
        <TextField select label={t('journal.fields.source')} value={filters.source ?? ''} onChange={(e) => list.setFilter('source', e.target.value)} sx={{ minWidth: 170, maxWidth: { md: 200 } }}>
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {ENTRY_SOURCES.map((source) => (
            <MenuItem key={source} value={source}>
              {t(`sources.${source}`)}
            </MenuItem>
          ))}
        </TextField>
        <DateField label={t('journal.filters.from')} value={filters.from ?? ''} onChange={(v) => list.setFilter('from', v)} sx={{ maxWidth: 190 }} />
        <DateField label={t('journal.filters.to')} value={filters.to ?? ''} onChange={(v) => list.setFilter('to', v)} sx={{ maxWidth: 190 }} />
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        sortFields={{ date: 'date', pieceNumber: 'pieceNumber', label: 'label', totalDebit: 'totalDebit' }}
        label={t('journal.title')}
        emptyTitle={Object.keys(filters).length ? t('journal.emptyFiltered') : t('journal.empty')}
        onRowClick={(entry) => navigate(ROUTES.entry(entry.id))}
        testId="journal-grid"
      />
      <ConfirmDialog
        open={bulk}
        title={t('journal.bulk.title')}
        message={filters.source ? t('journal.bulk.messageSource', { source: t(`sources.${filters.source}`) }) : t('journal.bulk.messageAll')}
        confirmLabel={t('journal.bulk.confirm')}
        onConfirm={postAll}
        onClose={() => setBulk(false)}
      />
    </>
  );
}
