import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { CONTRACT_TYPES } from '../../../../../shared/contracts';
import { COUNTRIES } from '../../../../../shared/modules';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { MANAGE, TEMPLATES_PATH, templatePath, type ContractTemplate } from '../api';
import { TemplateDialog } from './TemplateDialog';

/** Contract templates by country and type: Baobab's French ones (read-only, to copy) and the organisation's own. */
export function TemplatesPage() {
  const { t } = useTranslation('contracts');
  const notify = useNotify();
  const { can } = useAuth();
  const canManage = can(MANAGE);
  const list = useServerList<ContractTemplate>(TEMPLATES_PATH, { filters: ['country', 'type', 'shared'] });
  const { filters } = list.params;
  const [open, setOpen] = useState<{ template: ContractTemplate | null } | null>(null);
  const [deleting, setDeleting] = useState<ContractTemplate | null>(null);
  const duplicate = async (tpl: ContractTemplate) => {
    const copy = await api.post<ContractTemplate>(`${templatePath(tpl.id)}/duplicate`);
    notify(t('templates.duplicated', { name: copy.name }));
    list.reload();
    setOpen({ template: copy });
  };

  const columns = useMemo<GridColDef<ContractTemplate>[]>(
    () => [
      { field: 'name', headerName: t('templates.fields.name'), flex: 1.5, minWidth: 220 },
      {
        field: 'country',
        headerName: t('templates.fields.country'),
        width: 150,
        valueFormatter: (v: string) => t(`country.${v}`, { defaultValue: v }),
      },
      {
        field: 'contractType',
        headerName: t('fields.type'),
        width: 120,
        valueFormatter: (v: string) => t(`type.${v}`),
      },
      {
        field: 'shared',
        headerName: '',
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            {row.shared && <Chip size="small" label={t('templates.shared')} />}
            {!row.active && <StatusChip status="INACTIVE" />}
          </Stack>
        ),
      },
      {
        field: 'actions',
        headerName: '',
        width: 220,
        sortable: false,
        renderCell: ({ row }) =>
          canManage && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', height: '100%' }}
              onClick={(e) => e.stopPropagation()}
            >
              <Button size="small" onClick={() => void duplicate(row)}>
                {t('templates.duplicate')}
              </Button>
              {!row.shared && (
                <Button size="small" color="error" onClick={() => setDeleting(row)}>
                  {t('common:actions.delete')}
                </Button>
              )}
            </Stack>
          ),
      },
    ],
    [t, canManage],
  );

  return (
    <>
      <PageHeader
        title={t('templates.title')}
        subtitle={t('templates.subtitle')}
        actions={
          canManage && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setOpen({ template: null })}
            >
              {t('templates.create')}
            </Button>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <TextField
          select
          label={t('templates.fields.country')}
          value={filters.country ?? ''}
          onChange={(e) => list.setFilter('country', e.target.value)}
          sx={{ minWidth: 180, maxWidth: { md: 240 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {COUNTRIES.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`country.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('fields.type')}
          value={filters.type ?? ''}
          onChange={(e) => list.setFilter('type', e.target.value)}
          sx={{ minWidth: 160, maxWidth: { md: 220 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {CONTRACT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`type.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('templates.origin')}
          value={filters.shared ?? ''}
          onChange={(e) => list.setFilter('shared', e.target.value)}
          sx={{ minWidth: 180, maxWidth: { md: 240 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="true">{t('templates.shared')}</MenuItem>
          <MenuItem value="false">{t('templates.own')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('templates.title')}
        emptyTitle={t('templates.empty')}
        onRowClick={(row) => setOpen({ template: row })}
        testId="templates-grid"
      />
      <TemplateDialog
        template={open?.template ?? null}
        open={open !== null}
        onClose={() => setOpen(null)}
        onSaved={() => {
          setOpen(null);
          notify(t('templates.saved'));
          list.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('templates.deleteTitle')}
        message={t('templates.deleteMessage', { name: deleting?.name ?? '' })}
        destructive
        confirmLabel={t('common:actions.delete')}
        onConfirm={async () => {
          if (!deleting) return;
          await api.delete(templatePath(deleting.id));
          list.reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
