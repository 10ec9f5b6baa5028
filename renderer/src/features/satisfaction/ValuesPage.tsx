import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, type CompanyValue } from './api';
import { ValueDialog } from './ValueDialog';

/** The company values recognition messages name: add, rename, deactivate, delete an unused one. */
export function ValuesPage() {
  const { t } = useTranslation('satisfaction');
  const list = useServerList<CompanyValue>(PATHS.values, { sort: 'name' });
  const [editing, setEditing] = useState<CompanyValue | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CompanyValue | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const toggle = async (v: CompanyValue) => {
    setProblem(null);
    try {
      await api.post(PATHS.valueAction(v.id, v.active ? 'deactivate' : 'activate'));
      list.reload();
    } catch (error) {
      setProblem(error);
    }
  };
  const columns: GridColDef<CompanyValue>[] = [
    { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 160 },
    { field: 'description', headerName: t('fields.description'), flex: 2, minWidth: 200, sortable: false },
    {
      field: 'messageCount',
      headerName: t('fields.messageCount'),
      width: 110,
      sortable: false,
      align: 'right',
      headerAlign: 'right',
    },
    {
      field: 'active',
      headerName: t('fields.active'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.active ? 'success' : 'default'}
          variant="outlined"
          label={row.active ? t('values.active') : t('values.inactive')}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('fields.actions'),
      width: 300,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Button size="small" onClick={() => setEditing(row)}>
            {t('values.editShort')}
          </Button>
          <Button size="small" onClick={() => void toggle(row)}>
            {row.active ? t('values.deactivate') : t('values.activate')}
          </Button>
          {row.messageCount === 0 && (
            <Button size="small" color="error" onClick={() => setDeleting(row)}>
              {t('values.delete')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title={t('values.title')}
        subtitle={t('values.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setEditing(null)}
            data-testid="value-new"
          >
            {t('values.new')}
          </Button>
        }
      />
      <ProblemAlert error={problem} />
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('values.title')}
        emptyTitle={t('values.empty')}
        testId="values-grid"
      />
      <ValueDialog
        open={editing !== undefined}
        value={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          list.reload();
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('values.delete')}
        message={t('values.deleteConfirm', { name: deleting?.name ?? '' })}
        destructive
        onConfirm={async () => {
          if (deleting) await api.delete(PATHS.value(deleting.id));
          setDeleting(null);
          list.reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
