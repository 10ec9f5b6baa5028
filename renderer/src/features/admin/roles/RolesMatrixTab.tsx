import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useMe } from '../../../app/auth/AuthContext';
import { useNotify } from '../../../components/feedback/Notifier';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { ROLES_PATH, type RoleRecord } from './api';
import { PermissionMatrix } from './PermissionMatrix';
import { SaveBar } from './SaveBar';
import { useGrantsEditor } from './useGrantsEditor';
import { usePermissionCatalog } from './usePermissionCatalog';

const EMPTY: RoleRecord[] = [];

/** All roles side by side: system roles read-only, custom roles edited in place. */
export function RolesMatrixTab() {
  const { t } = useTranslation('admin');
  const me = useMe();
  const notify = useNotify();
  const roles = useApiQuery<ListEnvelope<RoleRecord>>(ROLES_PATH, { pageSize: 200 });
  const catalog = usePermissionCatalog();
  const items = roles.data?.items ?? EMPTY;
  const editor = useGrantsEditor(items, () => {
    notify(t('roles.matrix.saved'));
    roles.reload();
  });
  const hasCustom = useMemo(() => items.some((role) => !role.systemRole), [items]);

  if ((roles.loading && !roles.data) || (catalog.loading && catalog.groups.length === 0))
    return <LoadingState />;
  return (
    <>
      <ProblemAlert error={roles.error ?? catalog.error} />
      <ProblemAlert error={editor.error} onClose={editor.clearError} />
      <Alert severity="info" sx={{ mb: 2 }}>
        {hasCustom ? t('roles.matrix.help') : t('roles.matrix.helpNoCustom')}
      </Alert>
      <Paper>
        <PermissionMatrix
          groups={catalog.groups}
          roles={items}
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
    </>
  );
}
