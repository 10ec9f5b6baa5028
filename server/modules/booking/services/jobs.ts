import { Op } from 'sequelize';
import type { ScheduledJob } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { currentApp } from '../../../platform/tenancy/context';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { bookingStates } from '../states';
import { recordHistory } from './history';
import { bookingDeps, type BookingDeps } from './module-deps';
import { notifyDecision, reminderMessage } from './notifications';
import { withdrawApproval } from './workflow';

export const REMINDER_LEAD_HOURS = 24;
const HOUR = 3_600_000;
export const EXPIRED_REASON = 'Not approved before the end of the slot';

type DueBooking = Booking & { resource: Resource };

/**
 * A booking job: the due bookings of one tenant, each re-read and handled in its own
 * transaction (a person may have acted since the scan). Suspended tenants are skipped by the runner.
 */
function bookingJob(
  name: string,
  schedule: string,
  find: (now: Date) => Promise<Booking[]>,
  handle: (booking: DueBooking, deps: BookingDeps, now: Date) => Promise<void>,
): ScheduledJob<{ id: string }> {
  return {
    name,
    schedule,
    scope: 'tenant',
    items: ({ now }) => find(now),
    describe: (b) => `booking ${b.id}`,
    async handle({ id }, { now }) {
      const booking = await Booking.findByPk(id, { include: [{ model: Resource, as: 'resource' }] });
      if (!booking?.resource) return;
      await handle(booking as DueBooking, bookingDeps(currentApp()), now);
    },
  };
}

/**
 * PENDING bookings of resources with autoApproveAfterHours, waiting that long, and whose slot is
 * not over; the requester is told, as after a person's decision.
 */
const autoApproveJob = bookingJob(
  'booking.auto-approve',
  '*/15 * * * *',
  async (now) => {
    const pending = await Booking.findAll({
      // Bookings on an approval circuit follow the circuit's own timeouts.
      where: { status: 'PENDING', endAt: { [Op.gt]: now }, workflowInstanceId: null },
      include: [
        {
          model: Resource,
          as: 'resource',
          where: { autoApproveAfterHours: { [Op.ne]: null } },
          required: true,
        },
      ],
    });
    return pending.filter(
      (b) => b.requestedAt.getTime() + (b.resource?.autoApproveAfterHours ?? 0) * HOUR <= now.getTime(),
    );
  },
  async (booking, deps, now) => {
    const hours = booking.resource.autoApproveAfterHours;
    if (
      booking.status !== 'PENDING' ||
      booking.workflowInstanceId ||
      hours === null ||
      booking.requestedAt.getTime() + hours * HOUR > now.getTime()
    )
      return;
    const from = booking.status;
    await booking.update({
      status: transition(bookingStates, from, 'approve'),
      decidedBy: null,
      decidedAt: now,
    });
    await recordHistory(booking, { action: 'AUTO_APPROVED', from, details: { afterHours: hours } });
    await notifyDecision(booking, booking.resource, deps);
  },
);

/** One reminder per approved booking, sent within REMINDER_LEAD_HOURS before its start. */
const remindersJob = bookingJob(
  'booking.reminders',
  '*/15 * * * *',
  (now) =>
    Booking.findAll({
      where: {
        status: 'APPROVED',
        reminderSentAt: null,
        startAt: { [Op.gt]: now, [Op.lte]: new Date(now.getTime() + REMINDER_LEAD_HOURS * HOUR) },
      },
    }),
  async (booking, deps, now) => {
    if (booking.status !== 'APPROVED' || booking.reminderSentAt !== null) return;
    const requester = (await deps.directory.users([booking.requesterId])).get(booking.requesterId);
    const message = reminderMessage(booking, booking.resource, requester?.email);
    if (deps.mail && [message.to].flat().length > 0) await deps.mail.send(message);
    await booking.update({ reminderSentAt: now });
    await recordHistory(booking, {
      action: 'REMINDER_SENT',
      from: booking.status,
      details: { to: message.to },
    });
  },
);

/**
 * Past slots: approved bookings are COMPLETED; bookings still PENDING were never approved and are
 * rejected (the requester is told why).
 */
const completeJob = bookingJob(
  'booking.complete',
  '5,20,35,50 * * * *',
  (now) =>
    Booking.findAll({ where: { status: { [Op.in]: ['APPROVED', 'PENDING'] }, endAt: { [Op.lte]: now } } }),
  async (booking, deps, now) => {
    if (booking.endAt.getTime() > now.getTime()) return;
    const from = booking.status;
    if (from === 'APPROVED') {
      await booking.update({ status: transition(bookingStates, from, 'complete'), completedAt: now });
      await recordHistory(booking, { action: 'COMPLETED', from });
    } else if (from === 'PENDING') {
      await booking.update({
        status: transition(bookingStates, from, 'expire'),
        decidedBy: null,
        decidedAt: now,
        decisionComment: EXPIRED_REASON,
      });
      await recordHistory(booking, { action: 'REJECTED', from, comment: EXPIRED_REASON });
      await withdrawApproval(booking, EXPIRED_REASON);
      await notifyDecision(booking, booking.resource, deps);
    }
  },
);

/** Auto-approval and reminders every 15 minutes, completion of past slots between them. */
export const bookingJobs = [autoApproveJob, remindersJob, completeJob];

export const BOOKING_JOBS = {
  autoApprove: autoApproveJob.name,
  reminders: remindersJob.name,
  complete: completeJob.name,
} as const;
