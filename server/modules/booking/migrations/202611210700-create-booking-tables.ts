import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/** Resource types, resources, bookings with their history, blockouts and calendar tokens. */
export const createBookingTables: Migration = {
  name: '202611210700-create-booking-tables',
  async up({ qi, DataTypes }) {
    await qi.createTable('booking_resource_types', {
      ...idColumn(),
      ...tenantColumn(),
      name: { type: DataTypes.STRING(100), allowNull: false },
      icon: { type: DataTypes.STRING(50), allowNull: true },
      color: { type: DataTypes.STRING(7), allowNull: true },
      requires_owner: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      requires_validation: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      allow_owner_auto_validate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestampColumns(),
    });
    await qi.addIndex('booking_resource_types', ['tenant_id', 'name'], {
      unique: true,
      name: 'booking_resource_types_tenant_name',
    });

    await qi.createTable('booking_resources', {
      ...idColumn(),
      ...tenantColumn(),
      type_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'booking_resource_types', key: 'id' },
        onDelete: 'RESTRICT',
      },
      name: { type: DataTypes.STRING(200), allowNull: false },
      code: { type: DataTypes.STRING(50), allowNull: false },
      location: { type: DataTypes.STRING(200), allowNull: true },
      description: { type: DataTypes.STRING(2000), allowNull: true },
      capacity: { type: DataTypes.INTEGER, allowNull: true },
      photo_document_id: { type: DataTypes.UUID, allowNull: true },
      owner_id: {
        type: DataTypes.UUID,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'ACTIVE' },
      auto_validate: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      auto_approve_after_hours: { type: DataTypes.INTEGER, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('booking_resources', ['tenant_id', 'code'], {
      unique: true,
      name: 'booking_resources_tenant_code',
    });
    await qi.addIndex('booking_resources', ['tenant_id', 'owner_id'], { name: 'booking_resources_owner' });

    await qi.createTable('bookings', {
      ...idColumn(),
      ...tenantColumn(),
      resource_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'booking_resources', key: 'id' },
        onDelete: 'RESTRICT',
      },
      requester_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'RESTRICT',
      },
      series_id: { type: DataTypes.UUID, allowNull: true },
      subject: { type: DataTypes.STRING(200), allowNull: false },
      start_at: { type: DataTypes.DATE, allowNull: false },
      end_at: { type: DataTypes.DATE, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      attendees: { type: DataTypes.JSON, allowNull: false },
      requested_at: { type: DataTypes.DATE, allowNull: false },
      decided_by: {
        type: DataTypes.UUID,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      decision_comment: { type: DataTypes.STRING(1000), allowNull: true },
      cancelled_by: {
        type: DataTypes.UUID,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      cancelled_at: { type: DataTypes.DATE, allowNull: true },
      cancel_reason: { type: DataTypes.STRING(1000), allowNull: true },
      reminder_sent_at: { type: DataTypes.DATE, allowNull: true },
      completed_at: { type: DataTypes.DATE, allowNull: true },
      feedback_rating: { type: DataTypes.INTEGER, allowNull: true },
      feedback_comment: { type: DataTypes.STRING(2000), allowNull: true },
      feedback_at: { type: DataTypes.DATE, allowNull: true },
      workflow_instance_id: { type: DataTypes.UUID, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('bookings', ['tenant_id', 'resource_id', 'start_at'], {
      name: 'bookings_resource_start',
    });
    await qi.addIndex('bookings', ['tenant_id', 'requester_id', 'start_at'], {
      name: 'bookings_requester_start',
    });
    await qi.addIndex('bookings', ['status', 'start_at'], { name: 'bookings_status_start' });
    await qi.addIndex('bookings', ['series_id'], { name: 'bookings_series' });

    await qi.createTable('booking_history', {
      ...idColumn(),
      ...tenantColumn(),
      booking_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'bookings', key: 'id' },
        onDelete: 'CASCADE',
      },
      action: { type: DataTypes.STRING(30), allowNull: false },
      from_status: { type: DataTypes.STRING(20), allowNull: true },
      to_status: { type: DataTypes.STRING(20), allowNull: true },
      actor_id: {
        type: DataTypes.UUID,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      comment: { type: DataTypes.STRING(2000), allowNull: true },
      details: { type: DataTypes.JSON, allowNull: true },
      at: { type: DataTypes.DATE, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('booking_history', ['tenant_id', 'booking_id', 'at'], {
      name: 'booking_history_booking',
    });

    await qi.createTable('booking_blockouts', {
      ...idColumn(),
      ...tenantColumn(),
      resource_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'booking_resources', key: 'id' },
        onDelete: 'CASCADE',
      },
      start_at: { type: DataTypes.DATE, allowNull: false },
      end_at: { type: DataTypes.DATE, allowNull: false },
      reason: { type: DataTypes.STRING(500), allowNull: false },
      created_by: {
        type: DataTypes.UUID,
        allowNull: true,
        references: { model: 'users', key: 'id' },
        onDelete: 'SET NULL',
      },
      ...timestampColumns(),
    });
    await qi.addIndex('booking_blockouts', ['tenant_id', 'resource_id', 'start_at'], {
      name: 'booking_blockouts_resource_start',
    });

    await qi.createTable('booking_calendar_tokens', {
      ...idColumn(),
      ...tenantColumn(),
      user_id: {
        type: DataTypes.UUID,
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      token: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      ...timestampColumns(),
    });
    await qi.addIndex('booking_calendar_tokens', ['tenant_id', 'user_id'], {
      unique: true,
      name: 'booking_calendar_tokens_user',
    });
  },
  async down({ qi }) {
    for (const table of [
      'booking_calendar_tokens',
      'booking_blockouts',
      'booking_history',
      'bookings',
      'booking_resources',
      'booking_resource_types',
    ]) {
      await qi.dropTable(table);
    }
  },
};
