import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDate, formatDateTime } from '../../../components/dates/isoDate';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { PATHS, type LeaveBalance, type LeaveBalanceDetail } from '../api';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** One balance: how its days add up, and every movement (accruals, adjustments with reason and author, carry-over, expiry). */
export function BalanceHistoryDialog({ balance, onClose }: { balance: LeaveBalance | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const detail = useApiQuery<LeaveBalanceDetail>(balance ? PATHS.balance(balance.employee.id, balance.leaveType.id) : null, { year: balance?.year });
  const d = detail.data && balance && detail.data.id === balance.id ? detail.data : null;
  const parts = d
    ? ([
        ['accrued', d.accrued],
        ['carriedOver', d.carriedOver],
        ['expired', -d.expired],
        ['adjusted', d.adjusted],
        ['taken', -d.taken],
        ['pending', -d.pending],
      ] as const)
    : [];
  return (
    <Dialog open={balance !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="leave-balance-history-title" data-testid="leave-balance-history">
      <DialogTitle id="leave-balance-history-title">{t('balanceAdmin.historyTitle', { name: balance?.employee.name ?? '', type: balance?.leaveType.name ?? '', year: balance?.year ?? '' })}</DialogTitle>
      <DialogContent>
        <ProblemAlert error={detail.error} />
        {!d && !detail.error && <LoadingState />}
        {d && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
              {parts.map(([key, value]) => (
                <Box key={key}>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t(`balanceAdmin.${key}`)}
                  </Typography>
                  <Typography>{signed(value)}</Typography>
                </Box>
              ))}
              <Box>
                <Typography variant="caption" color="text.secondary" component="p">
                  {t('balanceAdmin.available')}
                </Typography>
                <Typography sx={{ fontWeight: 700 }} data-testid="leave-balance-available">
                  {d.available}
                </Typography>
              </Box>
            </Box>
            {d.carryOverExpiresOn && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('balanceAdmin.carryOverExpires', { date: formatDate(d.carryOverExpiresOn, language) })}
              </Typography>
            )}
            {d.movements.length === 0 ? (
              <Typography color="text.secondary">{t('balanceAdmin.noMovement')}</Typography>
            ) : (
              <Table size="small" aria-label={t('balanceAdmin.movements')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('balanceAdmin.when')}</TableCell>
                    <TableCell>{t('balanceAdmin.kind')}</TableCell>
                    <TableCell align="right">{t('fields.days')}</TableCell>
                    <TableCell>{t('balanceAdmin.label')}</TableCell>
                    <TableCell>{t('balanceAdmin.author')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.movements.map((m) => (
                    <TableRow key={m.id} data-testid={`leave-movement-${m.kind}`}>
                      <TableCell>{formatDateTime(m.at, language)}</TableCell>
                      <TableCell>{t(`movements.${m.kind}`)}</TableCell>
                      <TableCell align="right">{signed(m.days)}</TableCell>
                      <TableCell>{m.label}</TableCell>
                      <TableCell>{m.author?.name ?? '—'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
