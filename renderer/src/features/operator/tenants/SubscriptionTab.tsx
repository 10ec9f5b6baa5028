import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormTextField } from '../../../components/form/FormTextField';
import { formatMoney } from '../../../components/money/moneyText';
import { FormDialog } from '../FormDialog';
import { P, type SubscriptionViewT } from '../api';

const EditForm = z.object({ billingCycle: z.enum(['MONTHLY', 'ANNUAL']), addOnCodes: z.string().max(500), promoCode: z.string().max(40) });
const ExtendForm = z.object({ months: z.string().regex(/^([1-9]|[12][0-9]|3[0-6])$/) });
const DealForm = z.object({ monthlyPrice: z.string().regex(/^\d+([.,]\d{1,2})?$/), description: z.string().trim().min(1).max(500), validUntil: z.string() });
type Dialog = 'edit' | 'extend' | 'deal' | 'removeDeal' | 'activate' | null;

/** The subscription: plan, cycle, period, add-ons, promo, custom deal and the monthly price; its changes. */
export function SubscriptionTab({ tenantId, onChanged }: { tenantId: string; onChanged: () => void }) {
  const { t, i18n } = useTranslation('operator');
  const notify = useNotify();
  const { data: s, error, reload } = useApiQuery<SubscriptionViewT>(P.subscription(tenantId));
  const [dialog, setDialog] = useState<Dialog>(null);
  if (error) return <ProblemAlert error={error} />;
  if (!s) return <LoadingState />;
  const money = (a: string) => formatMoney(a, s.pricing.currency, i18n.resolvedLanguage ?? 'fr');
  const done = (key: string) => {
    notify(t(key));
    setDialog(null);
    reload();
    onChanged();
  };
  const row = (label: string, value: string) => (
    <Stack direction="row" spacing={1}>
      <Typography color="text.secondary" sx={{ minWidth: 200 }}>
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
  const closed = s.status === 'TERMINATED';
  return (
    <Grid container spacing={2} data-testid="subscription-tab">
      <Grid size={{ xs: 12, md: 7 }}>
        <Card variant="outlined">
          <CardHeader title={t('subscription.title')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent>
            <Stack spacing={1}>
              {row(t('tenants.fields.plan'), s.plan ? `${s.plan.name} (${s.plan.code})` : t('tenants.noPlan'))}
              {row(t('subscription.cycle'), t(`subscription.cycles.${s.billingCycle}`))}
              {row(t('subscription.period'), s.currentPeriodStart ? `${s.currentPeriodStart} → ${s.currentPeriodEnd ?? '—'}` : '—')}
              {row(t('subscription.addOns'), s.addOns.map((a) => a.name).join(', ') || '—')}
              {row(t('subscription.promo'), s.promo ? `${s.promo.code} (${s.promo.discountType})` : '—')}
              {row(t('subscription.customDeal'), s.customDeal ? `${money(s.customDeal.monthlyPrice)} — ${s.customDeal.description ?? ''}` : '—')}
              {row(t('subscription.users'), s.quotas.users === null ? t('subscription.unlimited') : `${s.quotas.activeUsers ?? 0} / ${s.quotas.users}`)}
              {s.suspensionReason && row(t('tenants.fields.reason'), s.suspensionReason)}
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Card variant="outlined">
          <CardHeader title={t('subscription.pricing')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent>
            <Stack spacing={1}>
              {row(t('subscription.listMonthly'), money(s.pricing.listMonthly))}
              {row(t('subscription.discount'), money(s.pricing.discountMonthly))}
              {row(t('subscription.dealAdjustment'), money(s.pricing.customDealAdjustment))}
              <Typography variant="h6" data-testid="subscription-net">
                {t('subscription.netMonthly')} : {money(s.pricing.netMonthly)}
              </Typography>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      {!closed && (
        <Grid size={12}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => setDialog('edit')} data-testid="subscription-edit">
              {t('subscription.edit')}
            </Button>
            {s.status === 'TRIAL' && s.plan && (
              <Button variant="outlined" onClick={() => setDialog('activate')}>
                {t('subscription.activate')}
              </Button>
            )}
            <Button variant="outlined" onClick={() => setDialog('extend')}>
              {t('subscription.extend')}
            </Button>
            <Button variant="outlined" onClick={() => setDialog('deal')}>
              {t('subscription.setDeal')}
            </Button>
            {s.customDeal && (
              <Button color="warning" onClick={() => setDialog('removeDeal')}>
                {t('subscription.removeDeal')}
              </Button>
            )}
          </Stack>
        </Grid>
      )}
      <FormDialog<z.infer<typeof EditForm>>
        open={dialog === 'edit'}
        title={t('subscription.edit')}
        schema={EditForm}
        defaults={{ billingCycle: s.billingCycle, addOnCodes: s.addOns.map((a) => a.code).join(', '), promoCode: '' }}
        submitLabel={t('common:actions.save')}
        testId="subscription-form"
        onClose={() => setDialog(null)}
        onSubmit={async (v) => {
          const addOnCodes = v.addOnCodes.split(',').map((c) => c.trim()).filter(Boolean);
          await api.put(P.subscription(tenantId), { billingCycle: v.billingCycle, addOnCodes, ...(v.promoCode ? { promoCode: v.promoCode } : {}) });
          done('subscription.saved');
        }}
      >
        {(form) => (
          <>
            <FormTextField control={form.control} name="billingCycle" label={t('subscription.cycle')} select>
              <MenuItem value="MONTHLY">{t('subscription.cycles.MONTHLY')}</MenuItem>
              <MenuItem value="ANNUAL">{t('subscription.cycles.ANNUAL')}</MenuItem>
            </FormTextField>
            <FormTextField control={form.control} name="addOnCodes" label={t('subscription.addOns')} helperText={t('subscription.addOnsHelp')} />
            <FormTextField control={form.control} name="promoCode" label={t('subscription.promo')} />
          </>
        )}
      </FormDialog>
      <FormDialog<z.infer<typeof ExtendForm>>
        open={dialog === 'extend'}
        title={t('subscription.extend')}
        schema={ExtendForm}
        defaults={{ months: '1' }}
        submitLabel={t('subscription.extend')}
        testId="extend-form"
        onClose={() => setDialog(null)}
        onSubmit={async (v) => {
          await api.put(P.subscriptionAction(tenantId, 'extend'), { months: Number(v.months) });
          done('subscription.extended');
        }}
      >
        {(form) => <FormTextField control={form.control} name="months" label={t('subscription.months')} type="number" required />}
      </FormDialog>
      <FormDialog<z.infer<typeof DealForm>>
        open={dialog === 'deal'}
        title={t('subscription.setDeal')}
        schema={DealForm}
        defaults={{ monthlyPrice: s.customDeal?.monthlyPrice ?? '', description: s.customDeal?.description ?? '', validUntil: s.customDeal?.validUntil ?? '' }}
        submitLabel={t('common:actions.save')}
        testId="deal-form"
        onClose={() => setDialog(null)}
        onSubmit={async (v) => {
          await api.post(P.subscriptionAction(tenantId, 'custom-deal'), { monthlyPrice: v.monthlyPrice.replace(',', '.'), description: v.description, validUntil: v.validUntil || null });
          done('subscription.dealSaved');
        }}
      >
        {(form) => (
          <>
            <FormTextField control={form.control} name="monthlyPrice" label={t('subscription.dealPrice')} required />
            <FormTextField control={form.control} name="description" label={t('subscription.dealDescription')} required />
            <FormTextField control={form.control} name="validUntil" label={t('subscription.dealUntil')} type="date" slotProps={{ inputLabel: { shrink: true } }} />
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={dialog === 'removeDeal'}
        title={t('subscription.removeDeal')}
        message={t('subscription.removeDealConfirm')}
        destructive
        onConfirm={async () => {
          await api.delete(P.subscriptionAction(tenantId, 'custom-deal'));
          done('subscription.dealRemoved');
        }}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'activate'}
        title={t('subscription.activate')}
        message={t('subscription.activateConfirm')}
        onConfirm={async () => {
          await api.put(P.subscription(tenantId), { status: 'ACTIVE' });
          done('subscription.activated');
        }}
        onClose={() => setDialog(null)}
      />
    </Grid>
  );
}
