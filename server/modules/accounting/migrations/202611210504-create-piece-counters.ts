import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createPieceCounters: Migration = {
  name: '202611210504-create-piece-counters',
  async up({ qi, DataTypes }) {
    await qi.createTable('piece_counters', {
      ...idColumn(),
      ...tenantColumn(),
      prefix: { type: DataTypes.STRING(20), allowNull: false },
      year: { type: DataTypes.INTEGER, allowNull: false },
      last_value: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    });
    // The upsert of the counter service conflicts on exactly these columns.
    await qi.addIndex('piece_counters', ['tenant_id', 'prefix', 'year'], { unique: true, name: 'piece_counters_tenant_prefix_year_unique' });
  },
  async down({ qi }) {
    await qi.dropTable('piece_counters');
  },
};
