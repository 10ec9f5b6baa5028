import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PageHeader } from '../../../components/layout/PageHeader';
import { CONTRACT_TONES, MANAGE, contractActionPath, contractPath, type Contract, type ContractText as ContractTextAnswer } from '../api';
import { ContractText } from '../editor/ContractPreview';
import { AmendmentsPanel } from './AmendmentsPanel';
import { ContractTerms } from './ContractTerms';
import { SignDialog } from './SignDialog';
import { TerminateDialog } from './TerminateDialog';

type Dialog = 'send' | 'sign' | 'activate' | 'terminate' | null;

/** Opens the PDF in a new tab (the request carries the caller's token, so it goes through a blob). */
async function openPdf(id: string): Promise<void> {
  const token = await api.accessToken();
  const response = await fetch(contractActionPath(id, 'pdf'), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A contract: its terms and text, the next step of its lifecycle, its PDF and its amendments. */
export function ContractPage() {
  const { t } = useTranslation('contracts');
  const { contractId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { can } = useAuth();
  const canManage = can(MANAGE);
  const contract = useApiQuery<Contract>(contractPath(contractId));
  const text = useApiQuery<ContractTextAnswer>(contractActionPath(contractId, 'text'));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notifyEmployee, setNotifyEmployee] = useState(true);
  const reload = () => {
    contract.reload();
    text.reload();
  };

  if (!contract.data) return contract.loading ? <LoadingState /> : <ProblemAlert error={contract.error} />;
  const c = contract.data;
  const allowed = (action: Contract['allowedActions'][number]) => canManage && c.allowedActions.includes(action);
  const done = (key: string) => {
    setDialog(null);
    notify(t(`actions.done.${key}`, { reference: c.reference }));
    reload();
  };

  return (
    <>
      <PageHeader
        title={t('viewer.title', { reference: c.reference })}
        subtitle={
          <>
            <Link component={RouterLink} to={`/hr/employees/${c.employee.id}?tab=contracts`}>
              {c.employee.name}
            </Link>{' '}
            · {t(`typeLabel.${c.type}`)}
          </>
        }
        breadcrumbs={[{ label: t('list.title'), to: '/hr/contracts' }, { label: c.reference }]}
        actions={
          <>
            <Button variant="outlined" onClick={() => void openPdf(c.id)} data-testid="contract-pdf">
              {t('actions.viewPdf')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => void api.download(contractActionPath(c.id, 'pdf/download'))}
            >
              {t('actions.downloadPdf')}
            </Button>
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 1 }}>
        <StatusChip status={c.status} labelPrefix="contracts:status" tones={CONTRACT_TONES} size="medium" />
        {allowed('edit') && (
          <Button
            variant="outlined"
            onClick={() => navigate(`/hr/contracts/${c.id}/edit`)}
            data-testid="contract-edit"
          >
            {t('actions.edit')}
          </Button>
        )}
        {allowed('send') && (
          <Button variant="contained" onClick={() => setDialog('send')} data-testid="contract-send">
            {t('actions.send')}
          </Button>
        )}
        {allowed('sign') && (
          <Button variant="contained" onClick={() => setDialog('sign')} data-testid="contract-sign">
            {t('actions.sign')}
          </Button>
        )}
        {allowed('activate') && (
          <Button variant="contained" onClick={() => setDialog('activate')} data-testid="contract-activate">
            {t('actions.activate')}
          </Button>
        )}
        {allowed('terminate') && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => setDialog('terminate')}
            data-testid="contract-terminate"
          >
            {t('actions.terminate')}
          </Button>
        )}
        {c.signedFilename && (
          <Button onClick={() => void api.download(contractActionPath(c.id, 'signed-copy'))}>
            {t('actions.signedCopy')}
          </Button>
        )}
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Stack spacing={3}>
            <ContractTerms contract={c} />
            <AmendmentsPanel contract={c} canManage={canManage} onChanged={reload} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Card>
            <CardHeader title={t('viewer.text')} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
            <CardContent sx={{ pt: 0 }}>
              {text.data ? (
                <ContractText text={text.data.text} />
              ) : (
                <Typography color="text.secondary">{t('common:state.loading')}</Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={dialog === 'send'}
        title={t('send.title')}
        message={
          <Stack spacing={1}>
            <Typography variant="body2">{t('send.message', { reference: c.reference })}</Typography>
            <FormControlLabel
              control={
                <Checkbox checked={notifyEmployee} onChange={(e) => setNotifyEmployee(e.target.checked)} />
              }
              label={t('send.notify', { name: c.employee.name })}
            />
          </Stack>
        }
        confirmLabel={t('actions.send')}
        onConfirm={async () => {
          await api.post(contractActionPath(c.id, 'send'), { notifyEmployee });
          done('send');
        }}
        onClose={() => setDialog(null)}
      />
      {dialog === 'sign' && (
        <SignDialog
          open
          title={t('sign.title', { reference: c.reference })}
          message={t('sign.message')}
          path={contractActionPath(c.id, 'sign')}
          onClose={() => setDialog(null)}
          onSigned={() => done('sign')}
        />
      )}
      <ConfirmDialog
        open={dialog === 'activate'}
        title={t('activate.title')}
        message={t('activate.message', { reference: c.reference, name: c.employee.name })}
        confirmLabel={t('actions.activate')}
        onConfirm={async () => {
          await api.post(contractActionPath(c.id, 'activate'));
          done('activate');
        }}
        onClose={() => setDialog(null)}
      />
      <TerminateDialog
        contract={c}
        open={dialog === 'terminate'}
        onClose={() => setDialog(null)}
        onDone={() => done('terminate')}
      />
    </>
  );
}
