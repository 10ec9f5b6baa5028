import { useState } from 'react';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useServerList } from '../../../components/grid/useServerList';
import { useNotify } from '../../../components/feedback/Notifier';
import { ROLES_PATH, type RoleRecord } from './api';
import { RoleFormDialog } from './RoleFormDialog';
import { RolesListTab } from './RolesListTab';
import { RolesMatrixTab } from './RolesMatrixTab';

/** Roles and permissions: the list, and the matrix of every role's permissions by module. */
export function RolesPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const view = search.get('view') === 'matrix' ? 'matrix' : 'list';
  const list = useServerList<RoleRecord>(ROLES_PATH, { filters: ['systemRole'] });
  const [creating, setCreating] = useState(false);

  return (
    <>
      <PageHeader
        title={t('roles.title')}
        subtitle={t('roles.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setCreating(true)}
            data-testid="role-create"
          >
            {t('roles.create')}
          </Button>
        }
      />
      <Tabs
        value={view}
        onChange={(_e, next: string) =>
          setSearch(next === 'matrix' ? { view: 'matrix' } : {}, { replace: true })
        }
        sx={{ mb: 2 }}
      >
        <Tab value="list" label={t('roles.tabs.list')} data-testid="roles-tab-list" />
        <Tab value="matrix" label={t('roles.tabs.matrix')} data-testid="roles-tab-matrix" />
      </Tabs>
      {view === 'list' ? <RolesListTab list={list} /> : <RolesMatrixTab />}
      <RoleFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(role) => {
          setCreating(false);
          notify(t('roles.created', { name: role.name }));
          navigate(`/admin/roles/${role.id}`);
        }}
      />
    </>
  );
}
