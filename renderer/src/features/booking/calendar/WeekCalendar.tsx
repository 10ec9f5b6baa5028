import { useRef, useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '../api';
import {
  DEFAULT_GRID,
  localDayKey,
  overlaps,
  placement,
  selectionRange,
  slotAt,
  slotStart,
  slotsPerDay,
  type CalendarGrid,
} from './calendarMath';

export interface CalendarItem {
  id: string;
  kind: 'booking' | 'blockout';
  start: Date;
  end: Date;
  title: string;
  subtitle?: string;
  status?: BookingStatus;
  mine?: boolean;
}

export interface WeekCalendarProps {
  days: Date[];
  items: CalendarItem[];
  now: Date;
  grid?: CalendarGrid;
  /** Drag over free slots to pick a range; omitted when the caller may not book. */
  onSelect?: (range: { start: Date; end: Date }) => void;
  onItemClick?: (item: CalendarItem) => void;
}

const SLOT_HEIGHT = 24;
const TIME_COLUMN = 56;

interface Drag {
  day: number;
  anchor: number;
  current: number;
}

/**
 * A day or week grid of one resource: bookings and blockouts where they fall, and a drag over
 * empty slots to pick the range of a new booking. Times are the browser's local time.
 */
export function WeekCalendar({
  days,
  items,
  now,
  grid = DEFAULT_GRID,
  onSelect,
  onItemClick,
}: WeekCalendarProps) {
  const { t, i18n } = useTranslation('booking');
  const theme = useTheme();
  const [drag, setDrag] = useState<Drag | null>(null);
  const columns = useRef<(HTMLDivElement | null)[]>([]);
  const slots = slotsPerDay(grid);
  const height = slots * SLOT_HEIGHT;
  const hours = Array.from({ length: grid.endHour - grid.startHour }, (_, i) => grid.startHour + i);
  const dayLabel = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const timeLabel = new Intl.DateTimeFormat(i18n.resolvedLanguage, { hour: '2-digit', minute: '2-digit' });

  const slotOf = (dayIndex: number, event: PointerEvent) => {
    const column = columns.current[dayIndex];
    if (!column) return 0;
    return slotAt(event.clientY - column.getBoundingClientRect().top, SLOT_HEIGHT, grid);
  };
  const isPast = (dayIndex: number, slot: number) =>
    slotStart(days[dayIndex], slot + 1, grid).getTime() <= now.getTime();

  const begin = (dayIndex: number, event: PointerEvent<HTMLDivElement>) => {
    if (!onSelect || event.button !== 0) return;
    const slot = slotOf(dayIndex, event);
    if (isPast(dayIndex, slot)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ day: dayIndex, anchor: slot, current: slot });
  };
  const move = (dayIndex: number, event: PointerEvent) => {
    if (!drag || drag.day !== dayIndex) return;
    const slot = slotOf(dayIndex, event);
    if (slot !== drag.current) setDrag({ ...drag, current: slot });
  };
  const end = () => {
    if (!drag || !onSelect) return;
    const range = selectionRange(days[drag.day], drag.anchor, drag.current, grid);
    setDrag(null);
    if (range.start.getTime() < now.getTime())
      range.start = new Date(Math.ceil(now.getTime() / 300_000) * 300_000);
    if (range.end.getTime() > range.start.getTime()) onSelect(range);
  };

  const selection = drag ? selectionRange(days[drag.day], drag.anchor, drag.current, grid) : null;
  const clash = selection ? items.some((item) => overlaps(item, selection)) : false;

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        userSelect: 'none',
      }}
      data-testid="booking-calendar"
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${TIME_COLUMN}px repeat(${days.length}, 1fr)`,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box />
        {days.map((day) => {
          const today = localDayKey(day) === localDayKey(now);
          return (
            <Box
              key={day.toISOString()}
              sx={{ py: 1, textAlign: 'center', borderLeft: 1, borderColor: 'divider' }}
            >
              <Typography
                variant="subtitle2"
                color={today ? 'primary' : 'text.primary'}
                sx={{ textTransform: 'capitalize', fontWeight: today ? 700 : 500 }}
              >
                {dayLabel.format(day)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: `${TIME_COLUMN}px repeat(${days.length}, 1fr)`,
          maxHeight: 640,
          overflowY: 'auto',
        }}
      >
        <Box sx={{ position: 'relative', height }}>
          {hours.map((hour, i) => (
            <Typography
              key={hour}
              variant="caption"
              color="text.secondary"
              sx={{
                position: 'absolute',
                top: i * 2 * SLOT_HEIGHT - 7,
                right: 8,
                display: i === 0 ? 'none' : 'block',
              }}
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </Typography>
          ))}
        </Box>
        {days.map((day, dayIndex) => {
          const pastSlots = Array.from({ length: slots }, (_, s) => s).filter((s) =>
            isPast(dayIndex, s),
          ).length;
          return (
            <Box
              key={day.toISOString()}
              ref={(element: HTMLDivElement | null) => {
                columns.current[dayIndex] = element;
              }}
              data-testid={`calendar-day-${localDayKey(day)}`}
              data-slot-height={SLOT_HEIGHT}
              data-start-hour={grid.startHour}
              onPointerDown={(event) => begin(dayIndex, event)}
              onPointerMove={(event) => move(dayIndex, event)}
              onPointerUp={end}
              onPointerCancel={() => setDrag(null)}
              sx={{
                position: 'relative',
                height,
                borderLeft: 1,
                borderColor: 'divider',
                cursor: onSelect ? 'crosshair' : 'default',
                touchAction: 'none',
                backgroundImage: `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0, ${theme.palette.divider} 1px, transparent 1px, transparent ${2 * SLOT_HEIGHT}px), repeating-linear-gradient(to bottom, ${alpha(theme.palette.divider, 0.4)} 0, ${alpha(theme.palette.divider, 0.4)} 1px, transparent 1px, transparent ${SLOT_HEIGHT}px)`,
              }}
            >
              {pastSlots > 0 && (
                <Box
                  sx={{
                    position: 'absolute',
                    inset: 0,
                    bottom: 'auto',
                    height: pastSlots * SLOT_HEIGHT,
                    bgcolor: 'action.hover',
                    pointerEvents: 'none',
                  }}
                />
              )}
              {items.map((item) => {
                const place = placement(item, day, grid);
                if (!place) return null;
                const blockout = item.kind === 'blockout';
                const tone =
                  item.status === 'PENDING'
                    ? theme.palette.warning.main
                    : item.status === 'COMPLETED'
                      ? theme.palette.info.main
                      : theme.palette.primary.main;
                return (
                  <Box
                    key={`${item.kind}-${item.id}`}
                    data-testid={blockout ? 'calendar-blockout' : 'calendar-booking'}
                    data-booking-id={blockout ? undefined : item.id}
                    onPointerDown={(event) => event.stopPropagation()}
                    onClick={() => onItemClick?.(item)}
                    role={onItemClick ? 'button' : undefined}
                    tabIndex={onItemClick ? 0 : undefined}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') onItemClick?.(item);
                    }}
                    title={`${item.title} — ${timeLabel.format(item.start)}–${timeLabel.format(item.end)}`}
                    sx={{
                      position: 'absolute',
                      top: `${place.top * 100}%`,
                      height: `calc(${place.height * 100}% - 2px)`,
                      left: 3,
                      right: 3,
                      borderRadius: 1,
                      px: 0.75,
                      py: 0.25,
                      overflow: 'hidden',
                      cursor: onItemClick ? 'pointer' : 'default',
                      fontSize: 12,
                      lineHeight: 1.3,
                      color: blockout ? 'text.secondary' : theme.palette.getContrastText(tone),
                      bgcolor: blockout ? 'transparent' : tone,
                      border: item.mine ? `2px solid ${theme.palette.secondary.main}` : blockout ? 1 : 0,
                      borderStyle: item.status === 'PENDING' ? 'dashed' : 'solid',
                      borderColor: blockout ? 'divider' : undefined,
                      backgroundImage: blockout
                        ? `repeating-linear-gradient(135deg, ${alpha(theme.palette.text.primary, 0.08)} 0 8px, transparent 8px 16px)`
                        : undefined,
                      boxShadow: blockout ? 'none' : 1,
                    }}
                  >
                    <Box
                      component="strong"
                      sx={{
                        display: 'block',
                        whiteSpace: 'nowrap',
                        textOverflow: 'ellipsis',
                        overflow: 'hidden',
                      }}
                    >
                      {blockout ? t('calendar.blockedOut') : item.title}
                    </Box>
                    <Box sx={{ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' }}>
                      {`${timeLabel.format(item.start)}–${timeLabel.format(item.end)}`}
                      {item.subtitle ? ` · ${item.subtitle}` : ''}
                    </Box>
                  </Box>
                );
              })}
              {selection &&
                drag?.day === dayIndex &&
                (() => {
                  const place = placement(selection, day, grid);
                  if (!place) return null;
                  return (
                    <Box
                      data-testid="calendar-selection"
                      sx={{
                        position: 'absolute',
                        top: `${place.top * 100}%`,
                        height: `${place.height * 100}%`,
                        left: 2,
                        right: 2,
                        borderRadius: 1,
                        pointerEvents: 'none',
                        bgcolor: alpha(clash ? theme.palette.error.main : theme.palette.secondary.main, 0.25),
                        border: 2,
                        borderColor: clash ? 'error.main' : 'secondary.main',
                        fontSize: 12,
                        px: 0.75,
                      }}
                    >
                      {`${timeLabel.format(selection.start)}–${timeLabel.format(selection.end)}`}
                    </Box>
                  );
                })()}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
