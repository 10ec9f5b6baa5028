import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ADMIN, type Department } from '../api';
import { useDepartments } from '../directory/useDepartments';
import { DepartmentDialog } from './DepartmentDialog';

/** The departments as a tree with their headcount; HR creates, renames, moves and deletes them. */
export function DepartmentsPage() {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const notify = useNotify();
  const { can } = useAuth();
  const admin = can(ADMIN);
  const { departments, loading, error, reload } = useDepartments();
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);

  return (
    <>
      <PageHeader
        title={t('departments.title')}
        subtitle={t('departments.subtitle')}
        actions={
          admin && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing('new')}
              data-testid="department-create"
            >
              {t('departments.create')}
            </Button>
          )
        }
      />
      <ProblemAlert error={error} />
      {loading && departments.length === 0 && <LoadingState />}
      {!loading && departments.length === 0 && !error && <EmptyState title={t('departments.empty')} />}
      {departments.length > 0 && (
        <Card>
          <List aria-label={t('departments.title')} data-testid="departments-tree">
            {departments.map((d) => (
              <ListItem
                key={d.id}
                disablePadding
                secondaryAction={
                  admin && (
                    <Stack direction="row">
                      <Tooltip title={t('common:actions.edit')}>
                        <IconButton
                          onClick={() => setEditing(d)}
                          aria-label={`${t('common:actions.edit')} ${d.name}`}
                        >
                          <EditOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      <Tooltip title={t('common:actions.delete')}>
                        <IconButton
                          onClick={() => setDeleting(d)}
                          aria-label={`${t('common:actions.delete')} ${d.name}`}
                        >
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  )
                }
              >
                <ListItemButton
                  sx={{ pl: 2 + d.depth * 3 }}
                  onClick={() => navigate(`/hr/employees?department=${d.id}`)}
                >
                  <ListItemText primary={d.code ? `${d.name} (${d.code})` : d.name} />
                  <Chip
                    size="small"
                    label={t('departments.headcount', { count: d.employeeCount })}
                    sx={{ mr: admin ? 10 : 0 }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
      )}
      <DepartmentDialog
        open={editing !== null}
        department={editing === 'new' ? null : editing}
        departments={departments}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          notify(t('departments.saved'));
          reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('departments.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('departments.deleteText')}
        confirmLabel={t('common:actions.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.delete(`/admin/departments/${deleting.id}`);
          notify(t('departments.deleted'));
          reload();
        }}
      />
    </>
  );
}
