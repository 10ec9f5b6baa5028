import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import { useApiQuery } from '../../../app/api/useApiQuery';
import { JOURNAL_PATH, JOURNALS_PATH, ROUTES, type BulkPostResult, type EntryRecord, type JournalRecord } from '../api';
import { REPORT_PATHS } from '../reporting-api';

const FILTERS = ['q', 'journalCode', 'status', 'source', 'from', 'to'] as const;

/** The journal: entries filtered by journal, status, source and dates; open one, record one, post the ticked drafts. */
export function JournalPage() {
  const { t, i18n } = useTranslation('ledger');
  const language = i18n.resolvedLanguage ?? 'fr';
  const navigate = useNavigate();
  const notify = useNotify();
  const { can } = useAuth();
  const list = useServerList<EntryRecord>(JOURNAL_PATH, { filters: FILTERS, sort: '-date' });
  const { filters } = list.params;
  const [bulk, setBulk] = useState(false);
  // Drafts ticked in the grid, posted together (all or nothing) instead of every draft at once.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const canValidate = can('accounting.validate');
  const journals = useApiQuery<{ items: JournalRecord[] }>(JOURNALS_PATH);

  const columns = useMemo<GridColDef<EntryRecord>[]>(
    () => [
      ...(canValidate
        ? [
            {
              field: 'select',
              headerName: '',
              width: 56,
              sortable: false,
              renderCell: ({ row }: { row: EntryRecord }) =>
                row.status === 'DRAFT' ? (
                  <Checkbox
                    size="small"
                    checked={selected.has(row.id)}
                    onClick={(e) => e.stopPropagation()}
                    onChange={(e) =>
                      setSelected((previous) => {
                        const next = new Set(previous);
                        if (e.target.checked) next.add(row.id);
                        else next.delete(row.id);
                        return next;
                      })
                    }
                    slotProps={{ input: { 'aria-label': t('books:journals.selectDraft', { piece: row.pieceNumber }) } }}
                  />
                ) : null,
            } satisfies GridColDef<EntryRecord>,
          ]
        : []),
      { field: 'date', headerName: t('journal.fields.date'), width: 110, valueFormatter: (value: string) => formatDate(value, language) },
      { field: 'journalCode', headerName: t('books:fields.journal'), width: 90 },
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
    [t, language, canValidate, selected],
  );

  const postSelected = async () => {
    const result = await api.post<BulkPostResult>(`${JOURNAL_PATH}/post-selected`, { ids: [...selected] });
    notify(t('journal.bulk.done', { count: result.posted }));
    setSelected(new Set());
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
                query={{ from: filters.from || undefined, to: filters.to || undefined, journalCode: filters.journalCode || undefined }}
                fallbackName="journal.csv"
                label={t('journal.export')}
                data-testid="journal-export"
              />
            )}
            {canValidate && (
              <Button variant="outlined" startIcon={<DoneAllOutlined />} onClick={() => setBulk(true)} disabled={selected.size === 0} data-testid="journal-post-selected">
                {t('books:journals.postSelected', { count: selected.size })}
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
        <TextField select label={t('books:fields.journal')} value={filters.journalCode ?? ''} onChange={(e) => list.setFilter('journalCode', e.target.value)} sx={{ minWidth: 150, maxWidth: { md: 220 } }} data-testid="journal-filter-journal">
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {(journals.data?.items ?? []).map((j) => (
            <MenuItem key={j.id} value={j.code}>
              {j.code} — {j.name}
            </MenuItem>
          ))}
        </TextField>
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
        message={t('books:journals.postSelectedMessage', { count: selected.size })}
        confirmLabel={t('journal.bulk.confirm')}
        onConfirm={postSelected}
        onClose={() => setBulk(false)}
      />
    </>
  );
}
