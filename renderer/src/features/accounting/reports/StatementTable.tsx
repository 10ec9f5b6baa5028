import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { AmountCell } from './cells';

/** One line of a statement in its standard layout (SYSCOHADA AD…DZ, TA…XI; PCG). */
export interface StatementLine {
  ref: string;
  label: string;
  labelEn: string;
  kind: 'LINE' | 'TOTAL';
  grand: boolean;
  gross?: string;
  depreciation?: string;
  net?: string;
  previousNet?: string;
  amount?: string;
  previousAmount?: string;
}

/**
 * A statement as published: reference, label, and its amount columns (the balance sheet's assets
 * gross, depreciation and net; every statement the previous year beside); totals in bold.
 */
export function StatementTable({ lines, columns, title, testId }: { lines: StatementLine[]; columns: ReadonlyArray<keyof StatementLine>; title: string; testId: string }) {
  const { t, i18n } = useTranslation('books');
  const english = i18n.resolvedLanguage === 'en';
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 2 }}>
      <Table size="small" aria-label={title} data-testid={testId}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 60 }}>{t('statements.ref')}</TableCell>
            <TableCell>{title}</TableCell>
            {columns.map((c) => (
              <TableCell key={c} align="right">
                {t(`statements.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.ref} data-testid={`${testId}-${line.ref}`} sx={line.kind === 'TOTAL' ? { '& td': { fontWeight: 700, bgcolor: line.grand ? 'action.selected' : 'action.hover' } } : undefined}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{line.ref}</TableCell>
              <TableCell>{english ? line.labelEn : line.label}</TableCell>
              {columns.map((c) => (
                <AmountCell key={c} amount={line[c] as string | undefined} signed />
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
