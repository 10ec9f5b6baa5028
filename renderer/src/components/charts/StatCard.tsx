import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: string;
  icon?: ReactNode;
  loading?: boolean;
  /** Router path of the page behind the figure. */
  to?: string;
  testId?: string;
}

/** One key figure of a dashboard (a count, an amount), optionally linking to its list. */
export function StatCard({ label, value, hint, icon, loading, to, testId }: StatCardProps) {
  const content = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      {icon && (
        <Box
          sx={{
            color: 'primary.main',
            bgcolor: 'action.hover',
            borderRadius: 2,
            p: 1.25,
            display: 'flex',
            '& svg': { fontSize: 28 },
          }}
        >
          {icon}
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography variant="h2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {loading ? <Skeleton width={80} /> : value}
        </Typography>
        {hint && (
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
