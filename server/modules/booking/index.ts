import type { AppDeps, ModuleManifest } from '../../platform/modules';
import { migrations } from './migrations';
import { initBookingModels } from './models';
import { blockoutRoutes } from './routes/blockouts';
import { bookingActionRoutes } from './routes/booking-actions';
import { bookingRoutes } from './routes/bookings';
import { catalogRoutes } from './routes/catalog';
import { icalRoutes } from './routes/ical';
import { registerBookingErrorMapper } from './services/db-errors';
import { identityDirectory } from './services/directory-identity';
import type { BookingDeps } from './services/module-deps';
import { seedBooking } from './seed';
import { registerBookingWorkflow } from './services/workflow';
import { autoApprove, BOOKING_JOBS, completePast, sendReminders } from './services/jobs';

export function bookingDeps(deps: AppDeps): BookingDeps {
  // Getters: platform services may be replaced after the routes are built (tests capture mail).
  return {
    directory: identityDirectory,
    logger: deps.logger,
    publicUrl: deps.config.PUBLIC_URL,
    get mail() {
      return deps.services.mail;
    },
    get documents() {
      return deps.services.documents;
    },
  };
}

/** Auto-approval, reminders and completion, every 15 minutes (one instance runs each tick). */
function registerBookingJobs(deps: AppDeps): void {
  const jobs = deps.services.jobs;
  if (!jobs) return;
  const jobDeps = () => ({ ...bookingDeps(deps), sequelize: deps.sequelize });
  jobs.register({
    name: BOOKING_JOBS.autoApprove,
    schedule: '*/15 * * * *',
    run: async ({ now }) => void (await autoApprove(jobDeps(), now)),
  });
  jobs.register({
    name: BOOKING_JOBS.reminders,
    schedule: '*/15 * * * *',
    run: async ({ now }) => void (await sendReminders(jobDeps(), now)),
  });
  jobs.register({
    name: BOOKING_JOBS.complete,
    schedule: '5,20,35,50 * * * *',
    run: async ({ now }) => void (await completePast(jobDeps(), now)),
  });
}

/** Resource booking: types, resources, bookings with approval, blockouts, feedback, iCal feed. */
export const bookingModule: ModuleManifest = {
  id: 'booking',
  migrations,
  models: (sequelize) => {
    initBookingModels(sequelize);
    registerBookingErrorMapper();
  },
  start: (deps) => {
    registerBookingJobs(deps);
    registerBookingWorkflow(() => bookingDeps(deps));
  },
  seed: seedBooking,
  routes: (deps) => {
    const booking = bookingDeps(deps);
    return [
      catalogRoutes(booking),
      blockoutRoutes(booking),
      bookingRoutes(booking),
      bookingActionRoutes(booking),
      icalRoutes(booking),
    ];
  },
};
