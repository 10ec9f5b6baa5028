import type { AppDeps, ModuleManifest } from '../../platform/modules';
import { migrations } from './migrations';
import { initBookingModels } from './models';
import { blockoutRoutes } from './routes/blockouts';
import { bookingActionRoutes } from './routes/booking-actions';
import { bookingRoutes } from './routes/bookings';
import { catalogRoutes } from './routes/catalog';
import { registerBookingErrorMapper } from './services/db-errors';
import { identityDirectory } from './services/directory-identity';
import type { BookingDeps } from './services/module-deps';

export function bookingDeps(deps: AppDeps): BookingDeps {
  // Getters: platform services may be replaced after the routes are built (tests capture mail).
  return {
    directory: identityDirectory,
    logger: deps.logger,
    get mail() {
      return deps.services.mail;
    },
    get documents() {
      return deps.services.documents;
    },
  };
}

/** Resource booking: types, resources, bookings with approval, blockouts, feedback, iCal feed. */
export const bookingModule: ModuleManifest = {
  id: 'booking',
  migrations,
  models: (sequelize) => {
    initBookingModels(sequelize);
    registerBookingErrorMapper();
  },
  routes: (deps) => {
    const booking = bookingDeps(deps);
    return [catalogRoutes(booking), blockoutRoutes(booking), bookingRoutes(booking), bookingActionRoutes(booking)];
  },
};
