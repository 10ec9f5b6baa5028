import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { QUESTION_TYPES } from '../../../../shared/appraisal';
import { PATHS, type EvaluationForm } from './api';

type QuestionDraft = { type: (typeof QUESTION_TYPES)[number]; label: string };

/** The evaluation form templates: one section of rating, text and objective-review questions per form built here. */
export function FormsPanel() {
  const { t } = useTranslation('appraisal');
  const notify = useNotify();
  const forms = useApiQuery<ListEnvelope<EvaluationForm>>(PATHS.forms, { pageSize: 200 });
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [section, setSection] = useState('');
  const [questions, setQuestions] = useState<QuestionDraft[]>([{ type: 'RATING', label: '' }]);
  const [error, setError] = useState<unknown>(null);
  const [removing, setRemoving] = useState<EvaluationForm | null>(null);
  const save = async () => {
    setError(null);
    try {
      await api.post(PATHS.forms, { name, sections: [{ title: section, questions }] });
      setOpen(false);
      setName('');
      setSection('');
      setQuestions([{ type: 'RATING', label: '' }]);
      notify(t('forms.created'));
      forms.reload();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h4" component="h2">{t('forms.title')}</Typography>
          <Button onClick={() => setOpen(true)} data-testid="form-new">{t('forms.new')}</Button>
        </Stack>
        <List dense data-testid="forms-list">
          {(forms.data?.items ?? []).map((f) => (
            <ListItem
              key={f.id}
              secondaryAction={f.inUse ? null : <IconButton edge="end" aria-label={t('forms.delete', { name: f.name })} onClick={() => setRemoving(f)}><DeleteOutlined /></IconButton>}
            >
              <ListItemText primary={f.name} secondary={t('forms.summary', { sections: f.sections.length, questions: f.sections.reduce((n, s) => n + s.questions.length, 0) })} />
            </ListItem>
          ))}
        </List>
      </CardContent>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{t('forms.new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? <ProblemAlert error={error} /> : null}
            <TextField label={t('fields.name')} value={name} onChange={(e) => setName(e.target.value)} required />
            <TextField label={t('forms.section')} value={section} onChange={(e) => setSection(e.target.value)} required />
            {questions.map((q, i) => (
              <Stack key={i} direction="row" spacing={1}>
                <TextField select label={t('forms.type')} value={q.type} sx={{ width: 220 }} onChange={(e) => setQuestions(questions.map((x, j) => (j === i ? { ...x, type: e.target.value as QuestionDraft['type'] } : x)))}>
                  {QUESTION_TYPES.map((type) => <MenuItem key={type} value={type}>{t(`questionTypes.${type}`)}</MenuItem>)}
                </TextField>
                <TextField label={t('forms.question')} value={q.label} fullWidth onChange={(e) => setQuestions(questions.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))} />
                <IconButton aria-label={t('forms.removeQuestion')} disabled={questions.length === 1} onClick={() => setQuestions(questions.filter((_x, j) => j !== i))}><DeleteOutlined /></IconButton>
              </Stack>
            ))}
            <Button onClick={() => setQuestions([...questions, { type: 'RATING', label: '' }])}>{t('forms.addQuestion')}</Button>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('actions.cancel')}</Button>
          <Button variant="contained" onClick={save}>{t('actions.create')}</Button>
        </DialogActions>
      </Dialog>
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
          await api.delete(`${PATHS.forms}/${id}`);
          forms.reload();
        }}
      />
    </Card>
  );
}
