import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TENANT_MODULE_IDS } from '../../../../../shared/modules';
import { ADD_ON_TYPES, FEATURE_STATUSES } from '../../../../../shared/operator';
import { api } from '../../../app/api';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { useNotify } from '../../../components/feedback/Notifier';
import { FormCheckbox } from '../../../components/form/FormCheckbox';
import { FormTextField } from '../../../components/form/FormTextField';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { formatMoney } from '../../../components/money/moneyText';
import { FormDialog } from '../FormDialog';
import { P, type AddOnViewT, type FeatureViewT } from '../api';

const FeatureForm = z.object({
  code: z.string().trim().min(2).max(60),
  nameFr: z.string().trim().min(1).max(150),
  nameEn: z.string().trim().min(1).max(150),
  module: z.enum(TENANT_MODULE_IDS),
  status: z.enum(FEATURE_STATUSES),
  icon: z.string().max(60),
  visibleInComparison: z.boolean(),
});

/** Features: the technical codes plans include, and whether the public comparison shows them. */
export function FeaturesTab() {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const list = useServerList<FeatureViewT>(P.features, { sort: 'module' });
  const [editing, setEditing] = useState<FeatureViewT | 'new' | null>(null);
  const current = editing === 'new' ? null : editing;
  const columns = useMemo<GridColDef<FeatureViewT>[]>(
    () => [
      { field: 'code', headerName: t('catalog.fields.code'), flex: 1, minWidth: 160 },
      { field: 'nameFr', headerName: t('catalog.fields.nameFr'), flex: 1.2, sortable: false },
      { field: 'nameEn', headerName: t('catalog.fields.nameEn'), flex: 1.2, sortable: false },
      { field: 'module', headerName: t('catalog.fields.module'), width: 130 },
      { field: 'status', headerName: t('catalog.fields.status'), width: 130, sortable: false },
      { field: 'visibleInComparison', headerName: t('catalog.fields.visibleInComparison'), width: 150, sortable: false, valueFormatter: (v: boolean) => (v ? '✓' : '—') },
    ],
    [t],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('catalog.features.create')}
        </Button>
      </Stack>
      <ServerDataGrid list={list} columns={columns} label={t('catalog.tabs.features')} emptyTitle={t('catalog.features.empty')} onRowClick={(row) => setEditing(row)} getRowId={(r) => r.code} testId="features-grid" />
      <FormDialog<z.infer<typeof FeatureForm>>
        open={editing !== null}
        title={current ? current.code : t('catalog.features.create')}
        schema={FeatureForm}
        defaults={{
          code: current?.code ?? '',
          nameFr: current?.nameFr ?? '',
          nameEn: current?.nameEn ?? '',
          module: (current?.module as (typeof TENANT_MODULE_IDS)[number]) ?? 'ACCOUNTING',
          status: current?.status ?? 'ACTIVE',
          icon: current?.icon ?? '',
          visibleInComparison: current?.visibleInComparison ?? true,
        }}
        submitLabel={t('common:actions.save')}
        testId="feature-form"
        onClose={() => setEditing(null)}
        onSubmit={async ({ code, ...v }) => {
          const body = { ...v, icon: v.icon || null };
          if (current) await api.put(P.feature(current.code), body);
          else await api.post(P.features, { code, ...body });
          notify(t('catalog.saved'));
          setEditing(null);
          list.reload();
        }}
      >
        {(form) => (
          <>
            <FormTextField control={form.control} name="code" label={t('catalog.fields.code')} required disabled={current !== null} />
            <FormTextField control={form.control} name="nameFr" label={t('catalog.fields.nameFr')} required />
            <FormTextField control={form.control} name="nameEn" label={t('catalog.fields.nameEn')} required />
            <FormTextField control={form.control} name="module" label={t('catalog.fields.module')} select>
              {TENANT_MODULE_IDS.map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`common:modules.${m}`, { defaultValue: m })}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={form.control} name="status" label={t('catalog.fields.status')} select>
              {FEATURE_STATUSES.map((s) => (
                <MenuItem key={s} value={s}>
                  {s}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={form.control} name="icon" label={t('catalog.fields.icon')} />
            <FormCheckbox control={form.control} name="visibleInComparison" label={t('catalog.fields.visibleInComparison')} />
          </>
        )}
      </FormDialog>
    </Stack>
  );
}

const AddOnForm = z.object({
  code: z.string().trim().min(2).max(50),
  name: z.string().trim().min(1).max(120),
  type: z.enum(ADD_ON_TYPES),
  monthlyPrice: z.string().regex(/^\d+([.,]\d{1,2})?$/),
  module: z.string(),
  featureCode: z.string(),
  users: z.string().regex(/^\d*$/),
});

/** Add-ons as cards in the catalog: a feature, a pack of users or a module on top of a plan. */
export function AddOnsTab() {
  const { t, i18n } = useTranslation('operator');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<AddOnViewT>(P.addOns, { sort: 'code' });
  const [editing, setEditing] = useState<AddOnViewT | 'new' | null>(null);
  const [toggling, setToggling] = useState<AddOnViewT | null>(null);
  const current = editing === 'new' ? null : editing;
  const columns = useMemo<GridColDef<AddOnViewT>[]>(
    () => [
      { field: 'code', headerName: t('catalog.fields.code'), width: 150 },
      { field: 'name', headerName: t('catalog.fields.name'), flex: 1 },
      { field: 'type', headerName: t('catalog.fields.type'), width: 130 },
      { field: 'monthlyPrice', headerName: t('catalog.fields.monthlyPrice'), width: 150, sortable: false, valueGetter: (_v, r) => formatMoney(r.monthlyPrice, r.currency, language) },
      { field: 'active', headerName: t('catalog.fields.status'), width: 120, sortable: false, renderCell: ({ row }) => <StatusChip status={row.active ? 'ACTIVE' : 'INACTIVE'} /> },
      {
        field: 'actions',
        headerName: '',
        width: 220,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Button size="small" onClick={() => setEditing(row)}>
              {t('catalog.actions.edit')}
            </Button>
            <Button size="small" onClick={() => setToggling(row)}>
              {t(row.active ? 'catalog.actions.deactivate' : 'catalog.actions.activate')}
            </Button>
          </Stack>
        ),
      },
    ],
    [t, language],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row">
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('catalog.addOns.create')}
        </Button>
      </Stack>
      <ServerDataGrid list={list} columns={columns} label={t('catalog.tabs.addOns')} emptyTitle={t('catalog.addOns.empty')} testId="add-ons-grid" />
      <FormDialog<z.infer<typeof AddOnForm>>
        open={editing !== null}
        title={current ? current.code : t('catalog.addOns.create')}
        schema={AddOnForm}
        defaults={{
          code: current?.code ?? '',
          name: current?.name ?? '',
          type: current?.type ?? 'USER_PACK',
          monthlyPrice: current?.monthlyPrice ?? '',
          module: current?.module ?? '',
          featureCode: current?.featureCode ?? '',
          users: current?.users?.toString() ?? '',
        }}
        submitLabel={t('common:actions.save')}
        testId="add-on-form"
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          const body = {
            code: v.code,
            name: v.name,
            type: v.type,
            monthlyPrice: v.monthlyPrice.replace(',', '.'),
            module: v.type === 'MODULE' ? v.module || null : null,
            featureCode: v.type === 'FEATURE' ? v.featureCode || null : null,
            users: v.type === 'USER_PACK' && v.users ? Number(v.users) : null,
          };
          if (current) await api.put(P.addOn(current.id), body);
          else await api.post(P.addOns, body);
          notify(t('catalog.saved'));
          setEditing(null);
          list.reload();
        }}
      >
        {(form) => (
          <>
            <FormTextField control={form.control} name="code" label={t('catalog.fields.code')} required disabled={current !== null} />
            <FormTextField control={form.control} name="name" label={t('catalog.fields.name')} required />
            <FormTextField control={form.control} name="type" label={t('catalog.fields.type')} select>
              {ADD_ON_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`catalog.addOnTypes.${type}`)}
                </MenuItem>
              ))}
            </FormTextField>
            <FormTextField control={form.control} name="monthlyPrice" label={t('catalog.fields.monthlyPrice')} required />
            <FormTextField control={form.control} name="module" label={t('catalog.fields.module')} helperText={t('catalog.addOns.moduleHelp')} />
            <FormTextField control={form.control} name="featureCode" label={t('catalog.fields.featureCode')} helperText={t('catalog.addOns.featureHelp')} />
            <FormTextField control={form.control} name="users" label={t('catalog.fields.users')} helperText={t('catalog.addOns.usersHelp')} />
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={toggling !== null}
        title={toggling ? t(toggling.active ? 'catalog.actions.deactivate' : 'catalog.actions.activate') : ''}
        message={toggling ? t(toggling.active ? 'catalog.confirm.deactivate' : 'catalog.confirm.activate', { code: toggling.code }) : ''}
        onConfirm={async () => {
          if (!toggling) return;
          if (toggling.active) await api.delete(P.addOn(toggling.id));
          else await api.post(`${P.addOn(toggling.id)}/activate`);
          notify(t('catalog.saved'));
          list.reload();
        }}
        onClose={() => setToggling(null)}
      />
    </Stack>
  );
}
