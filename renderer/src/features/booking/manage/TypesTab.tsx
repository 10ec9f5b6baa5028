import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import type { ApiQuery } from '../../../app/api/useApiQuery';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PATHS, type ResourceType } from '../api';
import { TypeIcon } from '../catalogue/ResourcePhoto';
import { TypeFormDialog } from './TypeFormDialog';

/** Resource types and their defaults; a type in use cannot be deleted (the server says why). */
export function TypesTab({ types }: { types: ApiQuery<ListEnvelope<ResourceType>> }) {
  const { t } = useTranslation('booking');
  const [editing, setEditing] = useState<ResourceType | null | 'new'>(null);
  const [deleting, setDeleting] = useState<ResourceType | null>(null);
  const items = types.data?.items ?? [];
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing('new')}>
          {t('manage.types.create')}
        </Button>
      </Stack>
      <ProblemAlert error={types.error} />
      <Paper>
        {items.length === 0 ? (
          <EmptyState title={t('manage.types.empty')} />
        ) : (
          <List>
            {items.map((type) => (
              <ListItem
                key={type.id}
                secondaryAction={
                  <>
                    <IconButton aria-label={t('common:actions.edit')} onClick={() => setEditing(type)}>
                      <EditOutlined />
                    </IconButton>
                    <IconButton aria-label={t('common:actions.delete')} onClick={() => setDeleting(type)}>
                      <DeleteOutlined />
                    </IconButton>
                  </>
                }
              >
                <ListItemIcon sx={{ color: type.color ?? undefined }}>
                  <TypeIcon icon={type.icon} />
                </ListItemIcon>
                <ListItemText
                  primary={type.name}
                  secondary={
                    <Stack
                      component="span"
                      direction="row"
                      spacing={0.5}
                      sx={{ mt: 0.5, flexWrap: 'wrap', gap: 0.5 }}
                    >
                      {type.requiresOwner && (
                        <Chip component="span" size="small" label={t('fields.requiresOwner')} />
                      )}
                      <Chip
                        component="span"
                        size="small"
                        label={
                          type.requiresValidation ? t('fields.requiresValidation') : t('catalogue.instant')
                        }
                      />
                      {type.allowOwnerAutoValidate && (
                        <Chip component="span" size="small" label={t('fields.allowOwnerAutoValidate')} />
                      )}
                    </Stack>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      <TypeFormDialog
        open={editing !== null}
        type={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          types.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('manage.types.deleteTitle')}
        message={deleting ? t('manage.types.deleteMessage', { name: deleting.name }) : ''}
        destructive
        confirmLabel={t('common:actions.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.delete(PATHS.type(deleting.id));
          types.reload();
        }}
      />
    </>
  );
}
