import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { REVIEWER_RELATIONSHIPS, type ReviewerRelationship } from '../../../../shared/appraisal';
import { api } from '../../app/api';
import { PersonPicker, type PickedPerson } from '../../components/people/PersonPicker';
import { PATHS, type Campaign } from './api';

type Subject = Campaign['subjects'][number];

/**
 * A subject of a draft campaign: its reviewers can be removed or added (any relationship), and the
 * subject itself removed. `run` reports the outcome (notice or problem) and reloads the campaign.
 */
export function DraftSubject({ campaignId, subject, run }: { campaignId: string; subject: Subject; run: (fn: () => Promise<unknown>, done: string) => Promise<void> }) {
  const { t } = useTranslation('appraisal');
  const [person, setPerson] = useState<PickedPerson | null>(null);
  const [relationship, setRelationship] = useState<ReviewerRelationship>('PEER');
  const base = PATHS.campaign(campaignId);
  return (
    <Stack spacing={1} data-testid={`draft-subject-${subject.employee.name}`}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3">{subject.employee.name}</Typography>
        <IconButton aria-label={t('feedback.removeSubject', { name: subject.employee.name })} onClick={() => run(() => api.delete(`${base}/subjects/${subject.id}`), 'feedback.removed')}>
          <DeleteOutlined />
        </IconButton>
      </Stack>
      {subject.reviewers.length === 0 && <Typography variant="body2" color="text.secondary">{t('feedback.noReviewer')}</Typography>}
      {subject.reviewers.map((r) => (
        <Stack key={r.requestId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ flex: 1 }}>{r.employee.name} — {t(`relationships.${r.relationship}`)}</Typography>
          <IconButton size="small" aria-label={t('feedback.removeReviewer', { name: r.employee.name, subject: subject.employee.name })} onClick={() => run(() => api.delete(`${base}/reviewers/${r.requestId}`), 'feedback.removed')}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <PersonPicker label={t('feedback.reviewer')} kind="employee" value={person} onChange={setPerson} exclude={[subject.employee.id, ...subject.reviewers.map((r) => r.employee.id)]} />
        <TextField select size="small" label={t('feedback.relationship')} value={relationship} onChange={(e) => setRelationship(e.target.value as ReviewerRelationship)} sx={{ minWidth: 190 }}>
          {REVIEWER_RELATIONSHIPS.map((r) => <MenuItem key={r} value={r}>{t(`relationships.${r}`)}</MenuItem>)}
        </TextField>
        <Button
          disabled={!person}
          onClick={() =>
            run(async () => {
              if (!person) return;
              await api.post(`${base}/subjects/${subject.id}/reviewers`, { employeeId: person.id, relationship });
              setPerson(null);
            }, 'feedback.reviewerAdded')
          }
        >
          {t('actions.add')}
        </Button>
      </Stack>
    </Stack>
  );
}
