import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LeaveBalance } from './api';

/** One card per leave type: the days available, with what is taken and waiting for a decision. */
export function Balances({ balances }: { balances: LeaveBalance[] }) {
  const { t } = useTranslation('leave');
  if (!balances.length) return <Typography color="text.secondary">{t('balances.none')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', mb: 3 }} data-testid="leave-balances">
      {balances.map((b) => (
        <Paper key={b.id} variant="outlined" sx={{ p: 2, borderLeft: 4, borderLeftColor: b.leaveType.color }} data-testid={`balance-${b.leaveType.code}`}>
          <Typography variant="subtitle2">{b.leaveType.name}</Typography>
          <Typography variant="h5" component="p" data-testid="balance-available">
            {t('balances.days', { count: b.available })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('balances.detail', { taken: b.taken, pending: b.pending })}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
