import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import StarOutline from '@mui/icons-material/StarOutline';
import { useTranslation } from 'react-i18next';
import { bankAccountPrefix } from '../../../../../shared/accounting';
import { friendlyIban } from './iban';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth } from '../../../app/auth/AuthContext';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PageHeader } from '../../../components/layout/PageHeader';
import { BANK_ACCOUNTS_PATH, CONFIG_PATH, bankAccountPath, type BankAccountRecord, type ConfigRecord } from '../api';
import { BankAccountDialog } from './BankAccountDialog';
import { ConfigFormCard } from './ConfigForm';

/** The accounting configuration and the company's bank accounts. */
export function ConfigPage() {
  const { t } = useTranslation('ledger');
  const { can } = useAuth();
  const notify = useNotify();
  const canManage = can('accounting.manage');
  const config = useApiQuery<ConfigRecord>(CONFIG_PATH);
  const banks = useApiQuery<ListEnvelope<BankAccountRecord>>(BANK_ACCOUNTS_PATH);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankAccountRecord | null>(null);
  const [problem, setProblem] = useState<unknown>(null);

  if (config.loading && !config.data) return <LoadingState />;
  if (!config.data) return <ProblemAlert error={config.error} />;
  const prefix = bankAccountPrefix(config.data.chartStandard);

  const makeDefault = async (bank: BankAccountRecord) => {
    setProblem(null);
    try {
      await api.put(bankAccountPath(bank.id), { isDefault: true });
      notify(t('banks.defaultSet', { title: bank.title }));
      banks.reload();
    } catch (error) {
      setProblem(error);
    }
  };

  return (
    <>
      <PageHeader title={t('config.title')} subtitle={t('config.subtitle')} />
      <ConfigFormCard
        config={config.data}
        canManage={canManage}
        onSaved={() => {
          notify(t('config.saved'));
          config.reload();
        }}
      />
      <Paper sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography variant="h2">{t('banks.title')}</Typography>
          {canManage && (
            <Button variant="outlined" startIcon={<AddOutlined />} onClick={() => setAdding(true)} data-testid="bank-create">
              {t('banks.create')}
            </Button>
          )}
        </Stack>
        <ProblemAlert error={banks.error ?? problem} onClose={() => setProblem(null)} />
        {(banks.data?.items.length ?? 0) === 0 ? (
          <EmptyState title={t('banks.empty')} />
        ) : (
          <Table size="small" aria-label={t('banks.title')} data-testid="banks-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('banks.fields.accountCode')}</TableCell>
                <TableCell>{t('banks.fields.title')}</TableCell>
                <TableCell>{t('banks.fields.bank')}</TableCell>
                <TableCell>{t('banks.fields.iban')}</TableCell>
                <TableCell>{t('banks.fields.bic')}</TableCell>
                <TableCell />
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {banks.data?.items.map((bank) => (
                <TableRow key={bank.id}>
                  <TableCell>{bank.accountCode}</TableCell>
                  <TableCell>{bank.title}</TableCell>
                  <TableCell>{bank.bank}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{friendlyIban(bank.iban)}</TableCell>
                  <TableCell>{bank.bic ?? '—'}</TableCell>
                  <TableCell>{bank.isDefault && <Chip size="small" color="primary" label={t('banks.default')} />}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canManage && !bank.isDefault && (
                      <Tooltip title={t('banks.makeDefault')}>
                        <IconButton size="small" onClick={() => void makeDefault(bank)} aria-label={t('banks.makeDefault')}>
                          <StarOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                    {canManage && (
                      <Tooltip title={t('common:actions.delete')}>
                        <IconButton size="small" onClick={() => setRemoving(bank)} aria-label={t('common:actions.delete')}>
                          <DeleteOutline fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <BankAccountDialog
        open={adding}
        prefix={prefix}
        onClose={() => setAdding(false)}
        onSaved={(bank) => {
          setAdding(false);
          notify(t('banks.created', { title: bank.title }));
          banks.reload();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('banks.deleteTitle', { title: removing?.title })}
        message={t('banks.deleteMessage')}
        destructive
        confirmLabel={t('common:actions.delete')}
        onConfirm={async () => {
          if (!removing) return;
          await api.delete(bankAccountPath(removing.id));
          notify(t('banks.deleted', { title: removing.title }));
          banks.reload();
        }}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
