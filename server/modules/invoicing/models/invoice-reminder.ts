import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/** A dunning reminder mailed for an invoice: one per level, by the daily job or a user. */
export class InvoiceReminder extends Model<InferAttributes<InvoiceReminder>, InferCreationAttributes<InvoiceReminder>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare invoiceId: string;
  declare level: number;
  declare sentAt: Date;
  declare sentTo: string;
  declare manual: boolean;
  declare feeCents: number | null;
  declare subject: string;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    InvoiceReminder.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        invoiceId: { type: DataTypes.UUID, allowNull: false },
        level: { type: DataTypes.INTEGER, allowNull: false },
        sentAt: { type: DataTypes.DATE, allowNull: false },
        sentTo: { type: DataTypes.STRING(200), allowNull: false },
        manual: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        feeCents: {
          type: DataTypes.BIGINT,
          allowNull: true,
          get(this: InvoiceReminder) {
            const raw = this.getDataValue('feeCents') as unknown;
            return raw === null || raw === undefined ? null : Number(raw);
          },
        },
        subject: { type: DataTypes.STRING(200), allowNull: false },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'invoice_reminders', modelName: 'InvoiceReminder' },
    );
    tenantScoped(InvoiceReminder);
  }
}
