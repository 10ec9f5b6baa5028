import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { formatDateTime } from '../../components/dates/isoDate';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { DetailList } from '../../components/layout/DetailList';
import { PATHS, ROUTES, TONES, type Requisition, type RequisitionAction } from './api';
import { RequisitionDialog } from './RequisitionDialog';
import { useActions, type ActionSpec } from './useActions';

const TEXT: Partial<Record<RequisitionAction, ActionSpec['textField']>> = { approve: 'comment', reject: 'comment' };

/** One requisition: every field, the decision, and the actions its state and the caller allow. */
export function RequisitionPage() {
  const { t, i18n } = useTranslation('recruitment');
  const notify = useNotify();
  const navigate = useNavigate();
  const { requisitionId = '' } = useParams();
  const query = useApiQuery<Requisition>(PATHS.requisition(requisitionId));
  const [editing, setEditing] = useState(false);
  const r = query.data;
  const actions = useActions({ title: r?.jobTitle ?? '' }, (spec) => (spec.method === 'DELETE' ? navigate(ROUTES.requisitions) : query.reload()));
  if (query.loading && !r) return <LoadingState />;
  if (!r) return <ProblemAlert error={query.error} />;
  const language = i18n.resolvedLanguage ?? 'fr';
  const moves = r.allowedActions.filter((a): a is RequisitionAction => a !== 'edit' && a !== 'delete');
  return (
    <>
      <PageHeader
        title={r.jobTitle}
        breadcrumbs={[{ label: t('requisitions.title'), to: ROUTES.requisitions }, { label: r.jobTitle }]}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {r.allowedActions.includes('edit') && (
              <Button variant="outlined" onClick={() => setEditing(true)} data-testid="requisition-edit">
                {t('common:actions.edit')}
              </Button>
            )}
            {r.allowedActions.includes('delete') && (
              <Button variant="outlined" color="error" onClick={() => actions.run({ key: 'deleteRequisition', method: 'DELETE', path: PATHS.requisition(r.id), destructive: true })} data-testid="requisition-delete">
                {t('common:actions.delete')}
              </Button>
            )}
            {moves.map((a) => (
              <Button
                key={a}
                variant={a === 'cancel' || a === 'reject' ? 'outlined' : 'contained'}
                color={a === 'cancel' || a === 'reject' ? 'error' : 'primary'}
                onClick={() => actions.run({ key: `requisition.${a}`, path: PATHS.requisitionAction(r.id, a), textField: TEXT[a], destructive: a === 'cancel' || a === 'reject' })}
                data-testid={`requisition-${a}`}
              >
                {t(`actions.requisition.${a}.label`)}
              </Button>
            ))}
          </Stack>
        }
      />
      <Paper sx={{ p: 2 }} data-testid="requisition-detail">
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <StatusChip status={r.status} labelPrefix="recruitment:requisitionStatus" tones={TONES} />
        </Stack>
        <DetailList
          items={[
            { label: t('fields.department'), value: r.department?.name },
            { label: t('fields.headcount'), value: r.headcount },
            { label: t('fields.justification'), value: t(`justifications.${r.justification}`) },
            { label: t('fields.priority'), value: t(`priorities.${r.priority}`) },
            { label: t('fields.contractType'), value: t(`contractTypes.${r.contractType}`) },
            { label: t('fields.salaryRange'), value: r.salaryMin || r.salaryMax ? <><MoneyText amount={r.salaryMin} currency={r.currency} /> – <MoneyText amount={r.salaryMax} currency={r.currency} /></> : null },
            { label: t('fields.author'), value: `${r.author.name} · ${formatDateTime(r.createdAt, language)}` },
            { label: t('fields.submittedAt'), value: r.submittedAt ? formatDateTime(r.submittedAt, language) : null },
            { label: t('fields.decision'), value: r.decidedBy ? `${r.decidedBy.name} · ${formatDateTime(r.decidedAt, language)}` : r.onCircuit ? t('requisitions.onCircuit') : null },
            { label: t('fields.decisionComment'), value: r.decisionComment },
            { label: t('fields.description'), value: r.description, wide: true },
          ]}
        />
      </Paper>
      {actions.dialogs}
      {editing && (
        <RequisitionDialog
          requisition={r}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            notify(t('requisitions.saved', { title: saved.jobTitle }));
            setEditing(false);
            query.reload();
          }}
        />
      )}
    </>
  );
}
