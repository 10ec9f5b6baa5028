import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { isApiProblem } from '../../app/api';

/** The user-facing headline of an error: the translation of its problem code. */
export function problemTitle(t: TFunction, error: unknown): string {
  const code = isApiProblem(error) ? error.code : 'UNKNOWN';
  return t(`common:problems.${code}`, { defaultValue: t('common:problems.UNKNOWN') });
}

/**
 * The server's `detail` when it says more than the generic title (which rule, which state);
 * field errors are shown on their fields, not here.
 */
export function problemDetail(error: unknown): string | undefined {
  if (!isApiProblem(error)) return undefined;
  const { detail, title } = error.body;
  if (!detail || detail === title) return undefined;
  if (['INVALID_CREDENTIALS', 'UNAUTHENTICATED', 'NETWORK_ERROR', 'SESSION_ENDED'].includes(error.code))
    return undefined;
  return detail;
}

/** Shows an API error (or any error) as an alert: translated headline, server detail below. */
export function ProblemAlert({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const { t } = useTranslation();
  if (!error) return null;
  const detail = problemDetail(error);
  return (
    <Alert severity="error" onClose={onClose} data-testid="problem-alert" sx={{ mb: 2 }}>
      {detail ? <AlertTitle>{problemTitle(t, error)}</AlertTitle> : problemTitle(t, error)}
      {detail}
    </Alert>
  );
}
