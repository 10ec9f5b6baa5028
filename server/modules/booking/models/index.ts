import type { Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import { auditable } from '../../../platform/audit/auditable';
import { currentContext } from '../../../platform/tenancy/context';
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
  for (const model of [ResourceType, Resource, Booking, BookingHistory, Blockout, CalendarToken])
    tenantScoped(model);

  Resource.belongsTo(ResourceType, { as: 'type', foreignKey: 'typeId' });
  Booking.belongsTo(Resource, { as: 'resource', foreignKey: 'resourceId' });
  Blockout.belongsTo(Resource, { as: 'resource', foreignKey: 'resourceId' });

  const CATALOG_READ = ['resource.manage', 'booking.manage'];
  auditable(ResourceType, { entityType: 'BOOKING_RESOURCE_TYPE', readPermission: CATALOG_READ });
  auditable(Resource, { entityType: 'BOOKING_RESOURCE', readPermission: CATALOG_READ });
  auditable(Blockout, { entityType: 'BOOKING_BLOCKOUT', readPermission: CATALOG_READ });
  auditable(Booking, {
    entityType: 'BOOKING',
    readPermission: ['booking.manage', 'booking.create', 'resource.owner'],
    // Managers read every booking's trail; others the bookings they may see.
    canRead: async (id) => {
      const ctx = currentContext();
      if (!ctx) return false;
      if (ctx.permissions.has('booking.manage')) return true;
      const booking = await Booking.findByPk(id, { include: [{ model: Resource, as: 'resource' }] });
      if (!booking?.resource) return false;
      return (
        booking.requesterId === ctx.userId ||
        booking.resource.ownerId === ctx.userId ||
        booking.attendees.some((a) => a.userId !== null && a.userId === ctx.userId)
      );
    },
  });
}
