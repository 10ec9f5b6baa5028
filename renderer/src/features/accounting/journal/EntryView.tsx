import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../components/money/MoneyText';
import type { EntryRecord } from '../api';

/** The lines of an entry that can no longer change (posted, or read-only for the caller). */
export function EntryView({ entry }: { entry: EntryRecord }) {
  const { t } = useTranslation('ledger');
  return (
    <Paper sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('entry.lines')} data-testid="entry-view-lines">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('entry.fields.account')}</TableCell>
            <TableCell>{t('entry.fields.lineLabel')}</TableCell>
            <TableCell>{t('entry.fields.thirdParty')}</TableCell>
            <TableCell align="right">{t('entry.fields.debit')}</TableCell>
            <TableCell align="right">{t('entry.fields.credit')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entry.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{line.lineNo}</TableCell>
              <TableCell>
                <strong>{line.accountCode}</strong> {line.accountTitle}
              </TableCell>
              <TableCell>{line.label}</TableCell>
              <TableCell>{line.thirdParty}</TableCell>
              <TableCell align="right">{line.debit !== '0.00' && <MoneyText amount={line.debit} />}</TableCell>
              <TableCell align="right">{line.credit !== '0.00' && <MoneyText amount={line.credit} />}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4} sx={{ fontWeight: 600 }}>
              {t('entry.totals')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              <MoneyText amount={entry.totalDebit} />
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              <MoneyText amount={entry.totalCredit} />
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Paper>
  );
}
