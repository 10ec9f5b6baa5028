import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { endOfMonth, startOfMonth, subMonths } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../app/auth/AuthContext';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { PeriodPicker } from '../../../components/dates/PeriodPicker';
import { toIsoDate, type Period } from '../../../components/dates/isoDate';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { MoneyText } from '../../../components/money/MoneyText';
import { DECLARATION_MANAGE, DECLARATION_PATHS, type TaxDeclarationRecord, type VatDeclaration } from '../reporting-api';
import { CreateVatDialog } from './CreateVatDialog';
import { DeclarationRowActions } from './DeclarationRowActions';
import { DeclarationTabs } from './DeclarationTabs';
import { Figure } from './Figure';

function lastMonth(): Period {
  const month = subMonths(new Date(), 1);
  return { from: toIsoDate(startOfMonth(month)), to: toIsoDate(endOfMonth(month)) };
}

const money = (field: keyof TaxDeclarationRecord, headerName: string): GridColDef<TaxDeclarationRecord> => ({
  field,
  headerName,
  width: 150,
  align: 'right',
  headerAlign: 'right',
  sortable: false,
  renderCell: ({ value }) => <MoneyText amount={value as string} />,
});

/** VAT: the period's figures from the ledger, the electronic file, and the declarations filed. */
export function VatPage() {
  const { t } = useTranslation('accountingReports');
  const { can } = useAuth();
  const notify = useNotify();
  const canManage = can({ permissions: [DECLARATION_MANAGE] });
  const [period, setPeriod] = useState<Period>(lastMonth);
  const [creating, setCreating] = useState(false);
  const valid = Boolean(period.from && period.to && period.from <= period.to);
  const vat = useApiQuery<VatDeclaration>(valid ? DECLARATION_PATHS.vat : null, { from: period.from, to: period.to });
  const list = useServerList<TaxDeclarationRecord>(DECLARATION_PATHS.tax, { filters: ['status'], sort: '-startDate' });

  const columns = useMemo<GridColDef<TaxDeclarationRecord>[]>(
    () => [
      { field: 'periodLabel', headerName: t('declarations.fields.periodLabel'), width: 140, sortable: false },
      { field: 'declarationType', headerName: t('declarations.fields.declarationType'), width: 160, valueFormatter: (v: string) => t(`declarations.types.${v}`) },
      money('collectedVat', t('declarations.fields.collectedVat')),
      money('deductibleVat', t('declarations.fields.deductibleVat')),
      money('vatPayable', t('declarations.fields.vatPayable')),
      money('creditToCarryForward', t('declarations.fields.creditToCarryForward')),
      { field: 'status', headerName: t('declarations.fields.status'), width: 120, renderCell: ({ value }) => <StatusChip status={value as string} labelPrefix="accountingReports:declarations.status" /> },
      { field: 'actions', headerName: '', width: 100, sortable: false, renderCell: ({ row }) => <DeclarationRowActions path={DECLARATION_PATHS.tax} record={row} onChanged={list.reload} /> },
    ],
    [t, list.reload],
  );

  return (
    <>
      <DeclarationTabs
        current="vat"
        actions={
          canManage && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)} disabled={!valid} data-testid="vat-create">
              {t('declarations.vat.create')}
            </Button>
          )
        }
      />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardHeader
          title={t('declarations.vat.computed')}
          slotProps={{ title: { variant: 'h4', component: 'h2' } }}
          action={canManage && valid && <DownloadButton path={DECLARATION_PATHS.vatExport} query={{ from: period.from, to: period.to }} fallbackName="tva.csv" label={t('declarations.exportElectronic')} data-testid="vat-export" />}
        />
        <CardContent>
          <Stack spacing={2}>
            <PeriodPicker value={period} onChange={setPeriod} />
            <ProblemAlert error={vat.error} />
            {vat.loading && !vat.data ? (
              <LoadingState />
            ) : vat.data ? (
              <>
                <Grid container spacing={2}>
                  <Grid size={{ xs: 6, md: 3 }}>
                    <Figure label={t('declarations.fields.collectedVat')} amount={vat.data.collectedVat} testId="vat-collected" />
                  </Grid>
                  <Grid size={{ xs: 6, md: 3 }}>
                    <Figure label={t('declarations.fields.deductibleVat')} amount={vat.data.deductibleVat} testId="vat-deductible" />
                  </Grid>
                  <Grid size={{ xs: 6, md: 3 }}>
                    <Figure label={t('declarations.fields.vatPayable')} amount={vat.data.vatPayable} emphasis testId="vat-payable" />
                  </Grid>
                  <Grid size={{ xs: 6, md: 3 }}>
                    <Figure label={t('declarations.fields.creditToCarryForward')} amount={vat.data.creditToCarryForward} testId="vat-credit" />
                  </Grid>
                </Grid>
                {vat.data.accounts.length > 0 ? (
                  <Table size="small" aria-label={t('declarations.vat.accounts')}>
                    <TableBody>
                      {vat.data.accounts.map((a) => (
                        <TableRow key={a.accountCode}>
                          <TableCell sx={{ fontFamily: 'monospace', width: 100 }}>{a.accountCode}</TableCell>
                          <TableCell>{a.accountTitle ?? '—'}</TableCell>
                          <TableCell>{t(`declarations.vat.kind.${a.kind}`)}</TableCell>
                          <TableCell align="right">
                            <MoneyText amount={a.amount} />
                          </TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                ) : (
                  <Alert severity="info">{t('declarations.vat.noVat')}</Alert>
                )}
              </>
            ) : null}
          </Stack>
        </CardContent>
      </Card>
      <ServerDataGrid list={list} columns={columns} emptyTitle={t('declarations.empty')} label={t('declarations.vat.records')} testId="vat-records" />
      <CreateVatDialog
        open={creating}
        period={period}
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
