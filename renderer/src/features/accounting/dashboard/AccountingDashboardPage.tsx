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
import { DASHBOARD_PATH, type AccountingDashboard } from '../reporting-api';
import { ledgerOf } from '../reports/drillDown';
import { HistoryChart } from './HistoryChart';

/** The month at a glance: revenue, expenses, result, what needs attention, and six months of history. */
export function AccountingDashboardPage() {
  const { t, i18n } = useTranslation('accountingReports');
  const dashboard = useApiQuery<AccountingDashboard>(DASHBOARD_PATH);
  const d = dashboard.data;
  const loading = dashboard.loading && !d;
  const month = d ? new Intl.DateTimeFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'fr-FR', { month: 'long', year: 'numeric' }).format(new Date(`${d.month}-15T12:00:00`)) : '';
  // Drill-down: the month's figures open the general ledger of their class over the month.
  const monthPeriod = d ? { from: `${d.month}-01`, to: new Date(Date.UTC(Number(d.month.slice(0, 4)), Number(d.month.slice(5, 7)), 0)).toISOString().slice(0, 10) } : undefined;
  // Amounts need room ("35 106 180 F CFA"): two per row until very wide screens; counts four per row.
  const stat = (id: string, icon: ReactNode, value: ReactNode, options: { to?: string; amount?: boolean } = {}) => (
    <Grid size={options.amount ? { xs: 12, sm: 6, xl: 3 } : { xs: 6, md: 3 }}>
      <StatCard label={t(`dashboard.${id}`)} value={value} icon={icon} loading={loading} to={options.to} testId={`accounting-stat-${id}`} />
    </Grid>
  );
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={month && t('dashboard.subtitle', { month })} breadcrumbs={[{ label: t('nav.section') }, { label: t('dashboard.title') }]} />
      <ProblemAlert error={dashboard.error} />
      <Grid container spacing={3}>
        {stat('revenue', <TrendingUpOutlined />, <MoneyText amount={d?.revenue} />, { to: ledgerOf('7', monthPeriod), amount: true })}
        {stat('expenses', <TrendingDownOutlined />, <MoneyText amount={d?.expenses} />, { to: ledgerOf('6', monthPeriod), amount: true })}
        {stat('netResult', <AccountBalanceWalletOutlined />, <MoneyText amount={d?.netResult} signed />, { to: '/accounting/reports/resultat', amount: true })}
        {stat('overdueReceivables', <WarningAmberOutlined />, <MoneyText amount={d?.overdueReceivables} />, { to: '/accounting/reports/aging', amount: true })}
        {stat('draftEntries', <EditNoteOutlined />, d?.draftEntries, { to: '/accounting/journal?status=DRAFT' })}
        {stat('overdueInvoices', <ReceiptLongOutlined />, d?.overdueInvoices, { to: '/accounting/reports/aging' })}
        {stat('pendingExpenseClaims', <AssignmentLateOutlined />, d?.pendingExpenseClaims)}
        {stat('unreconciledBankLines', <SyncProblemOutlined />, d?.unreconciledBankLines)}
        <Grid size={12}>
          <HistoryChart data={d} loading={dashboard.loading} error={dashboard.error} />
        </Grid>
      </Grid>
    </>
  );
}
