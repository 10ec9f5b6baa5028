import express from 'express';
import ical, { type VEvent } from 'node-ical';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { newContext, runWithContext } from '../tenancy/context';
import { buildCalendar, calendarText, sendIcs, type CalendarInput } from './calendar';

const stampedAt = new Date('2026-11-21T08:00:00Z');
const build = (input: CalendarInput) =>
  runWithContext(newContext({ now: () => stampedAt }), () => buildCalendar(input));

function events(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

describe('iCalendar helpers', () => {
  it('writes events with uid, times, summary, description, location and alarms', () => {
    const text = calendarText(
      build({
        name: 'Réservations',
        events: [
          {
            uid: 'booking-7f3a@baobab',
            start: new Date('2026-12-03T09:00:00Z'),
            end: new Date('2026-12-03T10:30:00Z'),
            summary: 'Salle de réunion « Fromager »',
            description: 'Réunion budgétaire, 2ᵉ trimestre;\nprévoir le vidéoprojecteur, merci',
            location: 'Plateau, Abidjan',
            alarms: [
              { minutesBefore: 15 },
              { minutesBefore: 60 * 24, description: 'Demain : salle réservée' },
            ],
          },
          {
            uid: 'booking-81c2@baobab',
            start: new Date('2026-12-04T14:00:00Z'),
            end: new Date('2026-12-04T15:00:00Z'),
            summary: 'Véhicule de service',
          },
        ],
      }),
    );
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(text).toContain('DTSTAMP:20261121T080000Z');
    expect(text).toContain('X-WR-CALNAME:Réservations');
    const [first, second] = events(text);
    expect(first.uid).toBe('booking-7f3a@baobab');
    expect(first.start.toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect(first.end?.toISOString()).toBe('2026-12-03T10:30:00.000Z');
    expect(first.summary).toBe('Salle de réunion « Fromager »');
    expect(first.description).toBe('Réunion budgétaire, 2ᵉ trimestre;\nprévoir le vidéoprojecteur, merci');
    expect(first.location).toBe('Plateau, Abidjan');
    expect(first.alarms?.map((a) => [a.action, a.trigger])).toEqual([
      ['DISPLAY', '-PT15M'],
      ['DISPLAY', '-P1D'],
    ]);
    expect(first.alarms?.[1].description).toBe('Demain : salle réservée');
    expect(second.uid).toBe('booking-81c2@baobab');
    expect(second.alarms ?? []).toEqual([]);
  });

  it('writes invitations with a method, an organizer and attendees asked to answer', () => {
    const text = calendarText(
      build({
        method: 'REQUEST',
        events: [
          {
            uid: 'interview-5@baobab',
            start: new Date('2026-12-01T10:00:00Z'),
            end: new Date('2026-12-01T11:00:00Z'),
            summary: 'Entretien RH',
            organizer: { name: 'Service RH', email: 'rh@demo.local' },
            attendees: [
              { name: 'Moussa Traoré', email: 'moussa@demo.local', rsvp: true, status: 'NEEDS-ACTION' },
            ],
            sequence: 2,
          },
        ],
      }),
    );
    expect(text).toContain('METHOD:REQUEST');
    const [event] = events(text);
    expect(Number(event.sequence)).toBe(2);
    expect(JSON.stringify(event.organizer)).toContain('rh@demo.local');
    const attendee = (Array.isArray(event.attendee) ? event.attendee[0] : event.attendee) as unknown as {
      params: Record<string, unknown>;
      val: string;
    };
    expect(attendee.val.toLowerCase()).toBe('mailto:moussa@demo.local');
    expect(attendee.params).toMatchObject({
      ROLE: 'REQ-PARTICIPANT',
      RSVP: true,
      PARTSTAT: 'NEEDS-ACTION',
      CN: 'Moussa Traoré',
    });
  });

  it('writes all-day events as dates', () => {
    const text = calendarText(
      build({
        events: [
          {
            uid: 'leave-1@baobab',
            allDay: true,
            start: new Date('2026-12-24T00:00:00Z'),
            end: new Date('2026-12-27T00:00:00Z'),
            summary: 'Congés',
          },
        ],
      }),
    );
    expect(text).toContain('DTSTART;VALUE=DATE:20261224');
    expect(text).toContain('DTEND;VALUE=DATE:20261227');
    expect(events(text)[0].datetype).toBe('date');
  });

  it('refuses an event ending before it starts', () => {
    expect(() =>
      build({
        events: [
          {
            uid: 'x',
            start: new Date('2026-12-02T00:00:00Z'),
            end: new Date('2026-12-01T00:00:00Z'),
            summary: 'x',
          },
        ],
      }),
    ).toThrow(RangeError);
  });

  it('answers a download as text/calendar; charset=utf-8 with an .ics attachment name', async () => {
    const app = express();
    app.get('/cal', (_req, res) =>
      sendIcs(
        res,
        'calendrier-fiscal-2026',
        build({
          events: [
            {
              uid: 'period-2026-01@baobab',
              start: new Date('2026-01-31T00:00:00Z'),
              end: new Date('2026-02-01T00:00:00Z'),
              allDay: true,
              summary: 'Clôture de janvier',
            },
          ],
        }),
      ),
    );
    const res = await supertest(app)
      .get('/cal')
      .buffer(true)
      .parse((r, done) => {
        let body = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (body += chunk));
        r.on('end', () => done(null, body));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="calendrier-fiscal-2026\.ics"/);
    expect(events(res.body as string)[0].summary).toBe('Clôture de janvier');
  });
});
