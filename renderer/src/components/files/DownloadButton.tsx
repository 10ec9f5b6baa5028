import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { api, type Query } from '../../app/api';
import { problemTitle } from '../feedback/ProblemAlert';

export interface DownloadButtonProps extends Omit<ButtonProps, 'onClick'> {
  path: string;
  query?: Query;
  /** Used when the server sends no file name. */
  fallbackName: string;
  label?: string;
}

/** Downloads a file (CSV export, PDF…) with the caller's token; shows failures in a tooltip. */
export function DownloadButton({ path, query, fallbackName, label, ...props }: DownloadButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.download(path, query, fallbackName);
    } catch (err) {
      setError(problemTitle(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title={error ?? ''} open={error !== null} onClose={() => setError(null)} arrow>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={busy}
        onClick={() => void download()}
        color={error ? 'error' : 'primary'}
        {...props}
      >
        {label ?? t('common:actions.download')}
      </Button>
    </Tooltip>
  );
}
