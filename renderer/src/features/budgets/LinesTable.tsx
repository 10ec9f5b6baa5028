import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/money/moneyText';
import { monthLabels } from './months';
import type { Budget, BudgetLine } from './api';

/** The lines of a budget by account, one column per month, then the year. */
export function LinesTable({ budget, editable, onEdit, onRemove }: { budget: Budget; editable: boolean; onEdit: (line: BudgetLine) => void; onRemove: (line: BudgetLine) => void }) {
  const { t, i18n } = useTranslation('budgets');
  const language = i18n.resolvedLanguage ?? 'fr';
  const money = (amount: string) => formatMoney(amount, budget.currency, language);
  const cell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
  return (
    <TableContainer sx={{ maxHeight: 560 }} tabIndex={0} role="region" aria-label={t('editor.linesLabel')}>
      <Table size="small" stickyHeader aria-label={t('editor.linesLabel')} data-testid="budget-lines">
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.account')}</TableCell>
            <TableCell>{t('fields.split')}</TableCell>
            {monthLabels(language).map((m) => (
              <TableCell key={m} align="right">
                {m}
              </TableCell>
            ))}
            <TableCell align="right">{t('fields.year')}</TableCell>
            {editable && <TableCell aria-label={t('editor.actions')} />}
          </TableRow>
        </TableHead>
        <TableBody>
          {budget.lines.map((line) => (
            <TableRow key={line.accountCode} hover data-testid={`line-${line.accountCode}`}>
              <TableCell sx={{ minWidth: 180 }}>
                <strong>{line.accountCode}</strong> {line.accountTitle}
              </TableCell>
              <TableCell>{t(`split.${line.split}`)}</TableCell>
              {line.months.map((m, i) => (
                <TableCell key={i} align="right" sx={cell}>
                  {money(m)}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ ...cell, fontWeight: 600 }}>
                {money(line.amount)}
              </TableCell>
              {editable && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton size="small" aria-label={t('editor.editLine', { code: line.accountCode })} onClick={() => onEdit(line)}>
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={t('editor.removeLine', { code: line.accountCode })} onClick={() => onRemove(line)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </TableCell>
              )}
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={14} sx={{ fontWeight: 600 }}>
              {t('fields.total')}
            </TableCell>
            <TableCell align="right" sx={{ ...cell, fontWeight: 600 }} data-testid="budget-total">
              {money(budget.budgeted)}
            </TableCell>
            {editable && <TableCell />}
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
