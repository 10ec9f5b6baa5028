import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../../app/auth/AuthContext';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCurrency } from '../../../components/money/useCurrency';
import { PrintButton, PrintStyles } from './print';

export const REPORT_TABS = ['balance', 'grand-livre', 'resultat', 'bilan', 'aging'] as const;

export interface ReportShellProps {
  report: (typeof REPORT_TABS)[number];
  /** Period or date of the report, as shown under the title and on paper. */
  scope: string;
  /** Parameter fields (period, prefix, options). */
  parameters: ReactNode;
  /** Export buttons. */
  actions?: ReactNode;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}

/**
 * The frame of every financial report: tabs between reports, parameters, export and print
 * buttons, and the print view (company, report and period on top of the page).
 */
export function ReportShell({ report, scope, parameters, actions, loading, error, children }: ReportShellProps) {
  const { t } = useTranslation('accountingReports');
  const me = useMe();
  const currency = useCurrency();
  const { search } = useLocation();
  const title = t(`reports.${report}.title`);
  const keep = new URLSearchParams(search);
  keep.delete('page');
  const query = keep.toString() ? `?${keep.toString()}` : '';
  const subtitle = currency ? `${scope} · ${t('params.currency', { currency })}` : scope;
  return (
    <>
      <PrintStyles />
      <Box className="no-print">
        <PageHeader
          title={title}
          subtitle={subtitle}
          breadcrumbs={[{ label: t('nav.section') }, { label: t('nav.reports') }]}
          actions={
            <>
              {actions}
              <PrintButton />
            </>
          }
        />
        <Tabs value={report} variant="scrollable" sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={t('nav.reports')}>
          {REPORT_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={t(`reports.${tab}.tab`)} component={RouterLink} to={`/accounting/reports/${tab}${query}`} data-testid={`report-tab-${tab}`} />
          ))}
        </Tabs>
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            {parameters}
          </Stack>
        </Paper>
      </Box>
      <Box className="print-only" sx={{ mb: 2 }}>
        <Typography variant="h6">{me.tenant?.companyName}</Typography>
        <Typography variant="h5">{title}</Typography>
        <Typography variant="body2">{subtitle}</Typography>
      </Box>
      <ProblemAlert error={error} />
      {loading && !error ? <LoadingState /> : children}
    </>
  );
}
