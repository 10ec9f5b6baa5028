import type { Migration } from '../../../platform/db/migrations';

/** The rows an upload read, kept as a document beside the session (simulation and execution plan from them). */
export const importSessionRows: Migration = {
  name: '202612270920-import-session-rows',
  async up({ qi, DataTypes }) {
    await qi.addColumn('import_sessions', 'rows_document_id', { type: DataTypes.UUID, allowNull: true });
  },
};
