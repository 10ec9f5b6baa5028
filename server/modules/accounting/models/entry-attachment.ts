import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A file kept with an entry (receipt, invoice scan…), stored in the document store. */
export class EntryAttachment extends Model<InferAttributes<EntryAttachment>, InferCreationAttributes<EntryAttachment>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare entryId: string;
  declare documentId: string;
  declare filename: string;
  declare contentType: string;
  declare size: number;
  declare uploadedBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    EntryAttachment.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        entryId: { type: DataTypes.UUID, allowNull: false },
        documentId: { type: DataTypes.UUID, allowNull: false },
        filename: { type: DataTypes.STRING(255), allowNull: false },
        contentType: { type: DataTypes.STRING(100), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        uploadedBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'entry_attachments', modelName: 'EntryAttachment' },
    );
    tenantScoped(EntryAttachment);
  }
}
