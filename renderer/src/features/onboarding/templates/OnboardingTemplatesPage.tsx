import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ONBOARDING_TEMPLATES_PATH, onboardingTemplatePath, type OnboardingTemplate } from '../api';
import { OnboardingTemplateDialog } from './OnboardingTemplateDialog';

/** Onboarding checklists to start from. */
export function OnboardingTemplatesPage() {
  const { t } = useTranslation('onboarding');
  const notify = useNotify();
  const list = useServerList<OnboardingTemplate>(ONBOARDING_TEMPLATES_PATH, { sort: 'name' });
  const [open, setOpen] = useState<{ template: OnboardingTemplate | null } | null>(null);
  const [deleting, setDeleting] = useState<OnboardingTemplate | null>(null);
  const columns = useMemo<GridColDef<OnboardingTemplate>[]>(
    () => [
      { field: 'name', headerName: t('templates.fields.name'), flex: 1, minWidth: 220 },
      {
        field: 'steps',
        headerName: t('templates.fields.steps'),
        width: 120,
        sortable: false,
        valueGetter: (_v, row) => row.steps.length,
      },
      {
        field: 'active',
        headerName: t('fields.status'),
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <StatusChip status={row.active ? 'ACTIVE' : 'INACTIVE'} />,
      },
      {
        field: 'actions',
        headerName: '',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Button
            size="small"
            color="error"
            onClick={(e) => {
              e.stopPropagation();
              setDeleting(row);
            }}
          >
            {t('common:actions.delete')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('templates.title')}
        subtitle={t('templates.subtitle')}
        breadcrumbs={[
          { label: t('onboardings.title'), to: '/hr/onboardings' },
          { label: t('templates.title') },
        ]}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setOpen({ template: null })}>
            {t('templates.create')}
          </Button>
        }
      />
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('templates.title')}
        emptyTitle={t('templates.empty')}
        onRowClick={(row) => setOpen({ template: row })}
        testId="onboarding-templates-grid"
      />
      <OnboardingTemplateDialog
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
          await api.delete(onboardingTemplatePath(deleting.id));
          list.reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
