import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import IconButton from '@mui/material/IconButton';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import AddOutlined from '@mui/icons-material/AddOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { PersonPicker, type PickedPerson } from '../../components/people/PersonPicker';
import { PATHS, type Campaign, type CampaignSummary, type SuggestedReviewers } from './api';
import { CampaignDrawer } from './CampaignDrawer';

type QuestionDraft = { category: string; label: string; type: 'RATING' | 'TEXT' };

/** The campaign wizard: questionnaire, then subjects with the reviewers suggested from the org chart, then launch. */
function CampaignWizard({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('appraisal');
  const [step, setStep] = useState(0);
  const [name, setName] = useState('');
  const [questions, setQuestions] = useState<QuestionDraft[]>([{ category: '', label: '', type: 'RATING' }]);
  const [campaign, setCampaign] = useState<Campaign | null>(null);
  const [subject, setSubject] = useState<PickedPerson | null>(null);
  const [error, setError] = useState<unknown>(null);
  const run = async (fn: () => Promise<void>) => {
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err);
    }
  };
  const createCampaign = () => run(async () => {
    setCampaign(await api.post<Campaign>(PATHS.campaigns, { name, questions }));
    setStep(1);
  });
  const addSubject = () => run(async () => {
    if (!campaign || !subject) return;
    const withSubject = await api.post<Campaign>(`${PATHS.campaign(campaign.id)}/subjects`, { employeeId: subject.id });
    const suggested = await api.get<SuggestedReviewers>(`${PATHS.campaign(campaign.id)}/suggested-reviewers`);
    const added = withSubject.subjects.find((s) => s.employee.id === subject.id);
    const mine = suggested.items.find((s) => s.subjectId === added?.id);
    let latest = withSubject;
    for (const s of mine?.suggestions ?? []) latest = await api.post<Campaign>(`${PATHS.campaign(campaign.id)}/subjects/${added?.id}/reviewers`, { employeeId: s.employee.id, relationship: s.relationship });
    setCampaign(latest);
    setSubject(null);
  });
  const launch = () => run(async () => {
    if (!campaign) return;
    await api.post(`${PATHS.campaign(campaign.id)}/launch`, {});
    setStep(0);
    setCampaign(null);
    setName('');
    setQuestions([{ category: '', label: '', type: 'RATING' }]);
    onDone();
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" data-testid="campaign-wizard">
      <DialogTitle>{t('feedback.new')}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={step} sx={{ mb: 2 }}>
          {['questionnaire', 'subjects', 'launch'].map((s) => <Step key={s}><StepLabel>{t(`feedback.steps.${s}`)}</StepLabel></Step>)}
        </Stepper>
        {error ? <ProblemAlert error={error} /> : null}
        {step === 0 && (
          <Stack spacing={2}>
            <TextField label={t('fields.name')} value={name} onChange={(e) => setName(e.target.value)} required />
            {questions.map((q, i) => (
              <Stack key={i} direction="row" spacing={1}>
                <TextField label={t('feedback.category')} value={q.category} onChange={(e) => setQuestions(questions.map((x, j) => (j === i ? { ...x, category: e.target.value } : x)))} />
                <TextField label={t('forms.question')} value={q.label} fullWidth onChange={(e) => setQuestions(questions.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)))} />
                <TextField select label={t('forms.type')} value={q.type} sx={{ width: 160 }} onChange={(e) => setQuestions(questions.map((x, j) => (j === i ? { ...x, type: e.target.value as QuestionDraft['type'] } : x)))}>
                  <MenuItem value="RATING">{t('questionTypes.RATING')}</MenuItem>
                  <MenuItem value="TEXT">{t('questionTypes.TEXT')}</MenuItem>
                </TextField>
                <IconButton aria-label={t('forms.removeQuestion')} disabled={questions.length === 1} onClick={() => setQuestions(questions.filter((_x, j) => j !== i))}><DeleteOutlined /></IconButton>
              </Stack>
            ))}
            <Button onClick={() => setQuestions([...questions, { category: '', label: '', type: 'RATING' }])}>{t('forms.addQuestion')}</Button>
          </Stack>
        )}
        {step === 1 && campaign && (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <PersonPicker label={t('feedback.subject')} kind="employee" value={subject} onChange={setSubject} />
              <Button onClick={addSubject} disabled={!subject}>{t('feedback.addSubject')}</Button>
            </Stack>
            {campaign.subjects.map((s) => (
              <div key={s.id}>
                <strong>{s.employee.name}</strong> — {s.reviewers.map((r) => `${r.employee.name} (${t(`relationships.${r.relationship}`)})`).join(', ') || t('feedback.noReviewer')}
              </div>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        {step === 0 && <Button variant="contained" onClick={createCampaign}>{t('feedback.next')}</Button>}
        {step === 1 && <Button variant="contained" onClick={launch} disabled={!campaign?.subjects.length}>{t('feedback.launch')}</Button>}
      </DialogActions>
    </Dialog>
  );
}

/** 360° campaigns: the wizard, their progress, reminders, closing, and each subject's anonymous report. */
export function Feedback360Page() {
  const { t, i18n } = useTranslation('appraisal');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<CampaignSummary>(PATHS.campaigns, { filters: ['status'], sort: '-createdAt' });
  const [creating, setCreating] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  const columns = useMemo<GridColDef<CampaignSummary>[]>(
    () => [
      { field: 'name', headerName: t('fields.name'), flex: 1, minWidth: 160 },
      { field: 'dueDate', headerName: t('fields.dueDate'), width: 120, valueFormatter: (v: string | null) => (v ? new Date(v).toLocaleDateString(language) : '—') },
      { field: 'responses', headerName: t('feedback.responses'), width: 140, sortable: false, valueGetter: (_v, row) => `${row.responses} / ${row.requests}` },
      { field: 'status', headerName: t('fields.status'), width: 130, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="appraisal:campaignStatus" tones={{ LAUNCHED: 'info' }} /> },
    ],
    [t, language],
  );
  return (
    <>
      <PageHeader title={t('feedback.title')} subtitle={t('feedback.subtitle')} actions={<Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>{t('feedback.new')}</Button>} />
      <ServerDataGrid list={list} columns={columns} label={t('feedback.title')} emptyTitle={t('feedback.empty')} onRowClick={(row) => setOpened(row.id)} testId="campaigns-grid" />
      <CampaignWizard open={creating} onClose={() => { setCreating(false); list.reload(); }} onDone={() => { setCreating(false); notify(t('feedback.launched')); list.reload(); }} />
      <CampaignDrawer id={opened} onClose={() => setOpened(null)} onChanged={list.reload} />
    </>
  );
}
