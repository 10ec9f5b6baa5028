import { afterCommit } from '../../../platform/db/transaction';
import type { MailMessage } from '../../../platform/services';
import type { Booking } from '../models/booking';
import type { Resource } from '../models/resource';
import type { BookingDeps } from './module-deps';

/**
 * Mails of the booking module, sent once the change has committed (a rolled-back request mails
 * nobody). Texts are French first with the English below, like the rest of the product's mail.
 */
const when = (b: Booking) => {
  const fmt = (d: Date, tz: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: tz }).format(d);
  return {
    fr: `${fmt(b.startAt, 'UTC', 'fr-FR')} → ${fmt(b.endAt, 'UTC', 'fr-FR')} (UTC)`,
    en: `${fmt(b.startAt, 'UTC', 'en-GB')} → ${fmt(b.endAt, 'UTC', 'en-GB')} (UTC)`,
  };
};

function describe(b: Booking, r: Resource): string {
  const w = when(b);
  return [
    `« ${b.subject} »`,
    `${r.name} (${r.code})${r.location ? ` — ${r.location}` : ''}`,
    w.fr,
    w.en,
  ].join('\n');
}

async function send(deps: BookingDeps, message: MailMessage): Promise<void> {
  const to = [message.to].flat().filter(Boolean);
  if (!deps.mail || to.length === 0) return;
  await afterCommit(async () => {
    try {
      await deps.mail?.send({ ...message, to });
    } catch (err) {
      deps.logger.error({ err, subject: message.subject }, 'booking mail not sent');
    }
  });
}

/**
 * A booking waits for approval: its resource's owner is told, or the booking managers when it has
 * none, or when the owner cannot decide (deactivated, or without resource.owner).
 */
export async function notifyPending(b: Booking, r: Resource, deps: BookingDeps): Promise<void> {
  const owner = r.ownerId ? (await deps.directory.users([r.ownerId])).get(r.ownerId) : undefined;
  const ownerDecides = owner !== undefined && (await deps.directory.holds(owner.id, 'resource.owner'));
  const recipients = ownerDecides && owner ? [owner] : await deps.directory.usersWithPermission('booking.manage');
  const requester = (await deps.directory.users([b.requesterId])).get(b.requesterId);
  await send(deps, {
    to: recipients.map((p) => p.email),
    subject: `Réservation à valider / Booking to approve: ${r.name}`,
    text: `${requester?.name ?? 'Un collaborateur'} demande / requests:\n${describe(b, r)}\n\nÀ valider dans Baobab › Réservations › Validations.`,
  });
}

export async function notifyDecision(b: Booking, r: Resource, deps: BookingDeps): Promise<void> {
  const requester = (await deps.directory.users([b.requesterId])).get(b.requesterId);
  if (!requester) return;
  const approved = b.status === 'APPROVED';
  await send(deps, {
    to: requester.email,
    subject: approved
      ? `Réservation confirmée / Booking approved: ${r.name}`
      : `Réservation refusée / Booking rejected: ${r.name}`,
    text: `${describe(b, r)}\n\n${approved ? 'Confirmée / Approved.' : `Refusée / Rejected: ${b.decisionComment ?? ''}`}`,
  });
}

export async function notifyAdminCancel(b: Booking, r: Resource, deps: BookingDeps): Promise<void> {
  const requester = (await deps.directory.users([b.requesterId])).get(b.requesterId);
  if (!requester) return;
  await send(deps, {
    to: requester.email,
    subject: `Réservation annulée / Booking cancelled: ${r.name}`,
    text: `${describe(b, r)}\n\nAnnulée par l'administration / Cancelled by an administrator${b.cancelReason ? `: ${b.cancelReason}` : '.'}`,
  });
}

/** The reminder before the slot, to the requester and every attendee. */
export function reminderMessage(b: Booking, r: Resource, requesterEmail: string | undefined): MailMessage {
  const to = [
    ...new Set([requesterEmail, ...b.attendees.map((a) => a.email)].filter((e): e is string => Boolean(e))),
  ];
  return {
    to,
    subject: `Rappel / Reminder: ${r.name} — ${b.subject}`,
    text: `Rappel de votre réservation / Reminder of your booking:\n${describe(b, r)}`,
  };
}
