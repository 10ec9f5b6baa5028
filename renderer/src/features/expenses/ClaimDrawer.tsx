import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useMe } from '../../app/auth/AuthContext';
import { formatDate, formatDateTime } from '../../components/dates/isoDate';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { MoneyText } from '../../components/money/MoneyText';
import {
  ACTION_ORDER,
  PATHS,
  STATUS_TONES,
  type ExpenseClaim,
  type ExpenseClaimAction,
  type PersonRef,
  type ReceiptLink,
} from './api';
import { categoryLabel } from './labels';

export interface ClaimDrawerProps {
  claim: ExpenseClaim | null;
  onClose: () => void;
  onAction?: (action: ExpenseClaimAction, claim: ExpenseClaim) => void;
  /** Management list: filter on the claim's employee. */
  onEmployee?: (employeeId: string) => void;
}

/** One claim: what, when, how much, its receipt, who processed it and when, what the caller may do. */
export function ClaimDrawer({ claim, onClose, onAction, onEmployee }: ClaimDrawerProps) {
  const { t, i18n } = useTranslation('expenses');
  const language = i18n.resolvedLanguage ?? 'fr';
  const me = useMe();
  const [receiptError, setReceiptError] = useState<unknown>(null);
  const openReceipt = async (c: ExpenseClaim) => {
    setReceiptError(null);
    try {
      const link = await api.get<ReceiptLink>(PATHS.receipt(c.id));
      window.open(link.url, '_blank', 'noopener');
    } catch (err) {
      setReceiptError(err);
    }
  };
  const field = (label: string, value: React.ReactNode) =>
    value ? (
      <Box>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body2" component="div">
          {value}
        </Typography>
      </Box>
    ) : null;
  const step = (key: string, who: PersonRef | null, at: string | null, extra?: string | null) =>
    at ? (
      <ListItem key={key} disableGutters>
        <ListItemText
          primary={t(`drawer.${key}`, { name: who?.name || '—' })}
          secondary={`${formatDateTime(at, language)}${extra ? ` — ${extra}` : ''}`}
        />
      </ListItem>
    ) : null;

  return (
    <Drawer
      anchor="right"
      open={claim !== null}
      onClose={onClose}
      // Above the application bar, which sits over the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 2 }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 } } } }}
    >
      {claim && (
        <Box sx={{ p: 3 }} data-testid="claim-drawer">
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
            <Box>
              <Typography variant="h3" component="h2">
                {claim.reference}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {claim.employee.name}
              </Typography>
              {onEmployee && (
                <Link component="button" variant="body2" onClick={() => onEmployee(claim.employee.id)}>
                  {t('drawer.employeeClaims')}
                </Link>
              )}
            </Box>
            <IconButton onClick={onClose} aria-label={t('drawer.close')}>
              <CloseOutlined />
            </IconButton>
          </Stack>
          <StatusChip status={claim.status} labelPrefix="expenses:status" tones={STATUS_TONES} />
          <Stack spacing={1.5} sx={{ mt: 2 }}>
            {field(t('fields.description'), claim.description)}
            {field(t('fields.expenseDate'), formatDate(claim.expenseDate, language))}
            {field(t('fields.amount'), <MoneyText amount={claim.amount} currency={claim.currency} />)}
            {field(t('fields.category'), categoryLabel(t, claim.category))}
            {field(t('fields.rejectionReason'), claim.rejectionReason)}
            {field(t('fields.paymentMode'), claim.paymentMode ? t(`modes.${claim.paymentMode}`) : null)}
            {field(t('fields.note'), claim.paymentNote)}
            {claim.journalEntry &&
              field(
                t('fields.journalEntry'),
                me.permissions.has('accounting.read') ? (
                  <RouterLink to={`/accounting/journal/${claim.journalEntry.id}`}>
                    {claim.journalEntry.pieceNumber}
                  </RouterLink>
                ) : (
                  claim.journalEntry.pieceNumber
                ),
              )}
          </Stack>
          <Box sx={{ mt: 2 }}>
            <ProblemAlert error={receiptError} />
            {claim.receipt ? (
              <Button
                variant="outlined"
                startIcon={<ReceiptLongOutlined />}
                onClick={() => void openReceipt(claim)}
                data-testid="claim-receipt"
              >
                {t('drawer.receipt')}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('drawer.noReceipt')}
              </Typography>
            )}
          </Box>
          {onAction && claim.allowedActions.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 3 }}>
              {ACTION_ORDER.filter((a) => claim.allowedActions.includes(a)).map((action) => (
                <Button
                  key={action}
                  size="small"
                  variant={action === 'reject' ? 'outlined' : 'contained'}
                  color={action === 'reject' ? 'error' : 'primary'}
                  onClick={() => onAction(action, claim)}
                  data-testid={`claim-action-${action}`}
                >
                  {t(`actions.${action}.button`)}
                </Button>
              ))}
            </Stack>
          )}
          <Divider sx={{ my: 3 }} />
          <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
            {t('drawer.history')}
          </Typography>
          <List dense data-testid="claim-history">
            {step('submitted', claim.submittedBy, claim.submittedAt)}
            {step('approved', claim.approvedBy, claim.approvedAt)}
            {step('rejected', claim.rejectedBy, claim.rejectedAt, claim.rejectionReason)}
            {step('scheduled', claim.paymentScheduledBy, claim.paymentScheduledAt)}
            {step(
              'reimbursed',
              claim.reimbursedBy,
              claim.reimbursedAt,
              claim.paymentMode ? t(`modes.${claim.paymentMode}`) : null,
            )}
          </List>
        </Box>
      )}
    </Drawer>
  );
}
