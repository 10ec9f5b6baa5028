import type { ICalCalendar } from 'ical-generator';
import { buildCalendar, calendarText } from '../../../platform/ics/calendar';
import { appServices, port } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import { endsAt, type Application, type Interview } from '../models';

const TYPE_LABEL: Record<string, string> = { PHONE_SCREEN: 'Pré-qualification téléphonique / Phone screen', TECHNICAL: 'Entretien technique / Technical interview', HR: 'Entretien RH / HR interview', FINAL: 'Entretien final / Final interview' };

export const rsvpLink = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/app/public/interviews/${encodeURIComponent(token)}`;

/** The interview as an iCalendar event: the interviewers and the candidate attend, the recruiter organises. */
export async function interviewCalendar(i: Interview, a: Application, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): Promise<ICalCalendar> {
  const people = await port('people').users([...i.interviewerIds, i.createdBy]);
  const organizer = i.createdBy ? people.get(i.createdBy) : undefined;
  return buildCalendar({
    method,
    events: [
      {
        uid: `interview-${i.id}@baobab`,
        start: i.startsAt,
        end: endsAt(i),
        summary: `${TYPE_LABEL[i.type]} — ${a.firstName} ${a.lastName}`,
        location: i.location ?? undefined,
        status: method === 'CANCEL' || i.status === 'CANCELLED' ? 'CANCELLED' : 'CONFIRMED',
        sequence: i.sequence,
        organizer: organizer ? { email: organizer.email, name: organizer.name } : undefined,
        attendees: [
          ...i.interviewerIds.flatMap((id) => {
            const p = people.get(id);
            return p ? [{ email: p.email, name: p.name, rsvp: true }] : [];
          }),
          { email: a.email, name: `${a.firstName} ${a.lastName}`, rsvp: true },
        ],
      },
    ],
  });
}

/** Mails the interviewers (with the .ics invitation) and the candidate (with the RSVP link too); they leave at commit. */
export async function sendInvitations(i: Interview, a: Application, baseUrl: string, method: 'REQUEST' | 'CANCEL'): Promise<void> {
  const ics = calendarText(await interviewCalendar(i, a, method));
  const people = await port('people').users(i.interviewerIds);
  const tenant = await port('tenants').findTenantById(requireContext().tenantId as string);
  const when = i.startsAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const cancelled = method === 'CANCEL';
  const subject = `${cancelled ? 'Annulé / Cancelled' : 'Invitation'} — ${TYPE_LABEL[i.type]} — ${a.firstName} ${a.lastName} — ${when}`;
  const icalEvent = { method, content: ics, filename: 'entretien.ics' };
  const attachments = [{ filename: 'entretien.ics', content: ics, contentType: `text/calendar; method=${method}; charset=utf-8` }];
  const mail = appServices().mail;
  for (const id of i.interviewerIds) {
    const p = people.get(id);
    if (!p) continue;
    await mail.send({ to: p.email, subject, text: `${subject}\n${i.location ?? ''}`, icalEvent, attachments });
  }
  const candidateText = cancelled
    ? `Bonjour ${a.firstName},\nVotre entretien du ${when} avec ${tenant?.companyName ?? ''} est annulé.\n\nYour interview on ${when} is cancelled.`
    : `Bonjour ${a.firstName},\n${tenant?.companyName ?? ''} vous invite à un entretien le ${when}${i.location ? ` (${i.location})` : ''}.\nMerci de confirmer votre présence : ${rsvpLink(baseUrl, i.rsvpToken)}\n\nYou are invited to an interview on ${when}. Please confirm: ${rsvpLink(baseUrl, i.rsvpToken)}`;
  await mail.send({ to: a.email, subject, text: candidateText, icalEvent, attachments });
  if (!cancelled) await i.update({ invitationsSentAt: now() });
}
