import type { Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import { Blockout } from './blockout';
import { Booking } from './booking';
import { BookingHistory } from './booking-history';
import { CalendarToken } from './calendar-token';
import { Resource } from './resource';
import { ResourceType } from './resource-type';

export { Blockout, Booking, BookingHistory, CalendarToken, Resource, ResourceType };
export type { Attendee } from './booking';

export function initBookingModels(sequelize: Sequelize): void {
  ResourceType.initModel(sequelize);
  Resource.initModel(sequelize);
  Booking.initModel(sequelize);
  BookingHistory.initModel(sequelize);
  Blockout.initModel(sequelize);
  CalendarToken.initModel(sequelize);
  for (const model of [ResourceType, Resource, Booking, BookingHistory, Blockout, CalendarToken]) tenantScoped(model);

  Resource.belongsTo(ResourceType, { as: 'type', foreignKey: 'typeId' });
  Booking.belongsTo(Resource, { as: 'resource', foreignKey: 'resourceId' });
  Blockout.belongsTo(Resource, { as: 'resource', foreignKey: 'resourceId' });
}
