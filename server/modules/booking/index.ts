import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initBookingModels } from './models';
import { blockoutRoutes } from './routes/blockouts';
import { bookingActionRoutes } from './routes/booking-actions';
import { bookingRoutes } from './routes/bookings';
import { catalogRoutes } from './routes/catalog';
import { icalRoutes } from './routes/ical';
import { mapBookingDatabaseError } from './services/db-errors';
import { bookingJobs } from './services/jobs';
import { bookingDeps } from './services/module-deps';
import { bookingPendingSource, bookingWorkflowHandler } from './services/workflow';
import { seedBooking } from './seed';
import { bookingImportPort, type BookingImportPort } from './services/import-port';

export { BOOKING_JOBS } from './services/jobs';
export type { BookingImportPort, ResourceRecord, ResourceTypeRecord } from './services/import-port';

declare module '../../platform/modules/contract' {
  interface Ports {
    bookingImport: BookingImportPort;
  }
}

/** Resource booking: types, resources, bookings with approval, blockouts, feedback, iCal feed. */
export const bookingModule: ModuleDefinition = {
  id: 'booking',
  uses: ['people', 'tenants'],
  provides: { bookingImport: () => bookingImportPort },
  contributes: {
    migrations,
    models: (sequelize) => initBookingModels(sequelize),
    routes: (app) => {
      const booking = bookingDeps(app);
      return [catalogRoutes(booking), blockoutRoutes(booking), bookingRoutes(booking), bookingActionRoutes(booking), icalRoutes(booking)];
    },
    jobs: bookingJobs,
    workflow: [bookingWorkflowHandler],
    pendingApprovals: [bookingPendingSource],
    databaseErrorMappers: [mapBookingDatabaseError],
    permissions: ['booking.create', 'resource.owner', 'resource.manage', 'booking.manage'],
    seed: seedBooking,
  },
};
