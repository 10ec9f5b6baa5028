import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PAYMENT_METHODS } from '../../../../../shared/operator';
import { api } from '../../../app/api';
import { formatDate } from '../../../components/dates/isoDate';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { FormTextField } from '../../../components/form/FormTextField';
import { formatMoney } from '../../../components/money/moneyText';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormDialog } from '../FormDialog';
import { P, type PaymentViewT } from '../api';

const Form = z.object({
  amount: z.string().regex(/^\d+([.,]\d{1,2})?$/),
  paidOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().max(100),
});

/** The tenant's payments, and a payment received outside the platform. */
export function PaymentsTab({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation('operator');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<PaymentViewT>(P.payments(tenantId), { pageSize: 25 });
  const [open, setOpen] = useState(false);
  const columns = useMemo<GridColDef<PaymentViewT>[]>(
    () => [
      { field: 'paidOn', headerName: t('payments.paidOn'), width: 140, sortable: false, valueFormatter: (v: string) => formatDate(v, language) },
      { field: 'amount', headerName: t('payments.amount'), width: 160, sortable: false, valueGetter: (_v, row) => formatMoney(row.amount, row.currency, language) },
      { field: 'method', headerName: t('payments.method'), width: 160, sortable: false, valueFormatter: (v: string) => t(`payments.methods.${v}`) },
      { field: 'reference', headerName: t('payments.reference'), flex: 1, sortable: false },
      { field: 'status', headerName: t('payments.status'), width: 140, sortable: false, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="operator:payments.statuses" tones={{ VALIDATED: 'success' }} /> },
    ],
    [t, language],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button variant="contained" onClick={() => setOpen(true)} data-testid="payment-manual">
          {t('payments.manual')}
        </Button>
      </Stack>
      <ServerDataGrid list={list} columns={columns} label={t('tenants.tabs.payments')} emptyTitle={t('payments.empty')} testId="payments-grid" />
      <FormDialog<z.infer<typeof Form>>
        open={open}
        title={t('payments.manual')}
        schema={Form}
        defaults={{ amount: '', paidOn: new Date().toISOString().slice(0, 10), method: 'BANK_TRANSFER', reference: '' }}
        submitLabel={t('common:actions.save')}
        testId="payment-form"
        onClose={() => setOpen(false)}
        onSubmit={async (v) => {
          await api.post(P.manualPayment(tenantId), { ...v, amount: v.amount.replace(',', '.'), reference: v.reference || null });
          notify(t('payments.recorded'));
          setOpen(false);
          list.reload();
        }}
      >
        {(form) => (
          <>
            <FormTextField control={form.control} name="amount" label={t('payments.amount')} required />
            <FormTextField control={form.control} name="paidOn" label={t('payments.paidOn')} type="date" required slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField control={form.control} name="method" label={t('payments.method')} select>
              {PAYMENT_METHODS.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`payments.methods.${m}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={form.control} name="reference" label={t('payments.reference')} />
          </>
        )}
      </FormDialog>
    </Stack>
  );
}
