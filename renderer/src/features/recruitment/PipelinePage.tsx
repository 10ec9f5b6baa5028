import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { PageHeader } from '../../components/layout/PageHeader';
import { ACCESS, APPLICATION_STATUSES, PATHS, ROUTES, type Application, type JobOffer } from './api';
import { PipelineColumn } from './PipelineColumn';
import { RecordApplicationDialog } from './RecordApplicationDialog';
import { useMoveApplication } from './useMoveApplication';

/**
 * The pipeline of one offer: a column per stage; a card is dragged to another stage, or moved with
 * its "move to" menu from the keyboard. The server rules every move; refused moves say why.
 */
export function PipelinePage() {
  const { t } = useTranslation('recruitment');
  const { can } = useAuth();
  const { offerId = '' } = useParams();
  const offer = useApiQuery<JobOffer>(PATHS.offer(offerId));
  const [version, setVersion] = useState(0);
  const [dragged, setDragged] = useState<Application | null>(null);
  const [recording, setRecording] = useState(false);
  const mover = useMoveApplication(() => setVersion((v) => v + 1));
  if (offer.loading && !offer.data) return <LoadingState />;
  if (!offer.data) return <ProblemAlert error={offer.error} />;
  const canMove = can(ACCESS.updateApplication);
  return (
    <>
      <PageHeader
        title={t('pipeline.title', { title: offer.data.title })}
        breadcrumbs={[{ label: t('offers.title'), to: ROUTES.offers }, { label: offer.data.title, to: ROUTES.offer(offerId) }, { label: t('pipeline.crumb') }]}
        actions={
          offer.data.status === 'PUBLISHED' &&
          can(ACCESS.recordApplication) && (
            <Button variant="contained" onClick={() => setRecording(true)} data-testid="application-record">
              {t('pipeline.record')}
            </Button>
          )
        }
      />
      {canMove && <Alert severity="info" sx={{ mb: 2 }}>{t('pipeline.help')}</Alert>}
      <Box sx={{ display: 'flex', gap: 2, overflowX: 'auto', pb: 2, alignItems: 'flex-start' }} data-testid="pipeline-board">
        {APPLICATION_STATUSES.map((stage) => (
          <PipelineColumn
            key={`${stage}-${version}`}
            offerId={offerId}
            stage={stage}
            canMove={canMove}
            dragged={dragged}
            onDragStart={setDragged}
            onDropHere={(to) => {
              if (dragged) mover.request(dragged, to);
              setDragged(null);
            }}
            onMoveTo={mover.request}
          />
        ))}
      </Box>
      {mover.dialogs}
      {recording && (
        <RecordApplicationDialog
          offerId={offerId}
          onClose={() => setRecording(false)}
          onSaved={() => {
            setRecording(false);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}
