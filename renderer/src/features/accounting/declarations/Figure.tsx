import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MoneyText } from '../../../components/money/MoneyText';

/** One figure of a computed declaration: label above, amount (or count) below. */
export function Figure({ label, amount, count, emphasis, testId }: { label: string; amount?: string; count?: number; emphasis?: boolean; testId?: string }) {
  return (
    <Box data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant={emphasis ? 'h2' : 'h3'} component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {amount !== undefined ? <MoneyText amount={amount} /> : count}
      </Typography>
    </Box>
  );
}
