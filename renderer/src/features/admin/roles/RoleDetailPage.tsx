import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useMe } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { rolePath, type RoleRecord } from './api';
import { PermissionMatrix } from './PermissionMatrix';
import { RoleFormDialog } from './RoleFormDialog';
import { SaveBar } from './SaveBar';
import { useGrantsEditor } from './useGrantsEditor';
import { usePermissionCatalog } from './usePermissionCatalog';

/** One role: its permissions by module; a custom role can be renamed, changed or deleted. */
export function RoleDetailPage() {
  const { t } = useTranslation('admin');
  const { roleId = '' } = useParams();
  const me = useMe();
  const navigate = useNavigate();
  const notify = useNotify();
  const role = useApiQuery<RoleRecord>(rolePath(roleId));
  const catalog = usePermissionCatalog();
  const roles = useMemo(() => (role.data ? [role.data] : []), [role.data]);
  const editor = useGrantsEditor(roles, () => {
    notify(t('roles.matrix.saved'));
    role.reload();
  });
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (role.loading && !role.data) return <LoadingState />;
  if (!role.data) return <ProblemAlert error={role.error} />;
  const record = role.data;
  const name = t(`common:roles.${record.name}`, { defaultValue: record.name });
  const assigned = record.userCount > 0;

  return (
    <>
      <PageHeader
        title={name}
        subtitle={record.description ?? undefined}
        breadcrumbs={[{ label: t('roles.title'), to: '/admin/roles' }, { label: name }]}
        actions={
          !record.systemRole && (
            <>
              <Button
                startIcon={<EditOutlined />}
                variant="outlined"
                onClick={() => setEditing(true)}
                data-testid="role-edit"
              >
                {t('common:actions.edit')}
              </Button>
              <Tooltip title={assigned ? t('roles.delete.assigned', { count: record.userCount }) : ''}>
                <span>
                  <Button
                    startIcon={<DeleteOutline />}
                    variant="outlined"
                    color="error"
                    disabled={assigned}
                    onClick={() => setDeleting(true)}
                    data-testid="role-delete"
                  >
                    {t('common:actions.delete')}
                  </Button>
                </span>
              </Tooltip>
            </>
          )
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <Chip
          size="small"
          label={record.systemRole ? t('roles.kind.system') : t('roles.kind.custom')}
          color={record.systemRole ? 'default' : 'primary'}
          variant="outlined"
        />
        <Chip size="small" label={t('roles.usersWithRole', { count: record.userCount })} />
        <Chip size="small" label={t('roles.permissionsGranted', { count: record.permissions.length })} />
      </Stack>
      {record.systemRole && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="role-readonly">
          {t('roles.systemReadOnlyLong')}
        </Alert>
      )}
      {!record.systemRole && assigned && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="role-assigned">
          {t('roles.delete.assigned', { count: record.userCount })}
        </Alert>
      )}
      <ProblemAlert error={catalog.error} />
      <ProblemAlert error={editor.error} onClose={editor.clearError} />
      <Paper>
        <PermissionMatrix
          groups={catalog.groups}
          roles={roles}
          value={editor.edited}
          onChange={editor.change}
          licensedModules={me.modules}
          disabled={editor.saving}
        />
      </Paper>
      <SaveBar
        count={editor.dirty.length}
        saving={editor.saving}
        onSave={() => void editor.save()}
        onReset={editor.reset}
      />
      <RoleFormDialog
        open={editing}
        role={record}
        onClose={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          notify(t('roles.updated'));
          role.reload();
        }}
      />
      <ConfirmDialog
        open={deleting}
        destructive
        title={t('roles.delete.title', { name })}
        message={t('roles.delete.text')}
        confirmLabel={t('common:actions.delete')}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          await api.delete(rolePath(record.id));
          notify(t('roles.deleted', { name }));
          navigate('/admin/roles', { replace: true });
        }}
      />
    </>
  );
}
