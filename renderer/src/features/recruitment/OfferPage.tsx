import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useHref, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDateTime } from '../../components/dates/isoDate';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCESS, PATHS, PUBLIC_ROUTES, ROUTES, TONES, type JobOffer, type JobOfferAction } from './api';
import { DetailList } from '../../components/layout/DetailList';
import { OfferDialog } from './OfferDialog';
import { OfferContent } from './public/PublicOfferPage';
import { useActions } from './useActions';

/** One job offer: its details, a preview of the public page, its public link, and its moves. */
export function OfferPage() {
  const { t, i18n } = useTranslation('recruitment');
  const notify = useNotify();
  const navigate = useNavigate();
  const { can } = useAuth();
  const { offerId = '' } = useParams();
  const query = useApiQuery<JobOffer>(PATHS.offer(offerId));
  const [editing, setEditing] = useState(false);
  const [copyError, setCopyError] = useState<unknown>(null);
  const o = query.data;
  const publicHref = useHref(PUBLIC_ROUTES.offerUrl(o?.publicToken ?? '-'));
  const actions = useActions({ title: o?.title ?? '' }, (spec) => (spec.method === 'DELETE' ? navigate(ROUTES.offers) : query.reload()));
  if (query.loading && !o) return <LoadingState />;
  if (!o) return <ProblemAlert error={query.error} />;
  const language = i18n.resolvedLanguage ?? 'fr';
  const moves = o.allowedActions.filter((a): a is JobOfferAction => a !== 'edit' && a !== 'delete');
  const publicUrl = o.publicToken ? `${window.location.origin}${publicHref}` : null;
  const copyTemplate = async () => {
    setCopyError(null);
    try {
      const copy = await api.post<JobOffer>(PATHS.offerAction(o.id, 'from-template'), {});
      notify(t('offers.saved', { title: copy.title }));
      navigate(ROUTES.offer(copy.id));
    } catch (e) {
      setCopyError(e);
    }
  };
  return (
    <>
      <PageHeader
        title={o.title}
        breadcrumbs={[{ label: t('offers.title'), to: ROUTES.offers }, { label: o.title }]}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {!o.isTemplate && can(ACCESS.applications) && (
              <Button variant="contained" component={RouterLink} to={ROUTES.pipeline(o.id)} data-testid="offer-pipeline">
                {t('offers.pipeline')}
              </Button>
            )}
            {o.isTemplate && can(ACCESS.createOffer) && (
              <Button variant="contained" onClick={() => void copyTemplate()} data-testid="offer-from-template">
                {t('offers.copyTemplate')}
              </Button>
            )}
            {o.allowedActions.includes('edit') && (
              <Button variant="outlined" onClick={() => setEditing(true)} data-testid="offer-edit">
                {t('common:actions.edit')}
              </Button>
            )}
            {o.allowedActions.includes('delete') && (
              <Button variant="outlined" color="error" onClick={() => actions.run({ key: 'deleteOffer', method: 'DELETE', path: PATHS.offer(o.id), destructive: true })} data-testid="offer-delete">
                {t('common:actions.delete')}
              </Button>
            )}
            {moves.map((a) => (
              <Button key={a} variant={a === 'publish' ? 'contained' : 'outlined'} color={a === 'publish' ? 'primary' : 'warning'} onClick={() => actions.run({ key: `offer.${a}`, path: PATHS.offerAction(o.id, a), destructive: a !== 'publish' })} data-testid={`offer-${a}`}>
                {t(`actions.offer.${a}.label`)}
              </Button>
            ))}
          </Stack>
        }
      />
      <ProblemAlert error={copyError} />
      <Paper sx={{ p: 2, mb: 2 }} data-testid="offer-detail">
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <StatusChip status={o.status} labelPrefix="recruitment:offerStatus" tones={TONES} />
          {o.isTemplate && <StatusChip status="TEMPLATE" labelPrefix="recruitment:offers" />}
        </Stack>
        <DetailList
          items={[
            { label: t('fields.requisition'), value: o.requisition ? <Link component={RouterLink} to={ROUTES.requisition(o.requisition.id)}>{o.requisition.jobTitle}</Link> : null },
            { label: t('fields.applications'), value: o.applicationCount },
            { label: t('fields.author'), value: `${o.createdBy.name} · ${formatDateTime(o.createdAt, language)}` },
            { label: t('fields.publishedAt'), value: o.publishedAt ? formatDateTime(o.publishedAt, language) : null },
            { label: t('fields.closedAt'), value: o.closedAt ? formatDateTime(o.closedAt, language) : null },
            {
              label: t('offers.publicLink'),
              value: publicUrl ? (
                <Link href={publicUrl} target="_blank" rel="noopener" data-testid="offer-public-link">
                  {publicUrl}
                </Link>
              ) : (
                t('offers.notPublished')
              ),
              wide: true,
            },
          ]}
        />
      </Paper>
      <Paper sx={{ p: 2 }} component="section" aria-labelledby="offer-preview-title" data-testid="offer-preview">
        <Typography variant="h2" id="offer-preview-title" sx={{ mb: 1 }}>
          {t('offers.preview')}
        </Typography>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('offers.previewHelp')}
        </Alert>
        <Typography variant="h3" component="p" sx={{ mb: 1 }}>
          {o.title}
        </Typography>
        <OfferContent offer={o} />
      </Paper>
      {actions.dialogs}
      {editing && (
        <OfferDialog
          offer={o}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            notify(t('offers.saved', { title: saved.title }));
            setEditing(false);
            query.reload();
          }}
        />
      )}
    </>
  );
}
