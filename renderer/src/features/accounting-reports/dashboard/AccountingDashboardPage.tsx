import Grid from '@mui/material/Grid';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import AssignmentLateOutlined from '@mui/icons-material/AssignmentLateOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SyncProblemOutlined from '@mui/icons-material/SyncProblemOutlined';
import TrendingDownOutlined from '@mui/icons-material/TrendingDownOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { StatCard } from '../../../components/charts/StatCard';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { MoneyText } from '../../../components/money/MoneyText';
import { DASHBOARD_PATH, type AccountingDashboard } from '../api';
import { HistoryChart } from './HistoryChart';

/** The month at a glance: revenue, expenses, result, what needs attention, and six months of history. */
export function AccountingDashboardPage() {
  const { t, i18n } = useTranslation('accountingReports');
  const dashboard = useApiQuery<AccountingDashboard>(DASHBOARD_PATH);
  const d = dashboard.data;
  const loading = dashboard.loading && !d;
  const month = d ? new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', { month: 'long', year: 'numeric' }).format(new Date(`${d.month}-15T12:00:00`)) : '';
  const stat = (id: string, icon: ReactNode, value: ReactNode, to?: string, hint?: string) => (
    <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
      <StatCard label={t(`dashboard.${id}`)} value={value} icon={icon} loading={loading} to={to} hint={hint} testId={`accounting-stat-${id}`} />
    </Grid>
  );
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={month && t('dashboard.subtitle', { month })} breadcrumbs={[{ label: t('nav.section') }, { label: t('dashboard.title') }]} />
      <ProblemAlert error={dashboard.error} />
      <Grid container spacing={3}>
        {stat('revenue', <TrendingUpOutlined />, <MoneyText amount={d?.revenue} />, '/accounting/reports/resultat')}
        {stat('expenses', <TrendingDownOutlined />, <MoneyText amount={d?.expenses} />, '/accounting/reports/resultat')}
        {stat('netResult', <AccountBalanceWalletOutlined />, <MoneyText amount={d?.netResult} signed />, '/accounting/reports/resultat')}
        {stat('overdueReceivables', <WarningAmberOutlined />, <MoneyText amount={d?.overdueReceivables} />, '/accounting/reports/aging')}
        {stat('draftEntries', <EditNoteOutlined />, d?.draftEntries)}
        {stat('overdueInvoices', <ReceiptLongOutlined />, d?.overdueInvoices, '/accounting/reports/aging')}
        {stat('pendingExpenseClaims', <AssignmentLateOutlined />, d?.pendingExpenseClaims)}
        {stat('unreconciledBankLines', <SyncProblemOutlined />, d?.unreconciledBankLines)}
        <Grid size={12}>
          <HistoryChart data={d} loading={dashboard.loading} error={dashboard.error} />
        </Grid>
      </Grid>
    </>
  );
}
