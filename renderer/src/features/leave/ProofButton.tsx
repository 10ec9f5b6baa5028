import { useState } from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { problemTitle } from '../../components/feedback/ProblemAlert';
import { PATHS, type LeaveRequest, type ProofLink } from './api';

/** Opens a request's proof through a short-lived signed link, asked for at the click (it expires in minutes). */
export function ProofButton({ request }: { request: LeaveRequest }) {
  const { t } = useTranslation('leave');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const link = await api.get<ProofLink>(PATHS.proof(request.id));
      window.open(link.url, '_blank', 'noopener');
    } catch (err) {
      setError(problemTitle(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={error ?? request.proof?.filename ?? ''} arrow>
      <Button size="small" onClick={() => void open()} loading={busy} color={error ? 'error' : 'primary'} data-testid="leave-proof">
        {t('requestsAdmin.proof')}
      </Button>
    </Tooltip>
  );
}
