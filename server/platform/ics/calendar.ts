import type { Response } from 'express';
import ical, {
  ICalAlarmType,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
  type ICalEventData,
} from 'ical-generator';
import { sendFile } from '../http/download';
import { now } from '../tenancy/context';

export interface CalendarPerson {
  email: string;
  name?: string;
}

export interface CalendarAttendee extends CalendarPerson {
  /** Asks the attendee's client to answer the invitation (interviews). */
  rsvp?: boolean;
  status?: 'NEEDS-ACTION' | 'ACCEPTED' | 'DECLINED' | 'TENTATIVE';
  optional?: boolean;
}

export interface CalendarAlarm {
  minutesBefore: number;
  description?: string;
}

export interface CalendarEvent {
  /** Stable across updates of the same event (`booking-<id>@baobab`), so clients update, not duplicate. */
  uid: string;
  start: Date;
  end: Date;
  /** Whole days: start and end are read as UTC dates, end exclusive. */
  allDay?: boolean;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  organizer?: CalendarPerson;
  attendees?: CalendarAttendee[];
  alarms?: CalendarAlarm[];
  status?: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  /** Raise on every change sent to attendees of an invitation. */
  sequence?: number;
}

export interface CalendarInput {
  name?: string;
  /** REQUEST for invitations sent by mail, CANCEL to withdraw them; none for feeds and downloads. */
  method?: 'PUBLISH' | 'REQUEST' | 'CANCEL';
  events: readonly CalendarEvent[];
}

const METHODS: Record<NonNullable<CalendarInput['method']>, ICalCalendarMethod> = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
};

const ATTENDEE_STATUS: Record<NonNullable<CalendarAttendee['status']>, ICalAttendeeStatus> = {
  'NEEDS-ACTION': ICalAttendeeStatus.NEEDSACTION,
  ACCEPTED: ICalAttendeeStatus.ACCEPTED,
  DECLINED: ICalAttendeeStatus.DECLINED,
  TENTATIVE: ICalAttendeeStatus.TENTATIVE,
};

const EVENT_STATUS: Record<NonNullable<CalendarEvent['status']>, ICalEventStatus> = {
  CONFIRMED: ICalEventStatus.CONFIRMED,
  TENTATIVE: ICalEventStatus.TENTATIVE,
  CANCELLED: ICalEventStatus.CANCELLED,
};

/** An iCalendar (RFC 5545) calendar; times are written in UTC, stamped with the context clock. */
export function buildCalendar(input: CalendarInput): ICalCalendar {
  const stamp = now();
  return ical({
    name: input.name ?? null,
    method: input.method ? METHODS[input.method] : null,
    prodId: { company: 'Baobab', product: 'Baobab', language: 'FR' },
    events: input.events.map((event) => toEventData(event, stamp)),
  });
}

function toEventData(event: CalendarEvent, stamp: Date): ICalEventData {
  if (!(event.end.getTime() > event.start.getTime()))
    throw new RangeError(`Event ${event.uid} ends before it starts`);
  return {
    id: event.uid,
    start: event.start,
    end: event.end,
    allDay: event.allDay ?? false,
    stamp,
    summary: event.summary,
    description: event.description ?? null,
    location: event.location ?? null,
    url: event.url ?? null,
    status: event.status ? EVENT_STATUS[event.status] : null,
    sequence: event.sequence ?? 0,
    organizer: event.organizer
      ? { name: event.organizer.name ?? event.organizer.email, email: event.organizer.email }
      : null,
    attendees: (event.attendees ?? []).map((a) => ({
      email: a.email,
      name: a.name ?? null,
      rsvp: a.rsvp ?? null,
      status: a.status ? ATTENDEE_STATUS[a.status] : null,
      role: a.optional ? ICalAttendeeRole.OPT : ICalAttendeeRole.REQ,
    })),
    alarms: (event.alarms ?? []).map((alarm) => ({
      type: ICalAlarmType.display,
      triggerBefore: alarm.minutesBefore * 60,
      description: alarm.description ?? event.summary,
    })),
  };
}

export function calendarText(calendar: ICalCalendar): string {
  return calendar.toString();
}

/** Answers an .ics download (`text/calendar; charset=utf-8`). */
export function sendIcs(res: Response, filename: string, calendar: ICalCalendar): void {
  const name = filename.toLowerCase().endsWith('.ics') ? filename : `${filename}.ics`;
  sendFile(res, name, 'text/calendar; charset=utf-8', calendarText(calendar));
}
