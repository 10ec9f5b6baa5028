import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { format, subMonths } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/AuthContext';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { MonthField } from '../../../components/dates/MonthField';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { MoneyText } from '../../../components/money/MoneyText';
import { DECLARATION_MANAGE, DECLARATION_PATHS, type SocialAuto, type SocialDeclarationRecord } from '../reporting-api';
import { CreateSocialDialog } from './CreateSocialDialog';
import { DeclarationRowActions } from './DeclarationRowActions';
import { DeclarationTabs } from './DeclarationTabs';
import { Figure } from './Figure';

const money = (field: keyof SocialDeclarationRecord, headerName: string): GridColDef<SocialDeclarationRecord> => ({
  field,
  headerName,
  width: 150,
  align: 'right',
  headerAlign: 'right',
  sortable: false,
  renderCell: ({ value }) => <MoneyText amount={value as string} />,
});

/** Social declaration: the month's figures from the payroll entries, the electronic file, the declarations filed. */
export function SocialPage() {
  const { t } = useTranslation('accountingReports');
  const { can } = useAuth();
  const notify = useNotify();
  const canManage = can({ permissions: [DECLARATION_MANAGE] });
  const [period, setPeriod] = useState(() => format(subMonths(new Date(), 1), 'yyyy-MM'));
  const [creating, setCreating] = useState(false);
  const auto = useApiQuery<SocialAuto>(period ? DECLARATION_PATHS.socialAuto : null, { period });
  const list = useServerList<SocialDeclarationRecord>(DECLARATION_PATHS.social, { filters: ['status'], sort: '-startDate' });

  const columns = useMemo<GridColDef<SocialDeclarationRecord>[]>(
    () => [
      { field: 'periodLabel', headerName: t('declarations.fields.periodLabel'), width: 130, sortable: false },
      { field: 'socialBody', headerName: t('declarations.fields.socialBody'), width: 120 },
      { field: 'employeeCount', headerName: t('declarations.fields.employeeCount'), width: 110, align: 'right', headerAlign: 'right', sortable: false },
      money('grossPayroll', t('declarations.fields.grossPayroll')),
      money('employerContributions', t('declarations.fields.employerContributions')),
      money('employeeContributions', t('declarations.fields.employeeContributions')),
      { field: 'status', headerName: t('declarations.fields.status'), width: 120, renderCell: ({ value }) => <StatusChip status={value as string} labelPrefix="accountingReports:declarations.status" /> },
      { field: 'actions', headerName: '', width: 100, sortable: false, renderCell: ({ row }) => <DeclarationRowActions path={DECLARATION_PATHS.social} record={row} onChanged={list.reload} /> },
    ],
    [t, list.reload],
  );

  return (
    <>
      <DeclarationTabs
        current="social"
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} disabled={!period} data-testid="social-create">
              {t('declarations.social.create')}
            </Button>
          )
        }
      />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardHeader
          title={t('declarations.social.computed')}
          subheader={auto.data ? t('declarations.social.body', { body: auto.data.socialBody }) : undefined}
          slotProps={{ title: { variant: 'h4', component: 'h2' } }}
          action={canManage && period && <DownloadButton path={DECLARATION_PATHS.socialExport} query={{ period }} fallbackName="declaration-sociale.csv" label={t('declarations.exportElectronic')} data-testid="social-export" />}
        />
        <CardContent>
          <Stack spacing={2}>
            <Stack sx={{ maxWidth: 220 }}>
              <MonthField label={t('declarations.fields.period')} value={period} onChange={setPeriod} />
            </Stack>
            <ProblemAlert error={auto.error} />
            {auto.loading && !auto.data ? (
              <LoadingState />
            ) : auto.data ? (
              <>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 6, md: 2 }}>
                    <Figure label={t('declarations.fields.employeeCount')} count={auto.data.employeeCount} />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2.5 }}>
                    <Figure label={t('declarations.fields.grossPayroll')} amount={auto.data.grossPayroll} />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2.5 }}>
                    <Figure label={t('declarations.fields.employerContributions')} amount={auto.data.employerContributions} />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2.5 }}>
                    <Figure label={t('declarations.fields.employeeContributions')} amount={auto.data.employeeContributions} />
                  </Grid>
                  <Grid size={{ xs: 6, md: 2.5 }}>
                    <Figure label={t('declarations.fields.totalContributions')} amount={auto.data.totalContributions} emphasis />
                  </Grid>
                </Grid>
                {auto.data.employeeCount === 0 && auto.data.grossPayroll !== '0.00' && <Alert severity="info">{t('declarations.social.noHeadcount')}</Alert>}
                <Typography variant="caption" color="text.secondary">
                  {t('declarations.social.source')}
                </Typography>
              </>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <ServerDataGrid list={list} columns={columns} emptyTitle={t('declarations.empty')} label={t('declarations.social.records')} testId="social-records" />
      <CreateSocialDialog
        open={creating}
        period={period}
        socialBody={auto.data?.socialBody ?? ''}
        onClose={() => setCreating(false)}
        onCreated={(record) => {
          setCreating(false);
          notify(t('declarations.created', { period: record.periodLabel }));
          list.reload();
        }}
      />
    </>
  );
}
