import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { ImportIssue } from '../api';

/** Row-level findings of an import: row number, column, message, severity. */
export function IssuesTable({ issues }: { issues: ImportIssue[] }) {
  const { t } = useTranslation('employees');
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label={t('import.issues')} data-testid="import-issues">
        <TableHead>
          <TableRow>
            <TableCell>{t('import.row')}</TableCell>
            <TableCell>{t('import.column')}</TableCell>
            <TableCell>{t('import.message')}</TableCell>
            <TableCell>{t('import.severity')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {issues.map((issue, index) => (
            <TableRow key={`${issue.row}-${issue.column}-${index}`} data-testid="import-issue">
              <TableCell>{issue.row}</TableCell>
              <TableCell>{issue.column ?? '—'}</TableCell>
              <TableCell>{issue.message}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={issue.severity === 'ERROR' ? 'error' : 'warning'}
                  label={t(`import.severities.${issue.severity}`)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
