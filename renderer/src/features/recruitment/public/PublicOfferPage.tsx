import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useDocumentTitle } from '../../../components/layout/useDocumentTitle';
import { PUBLIC_PATHS, type PublicOffer } from '../api';
import { ApplicationForm } from './ApplicationForm';
import { PublicFrame } from './PublicFrame';
import { usePublicResource } from './usePublicResource';

/** What a published offer shows: description, contract, skills and languages (also the recruiter's preview). */
export function OfferContent({ offer }: { offer: Pick<PublicOffer, 'description' | 'location' | 'contractType' | 'skills' | 'languages'> }) {
  const { t } = useTranslation('recruitment');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {offer.contractType && <Chip label={t(`contractTypes.${offer.contractType}`)} />}
        {offer.location && <Chip variant="outlined" label={offer.location} />}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{offer.description}</Typography>
      {offer.skills.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="h3" component="h2">
            {t('fields.skills')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {offer.skills.map((s) => (
              <Chip key={s} size="small" label={s} />
            ))}
          </Stack>
        </Stack>
      )}
      {offer.languages.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="h3" component="h2">
            {t('fields.languages')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {offer.languages.map((l) => (
              <Chip key={l.language} size="small" variant="outlined" label={`${l.language} — ${t(`levels.${l.level}`)}`} />
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}

/** The public page of a published offer and its application form (no account). */
export function PublicOfferPage() {
  const { t } = useTranslation('recruitment');
  const { token = '' } = useParams();
  const offer = usePublicResource<PublicOffer>(PUBLIC_PATHS.offer(token));
  const [sent, setSent] = useState(false);
  useDocumentTitle(offer.data?.title ?? t('public.offerTitle'));
  if (offer.loading) return <LoadingState fullPage />;
  if (!offer.data) {
    return (
      <PublicFrame title={t('public.offerTitle')}>
        <ProblemAlert error={offer.error} />
      </PublicFrame>
    );
  }
  const o = offer.data;
  return (
    <PublicFrame company={o.company} title={o.title}>
      <OfferContent offer={o} />
      <Divider />
      {sent ? (
        <Alert severity="success" data-testid="apply-received">
          {t('public.received')}
        </Alert>
      ) : o.open ? (
        <ApplicationForm token={token} onSent={() => setSent(true)} />
      ) : (
        <Alert severity="info">{t('public.closed')}</Alert>
      )}
    </PublicFrame>
  );
}
