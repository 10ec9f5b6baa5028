import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DISCOUNT_TYPES } from '../../../../../shared/operator';
import { api } from '../../../app/api';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormTextField } from '../../../components/form/FormTextField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { FormDialog } from '../FormDialog';
import { P, type PromoCodeViewT } from '../api';

const Form = z.object({
  code: z.string().trim().min(2).max(40),
  description: z.string().max(500),
  discountType: z.enum(DISCOUNT_TYPES),
  value: z.string().regex(/^\d+([.,]\d{1,2})?$/),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.string().regex(/^\d*$/),
  planCodes: z.string().max(500),
});
type Values = z.infer<typeof Form>;

/** Promo codes: percentage, fixed amount or free months, within dates and a number of uses. */
export function PromoCodesPage() {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const list = useServerList<PromoCodeViewT>(P.promoCodes, { sort: '-createdAt' });
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<PromoCodeViewT | null>(null);
  const columns = useMemo<GridColDef<PromoCodeViewT>[]>(
    () => [
      { field: 'code', headerName: t('promo.fields.code'), width: 160 },
      { field: 'discountType', headerName: t('promo.fields.discountType'), width: 150, sortable: false, valueFormatter: (v: string) => t(`promo.types.${v}`) },
      { field: 'percent', headerName: t('promo.fields.value'), width: 120, sortable: false, valueGetter: (_v, r) => (r.percent ? `${r.percent} %` : (r.amount ?? `${r.freeMonths} ${t('promo.months')}`)) },
      { field: 'validUntil', headerName: t('promo.fields.validity'), width: 200, valueGetter: (_v, r) => `${r.validFrom ?? '…'} → ${r.validUntil ?? '…'}` },
      { field: 'usesCount', headerName: t('promo.fields.uses'), width: 110, sortable: false, valueGetter: (_v, r) => `${r.usesCount} / ${r.maxUses ?? '∞'}` },
      { field: 'planCodes', headerName: t('promo.fields.plans'), flex: 1, sortable: false, valueGetter: (_v, r) => r.planCodes.join(', ') || t('promo.allPlans') },
      { field: 'active', headerName: t('promo.fields.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={row.active ? 'ACTIVE' : 'INACTIVE'} /> },
      {
        field: 'actions',
        headerName: '',
        width: 140,
        sortable: false,
        renderCell: ({ row }) =>
          row.active && (
            <Button size="small" color="warning" onClick={() => setEnding(row)}>
              {t('promo.deactivate')}
            </Button>
          ),
      },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('promo.title')}
        subtitle={t('promo.subtitle')}
        actions={
          <Button variant="contained" onClick={() => setCreating(true)} data-testid="promo-create">
            {t('promo.create')}
          </Button>
        }
      />
      <ServerDataGrid list={list} columns={columns} label={t('promo.title')} emptyTitle={t('promo.empty')} testId="promo-grid" />
      <FormDialog<Values>
        open={creating}
        title={t('promo.create')}
        schema={Form}
        defaults={{ code: '', description: '', discountType: 'PCT', value: '', validFrom: '', validUntil: '', maxUses: '', planCodes: '' }}
        submitLabel={t('common:actions.create')}
        testId="promo-form"
        onClose={() => setCreating(false)}
        onSubmit={async (v) => {
          const value = v.value.replace(',', '.');
          await api.post(P.promoCodes, {
            code: v.code,
            description: v.description || null,
            discountType: v.discountType,
            percent: v.discountType === 'PCT' ? Number(value) : null,
            amount: v.discountType === 'FIXED' ? value : null,
            freeMonths: v.discountType === 'MONTHS_FREE' ? Number(value) : null,
            validFrom: v.validFrom || null,
            validUntil: v.validUntil || null,
            maxUses: v.maxUses ? Number(v.maxUses) : null,
            planCodes: v.planCodes.split(',').map((c) => c.trim()).filter(Boolean),
          });
          notify(t('promo.created'));
          setCreating(false);
          list.reload();
        }}
      >
        {(form) => (
          <>
            <FormTextField control={form.control} name="code" label={t('promo.fields.code')} required />
            <FormTextField control={form.control} name="description" label={t('promo.fields.description')} />
            <FormTextField control={form.control} name="discountType" label={t('promo.fields.discountType')} select>
              {DISCOUNT_TYPES.map((d) => (
                <MenuItem key={d} value={d}>
                  {t(`promo.types.${d}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={form.control} name="value" label={t('promo.fields.value')} helperText={t('promo.valueHelp')} required />
            <FormTextField control={form.control} name="validFrom" label={t('promo.fields.validFrom')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField control={form.control} name="validUntil" label={t('promo.fields.validUntil')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
            <FormTextField control={form.control} name="maxUses" label={t('promo.fields.maxUses')} />
            <FormTextField control={form.control} name="planCodes" label={t('promo.fields.plans')} helperText={t('promo.plansHelp')} />
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={ending !== null}
        title={t('promo.deactivate')}
        message={t('promo.deactivateConfirm', { code: ending?.code ?? '' })}
        destructive
        onConfirm={async () => {
          if (ending) await api.delete(P.promoCode(ending.id));
          list.reload();
        }}
        onClose={() => setEnding(null)}
      />
    </>
  );
}
