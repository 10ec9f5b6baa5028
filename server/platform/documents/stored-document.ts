import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Migration } from '../db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../db/migrations';
import { tenantScoped } from '../db/tenant-scope';
import { sweepAfterCommit } from './sweep';

export const storedDocumentsMigration: Migration = {
  name: '202611210201-create-stored-documents',
  async up({ qi, DataTypes }) {
    await qi.createTable('stored_documents', {
      ...idColumn(),
      // Null for platform documents (operator space: license files…).
      ...tenantColumn(true),
      category: { type: DataTypes.STRING(100), allowNull: false },
      filename: { type: DataTypes.STRING(200), allowNull: false },
      content_type: { type: DataTypes.STRING(200), allowNull: false },
      size: { type: DataTypes.BIGINT, allowNull: false },
      sha256: { type: DataTypes.STRING(64), allowNull: false },
      /** Path of the file under DATA_DIR/documents, built from ids only. */
      storage_key: { type: DataTypes.STRING(300), allowNull: false, unique: true },
      ...timestampColumns(),
    });
    await qi.addIndex('stored_documents', ['tenant_id', 'category']);
  },
  async down({ qi }) {
    await qi.dropTable('stored_documents');
  },
};

/** A file kept under DATA_DIR/documents; tenant-owned unless saved outside any tenant. */
export class StoredDocumentRecord extends Model<
  InferAttributes<StoredDocumentRecord>,
  InferCreationAttributes<StoredDocumentRecord>
> {
  declare id: string;
  declare tenantId: CreationOptional<string | null>;
  declare category: string;
  declare filename: string;
  declare contentType: string;
  declare size: number;
  declare sha256: string;
  declare storageKey: string;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    StoredDocumentRecord.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: true },
        category: { type: DataTypes.STRING(100), allowNull: false },
        filename: { type: DataTypes.STRING(200), allowNull: false },
        contentType: { type: DataTypes.STRING(200), allowNull: false },
        size: { type: DataTypes.BIGINT, allowNull: false },
        sha256: { type: DataTypes.STRING(64), allowNull: false },
        storageKey: { type: DataTypes.STRING(300), allowNull: false, unique: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'stored_documents', modelName: 'StoredDocument' },
    );
    tenantScoped(StoredDocumentRecord);
    // A record destroyed takes its file with it, once the destroying transaction commits.
    StoredDocumentRecord.addHook('beforeBulkDestroy', (options: { individualHooks?: boolean }) => {
      options.individualHooks = true;
    });
    StoredDocumentRecord.addHook('afterDestroy', (record: StoredDocumentRecord) => sweepAfterCommit(StoredDocumentRecord.sequelize, record.storageKey));
  }
}
