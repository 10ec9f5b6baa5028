import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { StatusChip } from '../../components/feedback/StatusChip';
import { PATHS, STATUS_TONES, type Booking } from './api';
import { formatSlot } from './bookings/format';

/** The dashboard card of the next bookings of the caller. */
export function UpcomingWidget() {
  const { t, i18n } = useTranslation('booking');
  const from = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();
  const upcoming = useApiQuery<ListEnvelope<Booking>>(PATHS.mine, {
    from,
    status: 'PENDING,APPROVED',
    sort: 'start',
    pageSize: 5,
  });
  return (
    <Card sx={{ height: '100%' }} data-testid="booking-upcoming-widget">
      <CardHeader
        title={t('widget.title')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
        action={
          <Button component={RouterLink} to="/booking/resources" size="small">
            {t('mine.book')}
          </Button>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {upcoming.loading && !upcoming.data ? (
          <LoadingState />
        ) : upcoming.data?.items.length ? (
          <List dense>
            {upcoming.data.items.map((b) => (
              <ListItem key={b.id} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`/booking/resources/${b.resourceId}?date=${b.start.slice(0, 10)}`}
                >
                  <ListItemText
                    primary={`${b.subject} — ${b.resource?.name ?? ''}`}
                    secondary={formatSlot(b.start, b.end, i18n.resolvedLanguage)}
                  />
                  <StatusChip status={b.status} labelPrefix="booking:status" tones={STATUS_TONES} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <EmptyState title={t('widget.empty')} />
        )}
      </CardContent>
    </Card>
  );
}
