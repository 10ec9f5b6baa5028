import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import PlayCircleOutlined from '@mui/icons-material/PlayCircleOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { PATHS, ROUTES, STATUS_TONES, type Budget, type BudgetLine } from './api';
import { LineDialog } from './LineDialog';
import { LinesTable } from './LinesTable';

type Pending = { kind: 'activate' } | { kind: 'copy' } | { kind: 'remove'; line: BudgetLine } | null;

/** One budget: its lines by account and month; a draft is edited, filled from last year's actuals, activated. */
export function BudgetEditorPage() {
  const { t } = useTranslation('budgets');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const query = useApiQuery<Budget>(PATHS.budget(id));
  const [budget, setBudget] = useState<Budget | null>(null);
  const [editing, setEditing] = useState<BudgetLine | null | undefined>(undefined);
  const [pending, setPending] = useState<Pending>(null);
  const shown = budget?.id === id ? budget : query.data;
  if (query.error && !shown) return <ProblemAlert error={query.error} />;
  if (!shown) return <LoadingState />;
  const can = (action: Budget['allowedActions'][number]) => shown.allowedActions.includes(action);
  const changed = (next: Budget, message: string) => {
    setBudget(next);
    notify(message);
  };
  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'activate') changed(await api.post<Budget>(PATHS.activate(shown.id)), t('editor.activated'));
    if (pending.kind === 'copy') changed(await api.post<Budget>(PATHS.copyActuals(shown.id), {}), t('editor.copied'));
    if (pending.kind === 'remove') changed(await api.delete<Budget>(PATHS.line(shown.id, pending.line.accountCode)), t('editor.removed'));
    setPending(null);
  };
  return (
    <>
      <PageHeader
        title={shown.name}
        subtitle={t('editor.subtitle', { year: shown.fiscalYear })}
        breadcrumbs={[{ label: t('list.title'), to: ROUTES.list }, { label: shown.name }]}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {shown.status === 'ACTIVE' && (
              <Button startIcon={<QueryStatsOutlined />} onClick={() => navigate(`${ROUTES.variance}?year=${shown.fiscalYear}`)} data-testid="budget-variance-link">
                {t('editor.variance')}
              </Button>
            )}
            {can('edit') && (
              <>
                <Button startIcon={<ContentCopyOutlined />} onClick={() => setPending({ kind: 'copy' })} data-testid="budget-copy-actuals">
                  {t('editor.copyActuals')}
                </Button>
                <Button startIcon={<AddOutlined />} onClick={() => setEditing(null)} data-testid="budget-add-line">
                  {t('editor.addLine')}
                </Button>
              </>
            )}
            {can('activate') && (
              <Button variant="contained" startIcon={<PlayCircleOutlined />} onClick={() => setPending({ kind: 'activate' })} data-testid="budget-activate">
                {t('editor.activate')}
              </Button>
            )}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <span data-testid="budget-status">
            <StatusChip status={shown.status} labelPrefix="budgets:status" tones={STATUS_TONES} />
          </span>
          {(['budgeted', 'actual', 'variance'] as const).map((f) => (
            <Stack key={f}>
              <Typography variant="caption" color="text.secondary">
                {t(`fields.${f}`)}
              </Typography>
              <Typography variant="h6" component="p">
                <MoneyText amount={shown[f]} currency={shown.currency} />
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      {shown.lines.length === 0 ? (
        <EmptyState title={t('editor.empty')} description={can('edit') ? t('editor.emptyHint') : undefined} />
      ) : (
        <Paper variant="outlined">
          <LinesTable budget={shown} editable={can('edit')} onEdit={setEditing} onRemove={(line) => setPending({ kind: 'remove', line })} />
        </Paper>
      )}
      <LineDialog
        budget={shown}
        line={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={(next) => {
          setEditing(undefined);
          changed(next, t('editor.saved'));
        }}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`confirm.${pending.kind}.title`) : ''}
        message={pending ? t(`confirm.${pending.kind}.message`, { year: shown.fiscalYear, previous: shown.fiscalYear - 1, code: pending.kind === 'remove' ? pending.line.accountCode : '' }) : ''}
        confirmLabel={pending ? t(`confirm.${pending.kind}.confirm`) : undefined}
        destructive={pending?.kind === 'remove'}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </>
  );
}
