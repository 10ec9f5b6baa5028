import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { DateField } from '../../components/dates/DateField';
import { toIsoDate } from '../../components/dates/isoDate';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { SearchField } from '../../components/grid/SearchField';
import { netOnAccount } from './amounts';
import { JOURNAL_PATH, type EntryRecord } from '../accounting/api';
import { CandidateTable } from './CandidateTable';
import type { StatementLine } from './api';

const shift = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * A posted journal entry chosen by hand (a cheque cashed weeks later, a grouped deposit): the
 * journal searched by piece number or label and dates, each entry with its movement on the bank
 * account; the server checks the amount when matching.
 */
export function EntrySearch({
  line,
  accountCode,
  currency,
  busyId,
  onMatch,
}: {
  line: StatementLine;
  accountCode: string;
  currency: string | undefined;
  busyId: string | null;
  onMatch: (entryId: string) => void;
}) {
  const { t } = useTranslation('reconciliation');
  const [q, setQ] = useState('');
  const [from, setFrom] = useState(shift(line.date, -30));
  const [to, setTo] = useState(shift(line.date, 30) > toIsoDate(new Date()) ? '' : shift(line.date, 30));
  const entries = useApiQuery<ListEnvelope<EntryRecord>>(JOURNAL_PATH, {
    status: 'POSTED',
    q: q || undefined,
    from: from || undefined,
    to: to || undefined,
    sort: '-date',
    pageSize: 25,
  });
  const rows = useMemo(
    () =>
      (entries.data?.items ?? []).map((entry) => {
        return {
          id: entry.id,
          pieceNumber: entry.pieceNumber,
          date: entry.date,
          label: entry.label,
          amount: netOnAccount(entry, accountCode),
        };
      }),
    [entries.data, accountCode],
  );
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SearchField label={t('match.search')} value={q} onChange={setQ} />
        <DateField label={t('match.from')} value={from} onChange={setFrom} fullWidth={false} />
        <DateField label={t('match.to')} value={to} onChange={setTo} fullWidth={false} />
      </Stack>
      <ProblemAlert error={entries.error} />
      {entries.loading && !entries.data ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('match.noEntry')}</Typography>
      ) : (
        <CandidateTable rows={rows} currency={currency} busyId={busyId} onMatch={onMatch} testId="entry-search-results" />
      )}
      <Typography variant="caption" color="text.secondary">
        {t('match.searchHelp', { account: accountCode })}
      </Typography>
    </Stack>
  );
}
