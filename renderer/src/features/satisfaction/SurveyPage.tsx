import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { useNotify } from '../../components/feedback/Notifier';
import { PageHeader } from '../../components/layout/PageHeader';
import { PATHS, ROUTES, STATUS_TONES, type Survey } from './api';
import { OpenSurveyDialog } from './OpenSurveyDialog';
import { ResultsPanel } from './ResultsPanel';
import { SurveyBuilderDialog } from './SurveyBuilderDialog';

/** One survey: its questions and participation, the actions its status allows, its anonymous results once open. */
export function SurveyPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('satisfaction');
  const navigate = useNavigate();
  const notify = useNotify();
  const query = useApiQuery<Survey>(PATHS.survey(id));
  const [dialog, setDialog] = useState<'edit' | 'open' | 'close' | 'delete' | null>(null);
  const s = query.data;
  const can = (action: Survey['allowedActions'][number]) => Boolean(s?.allowedActions.includes(action));
  const done = (message: string) => {
    setDialog(null);
    notify(message);
    query.reload();
  };
  return (
    <>
      <PageHeader
        title={s?.title ?? t('surveys.title')}
        breadcrumbs={[{ label: t('surveys.title'), to: ROUTES.surveys }, { label: s?.title ?? '…' }]}
        actions={
          s && (
            <Stack direction="row" spacing={1}>
              {can('edit') && <Button onClick={() => setDialog('edit')}>{t('survey.edit')}</Button>}
              {can('delete') && (
                <Button color="error" onClick={() => setDialog('delete')}>
                  {t('survey.delete')}
                </Button>
              )}
              {can('open') && (
                <Button variant="contained" onClick={() => setDialog('open')} data-testid="survey-open">
                  {t('survey.open')}
                </Button>
              )}
              {can('close') && (
                <Button variant="contained" onClick={() => setDialog('close')} data-testid="survey-close">
                  {t('survey.close')}
                </Button>
              )}
            </Stack>
          )
        }
      />
      <ProblemAlert error={query.error} />
      {query.loading && !s && <LoadingState />}
      {s && (
        <Stack spacing={3}>
          <Card>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                <StatusChip status={s.status} labelPrefix="satisfaction:status" tones={STATUS_TONES} />
                <Chip size="small" variant="outlined" label={t(`kind.${s.kind}`)} />
                {s.audience && <Chip size="small" variant="outlined" label={t(`audience.${s.audience}`)} />}
                {s.departments.map((d) => (
                  <Chip key={d.id} size="small" variant="outlined" label={d.name} />
                ))}
                {s.status !== 'DRAFT' && (
                  <Typography data-testid="survey-participation">{t('survey.participation', { answered: s.answeredCount, assigned: s.assignedCount })}</Typography>
                )}
              </Stack>
              {s.description && <Typography sx={{ mb: 2 }}>{s.description}</Typography>}
              <List dense>
                {s.questions.map((q) => (
                  <ListItem key={q.id} divider>
                    <ListItemText
                      primary={`${q.position}. ${q.label}`}
                      secondary={[t(`questionType.${q.type}`), q.required ? t('fields.required') : t('survey.optional'), q.options.join(' · ')].filter(Boolean).join(' — ')}
                    />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
          {s.status !== 'DRAFT' && <ResultsPanel surveyId={s.id} />}
          <SurveyBuilderDialog open={dialog === 'edit'} survey={s} onClose={() => setDialog(null)} onSaved={() => done(t('survey.saved'))} />
          <OpenSurveyDialog open={dialog === 'open'} survey={s} onClose={() => setDialog(null)} onOpened={() => done(t('survey.opened'))} />
          <ConfirmDialog
            open={dialog === 'close'}
            title={t('survey.close')}
            message={t('survey.closeConfirm')}
            onConfirm={async () => {
              await api.post(PATHS.close(s.id));
              done(t('survey.closed'));
            }}
            onClose={() => setDialog(null)}
          />
          <ConfirmDialog
            open={dialog === 'delete'}
            title={t('survey.delete')}
            message={t('survey.deleteConfirm')}
            destructive
            onConfirm={async () => {
              await api.delete(PATHS.survey(s.id));
              setDialog(null);
              navigate(ROUTES.surveys);
            }}
            onClose={() => setDialog(null)}
          />
        </Stack>
      )}
    </>
  );
}
