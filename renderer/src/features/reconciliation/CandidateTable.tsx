import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/dates/isoDate';
import { MoneyText } from '../../components/money/MoneyText';

export interface CandidateRow {
  id: string;
  pieceNumber: string;
  date: string;
  label: string;
  /** Movement of the entry on the bank account's ledger account. */
  amount: string | null;
  /** A note after the label: days apart and score for a proposal. */
  note?: ReactNode;
}

/** Entries a line may be matched with, each with its "Match" button. */
export function CandidateTable({
  rows,
  currency,
  busyId,
  onMatch,
  testId,
}: {
  rows: CandidateRow[];
  currency: string | undefined;
  busyId: string | null;
  onMatch: (entryId: string) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('reconciliation');
  const language = i18n.resolvedLanguage ?? 'fr';
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          <TableCell>{t('fields.piece')}</TableCell>
          <TableCell>{t('fields.date')}</TableCell>
          <TableCell>{t('fields.label')}</TableCell>
          <TableCell align="right">{t('fields.amount')}</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} data-testid="candidate-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.pieceNumber}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date, language)}</TableCell>
            <TableCell>
              {row.label}
              {row.note}
            </TableCell>
            <TableCell align="right">
              <MoneyText amount={row.amount} currency={currency} signed />
            </TableCell>
            <TableCell align="right">
              <Button
                size="small"
                variant="contained"
                loading={busyId === row.id}
                disabled={busyId !== null && busyId !== row.id}
                onClick={() => onMatch(row.id)}
                data-testid="candidate-match"
              >
                {t('match.button')}
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
