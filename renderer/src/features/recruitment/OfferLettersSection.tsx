import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDate, formatDateTime } from '../../components/dates/isoDate';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { DownloadButton } from '../../components/files/DownloadButton';
import { MoneyText } from '../../components/money/MoneyText';
import { ACCESS, PATHS, TONES, type ApplicationDetail, type OfferLetter } from './api';
import { OfferLetterDialog } from './OfferLetterDialog';
import { useActions } from './useActions';

/** The offer letters of an application: write one, approve or reject it (on a circuit), send it, its PDF. */
export function OfferLettersSection({ application, onChanged }: { application: ApplicationDetail; onChanged: () => void }) {
  const { t, i18n } = useTranslation('recruitment');
  const { can } = useAuth();
  const query = useApiQuery<{ items: OfferLetter[] }>(PATHS.lettersOf(application.id));
  const [writing, setWriting] = useState(false);
  const actions = useActions({ name: application.name }, () => {
    query.reload();
    onChanged();
  });
  const language = i18n.resolvedLanguage ?? 'fr';
  const canWrite = can(ACCESS.createLetter) && (application.status === 'INTERVIEW' || application.status === 'OFFER_SENT');
  return (
    <Paper sx={{ p: 2, mt: 2 }} component="section" aria-labelledby="letters-title" data-testid="letters-section">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2" id="letters-title">
          {t('letters.title')}
        </Typography>
        {canWrite && (
          <Button variant="outlined" onClick={() => setWriting(true)} data-testid="letter-create">
            {t('letters.create')}
          </Button>
        )}
      </Stack>
      <ProblemAlert error={query.error} />
      <List dense>
        {(query.data?.items ?? []).map((l) => (
          <ListItem key={l.id} disableGutters sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
            <ListItemText
              primary={
                <>
                  <MoneyText amount={l.salary} currency={l.currency} /> · {t('letters.from', { date: formatDate(l.startDate, language) })}
                </>
              }
              secondary={[l.sentAt ? t('letters.sentAt', { date: formatDateTime(l.sentAt, language) }) : null, l.expiresAt ? t('letters.expiresAt', { date: formatDateTime(l.expiresAt, language) }) : null, l.locked ? t('letters.locked') : null, l.decisionComment].filter(Boolean).join(' · ') || undefined}
            />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <StatusChip status={l.status} labelPrefix="recruitment:letterStatus" tones={TONES} />
              <DownloadButton path={PATHS.letterPdf(l.id)} fallbackName="offer-letter.pdf" label={t('letters.pdf')} size="small" />
              {l.status === 'PENDING_APPROVAL' && can(ACCESS.approveLetter) && (
                <Button size="small" onClick={() => actions.run({ key: 'letter.approve', path: PATHS.letterAction(l.id, 'approve'), textField: 'comment' })}>
                  {t('actions.letter.approve.label')}
                </Button>
              )}
              {l.status === 'PENDING_APPROVAL' && can(ACCESS.rejectLetter) && (
                <Button size="small" color="error" onClick={() => actions.run({ key: 'letter.reject', path: PATHS.letterAction(l.id, 'reject'), textField: 'comment', destructive: true })}>
                  {t('actions.letter.reject.label')}
                </Button>
              )}
              {(l.status === 'DRAFT' || l.status === 'APPROVED') && can(ACCESS.sendLetter) && (
                <Button size="small" variant="contained" onClick={() => actions.run({ key: 'letter.send', path: PATHS.letterAction(l.id, 'send') })} data-testid={`letter-send-${l.id}`}>
                  {t('actions.letter.send.label')}
                </Button>
              )}
            </Stack>
          </ListItem>
        ))}
      </List>
      {query.data?.items.length === 0 && <Typography color="text.secondary">{t('letters.empty')}</Typography>}
      {actions.dialogs}
      {writing && (
        <OfferLetterDialog
          applicationId={application.id}
          candidate={application.name}
          offerTitle={application.offer.title}
          onClose={() => setWriting(false)}
          onSaved={() => {
            setWriting(false);
            query.reload();
          }}
        />
      )}
    </Paper>
  );
}
