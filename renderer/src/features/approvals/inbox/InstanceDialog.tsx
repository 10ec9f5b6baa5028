import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { matchPath, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { allRoutes } from '../../../app/features';
import { formatDateTime } from '../../../components/dates/isoDate';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { instancePath, type WorkflowInstance } from '../api';
import { WorkflowProgress } from '../WorkflowProgress';

/** One request with all its steps, opened from the inbox. */
export function InstanceDialog({ instanceId, onClose }: { instanceId: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('workflow');
  const navigate = useNavigate();
  const { can } = useAuth();
  /** The record's page, when the renderer has one the caller may open. */
  const openable = (path: string | undefined) =>
    Boolean(path && allRoutes.some((r) => r.realm === 'tenant' && matchPath(r.path, path) && can(r)));
  const instance = useApiQuery<WorkflowInstance>(instanceId ? instancePath(instanceId) : null);
  const data = instanceId && instance.data?.id === instanceId ? instance.data : null;
  return (
    <Dialog
      open={instanceId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="instance-title"
    >
      <DialogTitle id="instance-title">{data?.summary ?? t('inbox.detail')}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={instance.error} />
        {!data && instance.loading && <LoadingState />}
        {data && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t(`entityType.${data.entityType}`)} ·{' '}
              {t('inbox.requestedBy', {
                name: data.requester?.name ?? '—',
                at: formatDateTime(data.startedAt, i18n.resolvedLanguage ?? 'fr'),
              })}
            </Typography>
            <WorkflowProgress instance={data} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {openable(data?.links?.view) && (
          <Button onClick={() => navigate(data?.links?.view ?? '/')}>{t('inbox.openRecord')}</Button>
        )}
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
