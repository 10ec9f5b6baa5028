import { useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDate } from '../../components/dates/isoDate';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { ACCESS, PATHS, ROUTES, STATUS_TONES, type PurchaseRequestAction, type PurchaseRequestDetail } from './api';
import { DetailList } from '../../components/layout/DetailList';
import { RequestFormDialog } from './RequestFormDialog';
import { RequestTimeline } from './RequestTimeline';
import { useRequestActions } from './useRequestActions';

/** Buttons in the order a request moves forward; cancel and reject last. */
const ORDER: PurchaseRequestAction[] = ['submit', 'approve', 'order', 'receive', 'reject', 'cancel'];

/** One purchase request: its items, its approval timeline, and what the caller may do next. */
export function RequestPage() {
  const { t, i18n } = useTranslation('supplies');
  const notify = useNotify();
  const { me, can } = useAuth();
  const { requestId = '' } = useParams();
  const query = useApiQuery<PurchaseRequestDetail>(PATHS.request(requestId));
  const [editing, setEditing] = useState(false);
  const actions = useRequestActions(query.data, query.reload);
  if (query.loading && !query.data) return <LoadingState />;
  if (!query.data) return <ProblemAlert error={query.error} />;
  const request = query.data;
  const language = i18n.resolvedLanguage ?? 'fr';
  const userId = me?.user.id;
  const waiting = request.workflow?.status === 'PENDING' ? request.workflow.steps.find((s) => s.status === 'PENDING') : undefined;
  const decides = Boolean(userId && userId !== request.requester.id && waiting?.approvers.some((a) => a.userId === userId));
  const allowed = new Set<PurchaseRequestAction>([...request.allowedActions, ...(decides ? (['approve', 'reject'] as const) : [])]);
  const back = can(ACCESS.managePermission) && request.requester.id !== userId ? { label: t('process.title'), to: ROUTES.toProcess } : { label: t('mine.title'), to: ROUTES.mine };
  return (
    <>
      <PageHeader
        title={t('detail.title', { reference: request.reference })}
        breadcrumbs={[back, { label: request.reference }]}
        actions={
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            {request.status === 'DRAFT' && allowed.has('submit') && (
              <Button variant="outlined" onClick={() => setEditing(true)} data-testid="request-edit">
                {t('actions.edit')}
              </Button>
            )}
            {ORDER.filter((a) => allowed.has(a)).map((action) => (
              <Button key={action} variant={action === 'reject' || action === 'cancel' ? 'outlined' : 'contained'} color={action === 'reject' || action === 'cancel' ? 'error' : 'primary'} onClick={() => actions.run(action)} data-testid={`request-action-${action}`}>
                {t(`actions.${action}.label`)}
              </Button>
            ))}
          </Stack>
        }
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper sx={{ p: 2, mb: 2 }} data-testid="request-detail">
            <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
              <StatusChip status={request.status} labelPrefix="supplies:status" tones={STATUS_TONES} />
            </Stack>
            <DetailList
              items={[
                { label: t('requests.fields.requester'), value: request.requester.name },
                { label: t('requests.fields.vendor'), value: `${request.vendor.name} (${request.vendor.code})` },
                { label: t('requests.fields.neededBy'), value: formatDate(request.neededBy, language) },
                { label: t('requests.fields.accountCode'), value: request.accountCode },
                { label: t('requests.fields.justification'), value: request.justification, wide: true },
                ...(request.decisionComment ? [{ label: t('requests.fields.decisionComment'), value: request.decisionComment, wide: true }] : []),
              ]}
            />
          </Paper>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('requests.fields.items')}
            </Typography>
            <Table size="small" aria-label={t('requests.fields.items')} data-testid="request-items">
              <TableHead>
                <TableRow>
                  <TableCell>{t('requests.fields.description')}</TableCell>
                  <TableCell align="right">{t('requests.fields.quantity')}</TableCell>
                  <TableCell align="right">{t('requests.fields.unitPrice')}</TableCell>
                  <TableCell align="right">{t('requests.fields.lineTotal')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {request.items.map((item, index) => (
                  <TableRow key={index}>
                    <TableCell>{item.description}</TableCell>
                    <TableCell align="right">{item.quantity}</TableCell>
                    <TableCell align="right">
                      <MoneyText amount={item.unitPrice} currency={request.currency} />
                    </TableCell>
                    <TableCell align="right">
                      <MoneyText amount={item.total} currency={request.currency} />
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={3}>
                    <strong>{t('requests.fields.total')}</strong>
                  </TableCell>
                  <TableCell align="right" data-testid="request-detail-total">
                    <strong>
                      <MoneyText amount={request.total} currency={request.currency} />
                    </strong>
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {t('detail.timeline')}
            </Typography>
            <RequestTimeline request={request} />
          </Paper>
        </Grid>
      </Grid>
      {actions.dialogs}
      {editing && (
        <RequestFormDialog
          request={request}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            notify(t('form.saved', { reference: saved.reference }));
            query.reload();
          }}
        />
      )}
    </>
  );
}
