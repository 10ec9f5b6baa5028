import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { ProblemAlert } from '../feedback/ProblemAlert';
import { EmptyState } from '../feedback/EmptyState';
import { LoadingState } from '../feedback/LoadingState';

export interface ChartCardProps {
  title: string;
  subtitle?: string;
  loading?: boolean;
  error?: unknown;
  /** True when there is nothing to plot: shows `emptyTitle` instead of an empty chart. */
  empty?: boolean;
  emptyTitle?: string;
  height?: number;
  action?: ReactNode;
  /** A MUI X chart (BarChart, LineChart, PieChart…) sized to the card. */
  children: ReactNode;
  testId?: string;
}

/** The frame of every chart: title, loading, error and empty states around a MUI X chart. */
export function ChartCard({
  title,
  subtitle,
  loading,
  error,
  empty,
  emptyTitle,
  height = 280,
  action,
  children,
  testId,
}: ChartCardProps) {
  let body: ReactNode = children;
  if (error) body = <ProblemAlert error={error} />;
  else if (loading) body = <LoadingState />;
  else if (empty && emptyTitle) body = <EmptyState title={emptyTitle} />;
  return (
    <Card sx={{ height: '100%' }} data-testid={testId}>
      <CardHeader
        title={title}
        subheader={subtitle}
        action={action}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>{body}</Box>
      </CardContent>
    </Card>
  );
}
