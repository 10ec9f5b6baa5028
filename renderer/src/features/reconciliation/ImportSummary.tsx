import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/dates/isoDate';
import { MoneyText } from '../../components/money/MoneyText';
import type { StatementImport } from './api';

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 130 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1" component="div" data-testid={testId}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The statement's header: bank account, period, file, balances, totals and progress. */
export function ImportSummary({ statement }: { statement: StatementImport }) {
  const { t, i18n } = useTranslation('reconciliation');
  const language = i18n.resolvedLanguage ?? 'fr';
  const currency = statement.currency ?? undefined;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="import-summary">
      <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Figure label={t('fields.bankAccount')}>
          {statement.bankAccountTitle ?? '—'} ({statement.accountCode})
        </Figure>
        <Figure label={t('fields.period')}>
          {formatDate(statement.periodStart, language)} – {formatDate(statement.periodEnd, language)}
        </Figure>
        <Figure label={t('fields.fileName')}>
          {statement.fileName} ({statement.format})
        </Figure>
        <Figure label={t('fields.openingBalance')}>
          <MoneyText amount={statement.openingBalance} currency={currency} signed />
        </Figure>
        <Figure label={t('fields.closingBalance')}>
          <MoneyText amount={statement.closingBalance} currency={currency} signed />
        </Figure>
        <Figure label={t('fields.totalCredit')}>
          <MoneyText amount={statement.totalCredit} currency={currency} />
        </Figure>
        <Figure label={t('fields.totalDebit')}>
          <MoneyText amount={statement.totalDebit} currency={currency} />
        </Figure>
        <Figure label={t('fields.matched')} testId="import-progress">
          {statement.matchedCount} / {statement.lineCount}
        </Figure>
      </Stack>
    </Paper>
  );
}
