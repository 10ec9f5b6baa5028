import { Op, type Sequelize } from 'sequelize';
import { inTransaction } from '../../../platform/db/transaction';
import { transition } from '../../../platform/http/states';
import { asSystem, asTenant } from '../../../platform/tenancy/context';
import { Booking } from '../models/booking';
import { Resource } from '../models/resource';
import { bookingStates } from '../states';
import { recordHistory } from './history';
import type { BookingDeps } from './module-deps';
import { notifyDecision, reminderMessage } from './notifications';
import { withdrawApproval } from './workflow';

export const REMINDER_LEAD_HOURS = 24;
const HOUR = 3_600_000;
export const EXPIRED_REASON = 'Not approved before the end of the slot';

export interface JobDeps extends BookingDeps {
  sequelize: Sequelize;
}

/** Finds due bookings across tenants, then handles each one in its own tenant and transaction. */
async function eachDue(
  deps: JobDeps,
  now: Date,
  find: () => Promise<Booking[]>,
  handle: (booking: Booking & { resource: Resource }) => Promise<void>,
): Promise<number> {
  const due = await asSystem(find, { now: () => now });
  let done = 0;
  for (const { id, tenantId } of due) {
    await asTenant(
      tenantId,
      () =>
        inTransaction(deps.sequelize, async () => {
          // Re-read inside the transaction: a person may have acted since the scan.
          const booking = await Booking.findByPk(id, { include: [{ model: Resource, as: 'resource' }] });
          if (!booking?.resource) return;
          await handle(booking as Booking & { resource: Resource });
          done++;
        }),
      { now: () => now },
    ).catch((err: unknown) => deps.logger.error({ err, bookingId: id }, 'booking job failed on one booking'));
  }
  return done;
}

/**
 * PENDING bookings of resources with autoApproveAfterHours, waiting that long, and whose slot is
 * not over; the requester is told, as after a person's decision.
 */
export function autoApprove(deps: JobDeps, now: Date): Promise<number> {
  return eachDue(
    deps,
    now,
    async () => {
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
    async (booking) => {
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
}

/** One reminder per approved booking, sent within REMINDER_LEAD_HOURS before its start. */
export function sendReminders(deps: JobDeps, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + REMINDER_LEAD_HOURS * HOUR);
  return eachDue(
    deps,
    now,
    () =>
      Booking.findAll({
        where: { status: 'APPROVED', reminderSentAt: null, startAt: { [Op.gt]: now, [Op.lte]: horizon } },
      }),
    async (booking) => {
      if (booking.status !== 'APPROVED' || booking.reminderSentAt !== null) return;
      const requester = (await deps.directory.byIds([booking.requesterId])).get(booking.requesterId);
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
}

/**
 * Past slots: approved bookings are COMPLETED; bookings still PENDING were never approved and are
 * rejected (the requester is told why).
 */
export function completePast(deps: JobDeps, now: Date): Promise<number> {
  return eachDue(
    deps,
    now,
    () =>
      Booking.findAll({ where: { status: { [Op.in]: ['APPROVED', 'PENDING'] }, endAt: { [Op.lte]: now } } }),
    async (booking) => {
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
}

export const BOOKING_JOBS = {
  autoApprove: 'booking.auto-approve',
  reminders: 'booking.reminders',
  complete: 'booking.complete',
} as const;
