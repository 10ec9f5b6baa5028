import { useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useAuth, useMe } from '../../../app/auth/AuthContext';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useNotify } from '../../../components/feedback/Notifier';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type Blockout, type Booking, type Resource } from '../api';
import { BookingDialog } from '../bookings/BookingDialog';
import { BookingDrawer } from '../bookings/BookingDrawer';
import { useBookingActions } from '../bookings/useBookingActions';
import { ResourcePhoto } from '../catalogue/ResourcePhoto';
import {
  addLocalDays,
  localDayKey,
  parseDayKey,
  visibleDays,
  viewWindow,
  type CalendarView,
} from './calendarMath';
import { WeekCalendar, type CalendarItem } from './WeekCalendar';

/** One resource: its card, and its calendar by day or week where a drag books a slot. */
export function ResourceCalendarPage() {
  const { resourceId = '' } = useParams();
  const { t, i18n } = useTranslation('booking');
  const me = useMe();
  const { can } = useAuth();
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const view: CalendarView = search.get('view') === 'day' ? 'day' : 'week';
  const anchor = parseDayKey(search.get('date')) ?? new Date();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const days = visibleDays(anchor, view);
  const span = viewWindow(anchor, view);
  const range = { from: span.from.toISOString(), to: span.to.toISOString(), pageSize: 200 };

  const resource = useApiQuery<Resource>(PATHS.resource(resourceId));
  const bookings = useApiQuery<ListEnvelope<Booking>>(PATHS.resourceBookings(resourceId), {
    ...range,
    sort: 'start',
  });
  const blockouts = useApiQuery<ListEnvelope<Blockout>>(PATHS.resourceBlockouts(resourceId), range);
  const [selection, setSelection] = useState<{ start: Date; end: Date } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [opened, setOpened] = useState<Booking | null>(null);
  const reload = () => {
    bookings.reload();
    blockouts.reload();
  };
  const actions = useBookingActions((updated) => {
    setOpened(updated);
    reload();
  });

  const items = useMemo<CalendarItem[]>(
    () => [
      ...(bookings.data?.items ?? []).map((b) => ({
        id: b.id,
        kind: 'booking' as const,
        start: new Date(b.start),
        end: new Date(b.end),
        title: b.subject,
        subtitle: b.requester?.name ?? undefined,
        status: b.status,
        mine: b.requesterId === me.user.id,
      })),
      ...(blockouts.data?.items ?? []).map((k) => ({
        id: k.id,
        kind: 'blockout' as const,
        start: new Date(k.start),
        end: new Date(k.end),
        title: k.reason,
      })),
    ],
    [bookings.data, blockouts.data, me.user.id],
  );

  const go = (patch: { view?: CalendarView; date?: Date }) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (patch.view) next.set('view', patch.view);
        if (patch.date) next.set('date', localDayKey(patch.date));
        return next;
      },
      { replace: true },
    );
  const step = view === 'day' ? 1 : 7;
  const canBook = can('booking.create') && resource.data?.status === 'ACTIVE';
  const r = resource.data;
  const owns = r?.ownerId === me.user.id && can('resource.owner');
  const canSwitch =
    r && (can('resource.manage') || can('booking.manage') || (owns && r.type?.allowOwnerAutoValidate));
  const title = new Intl.DateTimeFormat(
    i18n.resolvedLanguage,
    view === 'day' ? { dateStyle: 'full' } : { month: 'long', year: 'numeric' },
  ).format(days[0]);

  if (resource.error) return <ProblemAlert error={resource.error} />;
  if (!r) return <LoadingState />;

  const switchAutoValidation = async (autoValidate: boolean) => {
    try {
      await api.put(PATHS.resourceAction(r.id, 'auto-validation'), { autoValidate });
      resource.reload();
      notify(autoValidate ? t('resource.autoValidateOn') : t('resource.autoValidateOff'));
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), 'error');
    }
  };

  return (
    <>
      <PageHeader
        title={r.name}
        breadcrumbs={[{ label: t('nav.resources'), to: '/booking/resources' }, { label: r.name }]}
        actions={
          canBook && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => {
                setSelection(null);
                setDialogOpen(true);
              }}
              data-testid="booking-new"
            >
              {t('calendar.newBooking')}
            </Button>
          )
        }
      />
      <Card sx={{ mb: 3, display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}>
          <ResourcePhoto resource={r} height={150} />
        </Box>
        <Box sx={{ p: 2, flex: 1 }}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
            {r.type && <Chip size="small" label={r.type.name} />}
            <Chip size="small" variant="outlined" label={r.code} />
            {r.capacity && (
              <Chip size="small" variant="outlined" label={t('resource.capacity', { count: r.capacity })} />
            )}
            {r.status === 'INACTIVE' && <Chip size="small" color="default" label={t('resource.inactive')} />}
          </Stack>
          {r.location && <Typography variant="body2">{r.location}</Typography>}
          {r.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {r.description}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>
            {r.autoValidate
              ? t('resource.confirmedAtOnce')
              : r.owner
                ? t('resource.approvedBy', { name: r.owner.name })
                : t('resource.approvedByManagers')}
            {!r.autoValidate && r.autoApproveAfterHours
              ? ` ${t('resource.autoApproveAfter', { count: r.autoApproveAfterHours })}`
              : ''}
          </Typography>
          {canSwitch && (
            <FormControlLabel
              sx={{ mt: 1 }}
              control={
                <Switch
                  checked={r.autoValidate}
                  onChange={(e) => void switchAutoValidation(e.target.checked)}
                  data-testid="auto-validation-switch"
                />
              }
              label={t('resource.autoValidate')}
            />
          )}
        </Box>
      </Card>

      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton
            onClick={() => go({ date: addLocalDays(anchor, -step) })}
            aria-label={t('calendar.previous')}
            data-testid="calendar-previous"
          >
            <ChevronLeftOutlined />
          </IconButton>
          <Button size="small" variant="outlined" onClick={() => go({ date: new Date() })}>
            {t('calendar.today')}
          </Button>
          <IconButton
            onClick={() => go({ date: addLocalDays(anchor, step) })}
            aria-label={t('calendar.next')}
            data-testid="calendar-next"
          >
            <ChevronRightOutlined />
          </IconButton>
          <Typography variant="h4" component="h2" sx={{ textTransform: 'capitalize' }}>
            {title}
          </Typography>
        </Stack>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_, value: CalendarView | null) => value && go({ view: value })}
        >
          <ToggleButton value="day" data-testid="calendar-view-day">
            {t('calendar.day')}
          </ToggleButton>
          <ToggleButton value="week" data-testid="calendar-view-week">
            {t('calendar.week')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <ProblemAlert error={bookings.error ?? blockouts.error} />
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        {canBook ? t('calendar.dragHint') : t('calendar.readOnly')}
      </Typography>
      <WeekCalendar
        days={days}
        items={items}
        now={now}
        onSelect={
          canBook
            ? (picked) => {
                setSelection(picked);
                setDialogOpen(true);
              }
            : undefined
        }
        onItemClick={(item) => {
          if (item.kind === 'booking') setOpened(bookings.data?.items.find((b) => b.id === item.id) ?? null);
        }}
      />
      <BookingDialog
        resource={r}
        range={selection}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onBooked={(created) => {
          setDialogOpen(false);
          const pending = created.some((b) => b.status === 'PENDING');
          notify(
            created.length > 1
              ? t('dialog.seriesBooked', { count: created.length })
              : pending
                ? t('dialog.bookedPending')
                : t('dialog.booked'),
          );
          reload();
        }}
      />
      <BookingDrawer booking={opened} onClose={() => setOpened(null)} onAction={actions.run} />
      {actions.dialogs}
    </>
  );
}
