import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { confidenceOf, type Confidence } from './confidence';

const CONFIDENCE_TONE: Record<Confidence, 'success' | 'info' | 'default'> = { HIGH: 'success', MEDIUM: 'info', LOW: 'default' };
import { api } from '../../app/api';
import { formatDate } from '../../components/dates/isoDate';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { MoneyText } from '../../components/money/MoneyText';
import { useCurrency } from '../../components/money/useCurrency';
import { PATHS, type StatementImport, type StatementLine } from './api';
import { CandidateTable } from './CandidateTable';
import { EntrySearch } from './EntrySearch';
import { useLineProposals } from './useLineProposals';

type Mode = 'proposals' | 'search';

/**
 * Matches an unmatched line: with one of its ranked proposals (posted entries of the same amount
 * on the bank account within a few days), or with a posted entry searched in the journal.
 */
export function MatchDialog({
  statement,
  line,
  onClose,
  onMatched,
}: {
  statement: StatementImport | null;
  line: StatementLine | null;
  onClose: () => void;
  onMatched: (line: StatementLine) => void;
}) {
  const { t, i18n } = useTranslation('reconciliation');
  const language = i18n.resolvedLanguage ?? 'fr';
  const tenantCurrency = useCurrency();
  const currency = statement?.currency ?? tenantCurrency ?? undefined;
  const proposals = useLineProposals(line);
  const [mode, setMode] = useState<Mode>('proposals');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setMode('proposals');
    setError(null);
    setBusyId(null);
  }, [line]);

  const match = async (entryId: string) => {
    if (!line) return;
    setBusyId(entryId);
    setError(null);
    try {
      onMatched(await api.post<StatementLine>(PATHS.match(line.id), { journalEntryId: entryId }));
    } catch (err) {
      setError(err);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <Dialog open={line !== null} onClose={busyId ? undefined : onClose} fullWidth maxWidth="md" data-testid="match-dialog">
      <DialogTitle>{t('match.title')}</DialogTitle>
      <DialogContent>
        {line && (
          <Typography sx={{ mb: 1 }} data-testid="match-line">
            {formatDate(line.date, language)} — {line.label}
            {line.reference ? ` (${line.reference})` : ''} — <MoneyText amount={line.amount} currency={currency} signed />
          </Typography>
        )}
        <Tabs value={mode} onChange={(_e, value: Mode) => setMode(value)} sx={{ mb: 2 }}>
          <Tab value="proposals" label={t('match.proposalsTab')} data-testid="match-tab-proposals" />
          <Tab value="search" label={t('match.searchTab')} data-testid="match-tab-search" />
        </Tabs>
        <ProblemAlert error={error ?? (mode === 'proposals' ? proposals.error : null)} />
        {line && mode === 'proposals' &&
          (proposals.loading ? (
            <LoadingState />
          ) : proposals.candidates.length === 0 ? (
            <Typography color="text.secondary" data-testid="no-proposal">
              {t('match.noProposal')}
            </Typography>
          ) : (
            <CandidateTable
              rows={proposals.candidates.map((c) => ({
                ...c,
                note: (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={CONFIDENCE_TONE[confidenceOf(c.score)]}
                      label={t(`match.confidence.${confidenceOf(c.score)}`)}
                      data-confidence={confidenceOf(c.score)}
                    />
                    <Typography variant="caption" color="text.secondary">
                      {t('match.proposalNote', { count: c.dayGap })}
                    </Typography>
                  </Stack>
                ),
              }))}
              currency={currency}
              busyId={busyId}
              onMatch={(id) => void match(id)}
              testId="proposals"
            />
          ))}
        {line && statement && mode === 'search' && (
          <EntrySearch line={line} accountCode={statement.accountCode} currency={currency} busyId={busyId} onMatch={(id) => void match(id)} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busyId !== null}>
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
