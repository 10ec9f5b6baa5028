import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { AmendableField, AmendmentStatus } from '../../../../shared/contracts';

/** Values of amendable fields (salary in cents, weekly hours in hundredths). */
export type AmendmentValues = Partial<Record<AmendableField, string | number | null>>;

/** A change to a contract in force; it takes effect only once signed, on its effective date. */
export class ContractAmendment extends Model<InferAttributes<ContractAmendment>, InferCreationAttributes<ContractAmendment>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare contractId: string;
  declare number: number;
  declare status: AmendmentStatus;
  declare effectiveDate: string;
  declare reason: string;
  declare changes: AmendmentValues;
  declare previousValues: CreationOptional<AmendmentValues | null>;
  declare signedAt: CreationOptional<Date | null>;
  declare signedOn: CreationOptional<string | null>;
  declare signedDocumentId: CreationOptional<string | null>;
  declare signedFilename: CreationOptional<string | null>;
  declare appliedAt: CreationOptional<Date | null>;
  declare cancelledAt: CreationOptional<Date | null>;
  declare createdByUserId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    ContractAmendment.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        contractId: { type: DataTypes.UUID, allowNull: false },
        number: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        effectiveDate: { type: DataTypes.DATEONLY, allowNull: false },
        reason: { type: DataTypes.STRING(1000), allowNull: false },
        changes: { type: DataTypes.JSON, allowNull: false },
        previousValues: { type: DataTypes.JSON, allowNull: true },
        signedAt: { type: DataTypes.DATE, allowNull: true },
        signedOn: { type: DataTypes.DATEONLY, allowNull: true },
        signedDocumentId: { type: DataTypes.UUID, allowNull: true },
        signedFilename: { type: DataTypes.STRING(255), allowNull: true },
        appliedAt: { type: DataTypes.DATE, allowNull: true },
        cancelledAt: { type: DataTypes.DATE, allowNull: true },
        createdByUserId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'contract_amendments', modelName: 'ContractAmendment' },
    );
    tenantScoped(ContractAmendment);
  }
}
