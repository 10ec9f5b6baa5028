import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDateTime } from '../../components/dates/isoDate';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { DownloadButton } from '../../components/files/DownloadButton';
import { PageHeader } from '../../components/layout/PageHeader';
import { ActivityTimeline } from './ActivityTimeline';
import { ACCESS, PATHS, RATING_MAX, ROUTES, TONES, type ApplicationDetail } from './api';
import { DetailList } from '../../components/layout/DetailList';
import { InterviewsSection } from './InterviewsSection';
import { OfferLettersSection } from './OfferLettersSection';
import { targetsOf, useMoveApplication } from './useMoveApplication';

/** A candidate: details, CV, rating, notes, the activity timeline, and the moves (reject, reinstate, hire). */
export function ApplicationPage() {
  const { t, i18n } = useTranslation('recruitment');
  const { can } = useAuth();
  const { applicationId = '' } = useParams();
  const query = useApiQuery<ApplicationDetail>(PATHS.application(applicationId));
  const mover = useMoveApplication(() => query.reload());
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const a = query.data;
  if (query.loading && !a) return <LoadingState />;
  if (!a) return <ProblemAlert error={query.error} />;
  const language = i18n.resolvedLanguage ?? 'fr';
  const canUpdate = can(ACCESS.updateApplication);
  const targets = targetsOf(a);
  const send = async (action: 'notes' | 'rating', body: object) => {
    setBusy(true);
    setError(null);
    try {
      await api.post(PATHS.applicationAction(a.id, action), body);
      if (action === 'notes') setNote('');
      query.reload();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <PageHeader
        title={a.name}
        breadcrumbs={[{ label: t('offers.title'), to: ROUTES.offers }, { label: a.offer.title, to: ROUTES.pipeline(a.offer.id) }, { label: a.name }]}
        actions={
          canUpdate &&
          targets.length > 0 && (
            <>
              <Button variant="contained" aria-haspopup="menu" onClick={(e) => setMenu(e.currentTarget)} data-testid="application-move">
                {a.status === 'REJECTED' ? t('pipeline.reinstate') : t('pipeline.moveTo')}
              </Button>
              <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
                {targets.map((to) => (
                  <MenuItem
                    key={to}
                    onClick={() => {
                      setMenu(null);
                      mover.request(a, to);
                    }}
                    data-testid={`move-to-${to}`}
                  >
                    {a.status === 'REJECTED' ? t('pipeline.reinstateTo', { stage: t(`stages.${to}`) }) : t(`stages.${to}`)}
                  </MenuItem>
                ))}
              </Menu>
            </>
          )
        }
      />
      <ProblemAlert error={error} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper sx={{ p: 2, mb: 2 }} data-testid="application-detail">
            <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
              <StatusChip status={a.status} labelPrefix="recruitment:stages" tones={TONES} />
              {a.cv && <DownloadButton path={PATHS.cv(a.id)} fallbackName={a.cv.filename} label={t('application.cv')} size="small" />}
            </Stack>
            <DetailList
              items={[
                { label: t('fields.email'), value: a.email },
                { label: t('fields.phone'), value: a.phone },
                { label: t('fields.source'), value: t(`sources.${a.source}`) },
                { label: t('fields.receivedAt'), value: formatDateTime(a.receivedAt, language) },
                { label: t('fields.rejectedFrom'), value: a.rejectedFrom ? t(`stages.${a.rejectedFrom}`) : null },
                { label: t('fields.coverLetter'), value: a.coverLetter, wide: true },
              ]}
            />
            <Box sx={{ mt: 2 }} role="group" aria-labelledby="rating-label">
              <Typography variant="body2" color="text.secondary" id="rating-label">
                {t('fields.rating')}
              </Typography>
              <Rating
                value={a.rating}
                max={RATING_MAX}
                readOnly={!canUpdate || busy}
                onChange={(_e, value) => value !== null && void send('rating', { rating: value })}
                data-testid="application-rating"
              />
            </Box>
          </Paper>
          {canUpdate && (
            <Paper sx={{ p: 2 }} component="form" onSubmit={(e) => { e.preventDefault(); if (note.trim()) void send('notes', { note }); }}>
              <Stack spacing={1}>
                <TextField label={t('application.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} size="small" slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'application-note' } }} />
                <Box>
                  <Button type="submit" variant="outlined" disabled={!note.trim()} loading={busy} data-testid="application-note-add">
                    {t('application.addNote')}
                  </Button>
                </Box>
              </Stack>
            </Paper>
          )}
          {can(ACCESS.interviews) && <InterviewsSection applicationId={a.id} open={a.status !== 'REJECTED' && a.status !== 'HIRED'} />}
          {can(ACCESS.readLetters) && <OfferLettersSection application={a} onChanged={query.reload} />}
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper sx={{ p: 2 }} component="section" aria-labelledby="timeline-title">
            <Typography variant="h2" id="timeline-title">
              {t('application.timeline')}
            </Typography>
            <ActivityTimeline activities={a.activities} />
          </Paper>
        </Grid>
      </Grid>
      {mover.dialogs}
    </>
  );
}
