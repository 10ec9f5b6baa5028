import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { formatDate } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { useNotify } from '../../../components/feedback/Notifier';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { formatMoney } from '../../../components/money/moneyText';
import {
  AMENDMENT_TONES,
  amendmentActionPath,
  type Amendment,
  type AmendmentValues,
  type Contract,
} from '../api';
import { AmendmentDialog } from './AmendmentDialog';
import { SignDialog } from './SignDialog';

/** The amendments of a contract: what each changes, its state, signing and cancelling. */
export function AmendmentsPanel({
  contract,
  canManage,
  onChanged,
}: {
  contract: Contract;
  canManage: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('contracts');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const [creating, setCreating] = useState(false);
  const [signing, setSigning] = useState<Amendment | null>(null);
  const [cancelling, setCancelling] = useState<Amendment | null>(null);
  const amendments = contract.amendments ?? [];
  const show = (field: keyof AmendmentValues, value: AmendmentValues[keyof AmendmentValues]) => {
    if (value === undefined) return '—';
    if (field === 'salary') return formatMoney(String(value), contract.currency, language);
    if (field === 'weeklyHours') return t('terms.hours', { hours: value });
    if (field === 'endDate' || field === 'trialPeriodEndDate') return formatDate(String(value), language);
    return String(value);
  };

  return (
    <Card data-testid="amendments-panel">
      <CardHeader
        title={t('amendments.title')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          canManage &&
          contract.allowedActions.includes('amend') && (
            <Button
              startIcon={<AddOutlined />}
              onClick={() => setCreating(true)}
              data-testid="amendment-create"
            >
              {t('amendments.create')}
            </Button>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {amendments.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t(contract.allowedActions.includes('amend') ? 'amendments.empty' : 'amendments.notInForce')}
          </Typography>
        )}
        <Stack divider={<Divider />} spacing={2}>
          {amendments.map((a) => (
            <Stack key={a.id} spacing={0.5} data-testid={`amendment-${a.number}`}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="subtitle2">
                  {t('amendments.number', { n: a.number, date: formatDate(a.effectiveDate, language) })}
                </Typography>
                <StatusChip
                  status={a.status}
                  labelPrefix="contracts:amendmentStatus"
                  tones={AMENDMENT_TONES}
                />
              </Stack>
              <Typography variant="body2">{a.reason}</Typography>
              {(Object.keys(a.changes) as (keyof AmendmentValues)[]).map((field) => (
                <Typography key={field} variant="body2" color="text.secondary">
                  {t(`amendments.field.${field}`)} :{' '}
                  {a.previousValues ? `${show(field, a.previousValues[field])} → ` : ''}
                  <strong>{show(field, a.changes[field])}</strong>
                </Typography>
              ))}
              {a.signedFilename && (
                <Button
                  size="small"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => void api.download(amendmentActionPath(contract.id, a.id, 'signed-copy'))}
                >
                  {t('amendments.signedCopy')}
                </Button>
              )}
              {canManage && a.status === 'DRAFT' && (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setSigning(a)}
                    data-testid="amendment-sign"
                  >
                    {t('amendments.sign')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setCancelling(a)}>
                    {t('amendments.cancel')}
                  </Button>
                </Stack>
              )}
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <AmendmentDialog
        contract={contract}
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          notify(t('amendments.created'));
          onChanged();
        }}
      />
      {signing && (
        <SignDialog
          open
          title={t('amendments.signTitle', { n: signing.number })}
          message={t('amendments.signHelp')}
          path={amendmentActionPath(contract.id, signing.id, 'sign')}
          onClose={() => setSigning(null)}
          onSigned={() => {
            setSigning(null);
            notify(t('amendments.signed'));
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={cancelling !== null}
        title={t('amendments.cancelTitle')}
        message={t('amendments.cancelMessage', { n: cancelling?.number ?? '' })}
        destructive
        onConfirm={async () => {
          if (!cancelling) return;
          await api.post(amendmentActionPath(contract.id, cancelling.id, 'cancel'));
          onChanged();
        }}
        onClose={() => setCancelling(null)}
      />
    </Card>
  );
}
