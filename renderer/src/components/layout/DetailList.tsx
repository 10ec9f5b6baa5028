import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

/** Label/value pairs of a detail page, two columns on wide screens; empty values show a dash. */
export function DetailList({ items, testId }: { items: Array<{ label: string; value: ReactNode; wide?: boolean }>; testId?: string }) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }} data-testid={testId}>
      {items.map(({ label, value, wide }) => (
        <Grid key={label} size={{ xs: 12, sm: wide ? 12 : 6 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {value === null || value === undefined || value === '' ? '—' : value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
