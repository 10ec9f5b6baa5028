import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn } from '../../../platform/db/migrations';

export const migrations: Migration[] = [
  {
    name: '202611210304-create-audit-events',
    async up({ qi, DataTypes }) {
      await qi.createTable('audit_events', {
        ...idColumn(),
        ...tenantColumn(),
        entity_type: { type: DataTypes.STRING(60), allowNull: false },
        entity_id: { type: DataTypes.STRING(64), allowNull: false },
        action: { type: DataTypes.STRING(40), allowNull: false },
        actor_type: { type: DataTypes.STRING(10), allowNull: false },
        actor_id: { type: DataTypes.UUID, allowNull: true },
        actor_label: { type: DataTypes.STRING(320), allowNull: true },
        occurred_at: { type: DataTypes.DATE, allowNull: false },
        seq: { type: DataTypes.BIGINT, allowNull: false },
        changes: { type: DataTypes.JSON, allowNull: false },
        request_id: { type: DataTypes.STRING(64), allowNull: true },
      });
      await qi.addIndex('audit_events', ['tenant_id', 'entity_type', 'entity_id', 'occurred_at'], { name: 'audit_events_entity' });
      await qi.addIndex('audit_events', ['tenant_id', 'occurred_at'], { name: 'audit_events_time' });
      await qi.addIndex('audit_events', ['tenant_id', 'actor_id', 'occurred_at'], { name: 'audit_events_actor' });
    },
    async down({ qi }) {
      await qi.dropTable('audit_events');
    },
  },
];
