import type { Migration } from '../../../platform/db/migrations';

/**
 * The progress of the executions in progress, for the other server processes (services/progress.ts):
 * written outside the execution's transaction, removed when it ends. Read and written on
 * PostgreSQL only; created on SQLite too so that both schemas stay the same. No foreign key: the
 * session's row is locked by the execution's transaction for its whole length.
 */
export const createImportProgress: Migration = {
  name: '202612270920-create-import-progress',
  async up({ qi, DataTypes }) {
    await qi.createTable('import_progress', {
      session_id: { type: DataTypes.UUID, primaryKey: true, allowNull: false },
      /** Second key of the advisory lock the execution holds (the first is the executions' space). */
      lock_key: { type: DataTypes.INTEGER, allowNull: false },
      percent: { type: DataTypes.INTEGER, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
  },
};
