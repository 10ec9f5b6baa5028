import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { WORKFLOW_ENTITY_TYPES } from '../../../../../shared/workflow';
import { useAuth } from '../../../app/auth/AuthContext';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { FilterBar } from '../../../components/grid/FilterBar';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { PageHeader } from '../../../components/layout/PageHeader';
import { DEFINITIONS_PATH, WORKFLOW_ADMIN, type WorkflowDefinition } from '../api';

/** The organisation's approval circuits, one default per entity type. */
export function DefinitionsPage() {
  const { t } = useTranslation('workflow');
  const navigate = useNavigate();
  const { can } = useAuth();
  const list = useServerList<WorkflowDefinition>(DEFINITIONS_PATH, {
    filters: ['entityType', 'active'],
    sort: 'entityType',
  });
  const { filters } = list.params;

  const columns = useMemo<GridColDef<WorkflowDefinition>[]>(
    () => [
      {
        field: 'entityType',
        headerName: t('fields.entityType'),
        width: 220,
        valueFormatter: (v: string) => t(`entityType.${v}`),
      },
      { field: 'name', headerName: t('definitions.fields.name'), flex: 1, minWidth: 200 },
      {
        field: 'steps',
        headerName: t('definitions.fields.steps'),
        flex: 1.5,
        minWidth: 260,
        sortable: false,
        valueGetter: (_v, row) => row.steps.map((s) => s.name).join(' → '),
      },
      {
        field: 'isDefault',
        headerName: '',
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            {row.isDefault && <Chip size="small" color="primary" label={t('definitions.default')} />}
            <StatusChip status={row.active ? 'ACTIVE' : 'INACTIVE'} />
          </Stack>
        ),
      },
      {
        field: 'instanceCount',
        headerName: t('definitions.fields.instanceCount'),
        width: 110,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader
        title={t('definitions.title')}
        subtitle={t('definitions.subtitle')}
        actions={
          can(WORKFLOW_ADMIN) && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => navigate('/admin/workflows/new')}
              data-testid="definition-create"
            >
              {t('definitions.create')}
            </Button>
          )
        }
      />
      <FilterBar active={Object.keys(filters).length > 0} onClear={list.clearFilters}>
        <TextField
          select
          label={t('fields.entityType')}
          value={filters.entityType ?? ''}
          onChange={(e) => list.setFilter('entityType', e.target.value)}
          sx={{ minWidth: 220, maxWidth: { md: 280 } }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          {WORKFLOW_ENTITY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`entityType.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('fields.status')}
          value={filters.active ?? ''}
          onChange={(e) => list.setFilter('active', e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('common:filters.all')}</MenuItem>
          <MenuItem value="true">{t('definitions.activeOnly')}</MenuItem>
          <MenuItem value="false">{t('definitions.archivedOnly')}</MenuItem>
        </TextField>
      </FilterBar>
      <ServerDataGrid
        list={list}
        columns={columns}
        label={t('definitions.title')}
        emptyTitle={t('definitions.empty')}
        emptyDescription={t('definitions.emptyHelp')}
        onRowClick={(row) => navigate(`/admin/workflows/${row.id}`)}
        testId="definitions-grid"
      />
    </>
  );
}
