import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { isApiProblem } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { MoneyText } from '../../../components/money/MoneyText';

/** A refused entry: the unbalanced case says which side is short and by how much; others as usual. */
export function EntryProblem({ problem, onClose }: { problem: unknown; onClose?: () => void }) {
  const { t } = useTranslation('ledger');
  if (isApiProblem(problem) && problem.code === 'UNBALANCED_ENTRY') {
    const side = problem.body.missingSide === 'DEBIT' ? 'DEBIT' : 'CREDIT';
    return (
      <Alert severity="error" onClose={onClose} sx={{ mb: 2 }} data-testid="problem-alert">
        {t(`entry.unbalanced.${side}`)} <MoneyText amount={String(problem.body.missingAmount ?? '')} />
      </Alert>
    );
  }
  if (isApiProblem(problem) && problem.code === 'PERIOD_CLOSED') {
    return (
      <Alert severity="error" onClose={onClose} sx={{ mb: 2 }} data-testid="problem-alert">
        {t('entry.periodClosed', { period: String(problem.body.period ?? '') })}
      </Alert>
    );
  }
  return <ProblemAlert error={problem} onClose={onClose} />;
}
