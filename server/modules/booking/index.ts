import type { ModuleManifest } from '../../platform/modules';
import { migrations } from './migrations';
import { initBookingModels } from './models';
import { registerBookingErrorMapper } from './services/db-errors';

/** Resource booking: types, resources, bookings with approval, blockouts, feedback, iCal feed. */
export const bookingModule: ModuleManifest = {
  id: 'booking',
  migrations,
  models: (sequelize) => {
    initBookingModels(sequelize);
    registerBookingErrorMapper();
  },
};
