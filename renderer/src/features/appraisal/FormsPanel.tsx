import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { PATHS, type EvaluationForm } from './api';
import { FormBuilderDialog } from './FormBuilderDialog';

/** The evaluation form templates: built, changed (opened cycles keep their copy) and deleted while no cycle uses them. */
export function FormsPanel() {
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const forms = useApiQuery<ListEnvelope<EvaluationForm>>(PATHS.forms, { pageSize: 200 });
  const [editing, setEditing] = useState<{ form: EvaluationForm | null } | null>(null);
  const [removing, setRemoving] = useState<EvaluationForm | null>(null);
  const [error, setError] = useState<unknown>(null);
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h4" component="h2">{t('forms.title')}</Typography>
          <Button onClick={() => setEditing({ form: null })} data-testid="form-new">{t('forms.new')}</Button>
        </Stack>
        {error ? <ProblemAlert error={error} /> : null}
        <List dense data-testid="forms-list">
          {(forms.data?.items ?? []).map((f) => (
            <ListItem
              key={f.id}
              secondaryAction={
                <>
                  <IconButton edge="end" aria-label={t('forms.edit', { name: f.name })} onClick={() => setEditing({ form: f })}><EditOutlined /></IconButton>
                  {f.inUse ? null : <IconButton edge="end" aria-label={t('forms.delete', { name: f.name })} onClick={() => setRemoving(f)} sx={{ ml: 1 }}><DeleteOutlined /></IconButton>}
                </>
              }
            >
              <ListItemText primary={f.name} secondary={t('forms.summary', { sections: f.sections.length, questions: f.sections.reduce((n, s) => n + s.questions.length, 0) })} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <FormBuilderDialog
        open={editing !== null}
        form={editing?.form ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          notify(t(editing?.form ? 'forms.saved' : 'forms.created'));
          setEditing(null);
          forms.reload();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        destructive
        title={t('forms.deleteTitle')}
        message={removing ? t('forms.delete', { name: removing.name }) : ''}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          const id = removing.id;
          setRemoving(null);
          setError(null);
          try {
            await api.delete(`${PATHS.forms}/${id}`);
            forms.reload();
          } catch (err) {
            setError(err);
          }
        }}
      />
    </Card>
  );
}
