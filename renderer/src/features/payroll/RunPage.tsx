import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDate } from '../../components/dates/isoDate';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { DownloadButton } from '../../components/files/DownloadButton';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { ACCESS, PATHS, RUN_ACTIONS, STATUS_TONES, periodLabel, type PayrollRun } from './api';
import { EntriesGrid } from './EntriesGrid';
import { InputsGrid } from './InputsGrid';
import { useRunActions } from './useRunActions';

const TOTALS = ['adjustedGross', 'employeeContributions', 'employerContributions', 'incomeTax', 'netPay', 'employerCost'] as const;

/** One run: its totals, the moves its state allows, its entries with their payslips, its variable inputs. */
export function RunPage() {
  const { t, i18n } = useTranslation('payroll');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { runId = '' } = useParams();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const { can } = useAuth();
  const query = useApiQuery<PayrollRun>(PATHS.run(runId));
  const [tab, setTab] = useState<'entries' | 'inputs'>('entries');
  const [version, setVersion] = useState(0);
  const actions = useRunActions(query.data, (next) => {
    if (!next) {
      navigate('/accounting/payroll');
      return;
    }
    query.reload();
    setVersion((v) => v + 1);
  });
  if (query.loading && !query.data) return <LoadingState />;
  if (!query.data) return <ProblemAlert error={query.error} />;
  const run = query.data;
  const title = t('run.title', { period: periodLabel(run, language) });
  const manage = can(ACCESS.manage);
  const outOfDraft = run.status !== 'DRAFT';
  return (
    <>
      <PageHeader
        title={title}
        subtitle={<StatusChip status={run.status} labelPrefix="payroll:status" tones={STATUS_TONES} />}
        breadcrumbs={[{ label: t('runs.title'), to: '/accounting/payroll' }, { label: title }]}
        actions={
          manage && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {RUN_ACTIONS.filter((a) => run.allowedActions.includes(a) && (a !== 'generate-payslips' || run.payslipCount < run.employeeCount)).map((action) => (
                <Button key={action} variant={action === 'delete' ? 'text' : 'contained'} color={action === 'delete' ? 'error' : 'primary'} onClick={() => actions.start(action)} data-testid={`run-action-${action}`}>
                  {t(`actions.${action}.button`)}
                </Button>
              ))}
            </Stack>
          )
        }
      />
      {run.inputsChangedSinceCompute && (
        <Typography color="warning.main" sx={{ mb: 2 }} data-testid="run-stale">
          {t('run.stale')}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2, mb: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))' }} data-testid="run-totals">
        <Fact label={t('fields.employees')} value={String(run.employeeCount)} />
        {TOTALS.map((field) => (
          <Fact key={field} label={t(`fields.${field}`)} value={<MoneyText amount={run.totals[field]} currency={run.currency} />} testId={`run-total-${field}`} />
        ))}
      </Box>
      {outOfDraft && manage && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          {run.journalEntry && <Typography variant="body2">{t('run.journal', { piece: run.journalEntry.pieceNumber })}</Typography>}
          {run.paymentEntry && <Typography variant="body2">{t('run.payment', { piece: run.paymentEntry.pieceNumber, date: run.paymentDate ? formatDate(run.paymentDate, language) : '' })}</Typography>}
          <DownloadButton path={PATHS.transferCsv(run.id)} fallbackName={`virements-${run.period}.csv`} label={t('run.transferCsv')} size="small" />
          {run.currency === 'EUR' && <DownloadButton path={PATHS.transferSepa(run.id)} fallbackName={`sepa-${run.period}.xml`} label={t('run.transferSepa')} size="small" />}
        </Stack>
      )}
      <Tabs
        value={tab}
        onChange={(_e, next: 'entries' | 'inputs') => {
          setSearch({}, { replace: true });
          setTab(next);
        }}
        sx={{ mb: 1 }}
        aria-label={title}
      >
        <Tab value="entries" label={t('run.entries')} data-testid="run-tab-entries" />
        <Tab value="inputs" label={t('run.inputs')} data-testid="run-tab-inputs" />
      </Tabs>
      {tab === 'entries' ? (
        <EntriesGrid key={version} run={run} />
      ) : (
        <InputsGrid key={version} run={run} editable={manage && run.allowedActions.includes('edit-inputs')} onChanged={() => query.reload()} />
      )}
      {actions.dialogs}
    </>
  );
}

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {label}
        </Typography>
        <Typography variant="body1" component="div" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
