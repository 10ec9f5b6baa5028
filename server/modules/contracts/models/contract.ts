import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { ContractStatus, ContractType } from '../../../../shared/contracts';

/**
 * An employment contract. Its terms (salary in cents, weekly hours in hundredths) are the ones in
 * force: an applied amendment changes them and keeps the previous values on the amendment.
 */
export class Contract extends Model<InferAttributes<Contract>, InferCreationAttributes<Contract>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare reference: string;
  declare employeeId: string;
  declare templateId: CreationOptional<string | null>;
  declare type: ContractType;
  declare status: ContractStatus;
  declare country: string;
  declare jobTitle: CreationOptional<string | null>;
  declare salary: number;
  declare currency: string;
  declare weeklyHours: CreationOptional<number | null>;
  declare startDate: string;
  declare endDate: CreationOptional<string | null>;
  declare trialPeriodEndDate: CreationOptional<string | null>;
  declare workLocation: CreationOptional<string | null>;
  declare body: string;
  declare sentAt: CreationOptional<Date | null>;
  declare signedAt: CreationOptional<Date | null>;
  declare signedOn: CreationOptional<string | null>;
  declare signedDocumentId: CreationOptional<string | null>;
  declare signedFilename: CreationOptional<string | null>;
  declare activatedAt: CreationOptional<Date | null>;
  declare terminatedAt: CreationOptional<Date | null>;
  declare terminationDate: CreationOptional<string | null>;
  declare terminationReason: CreationOptional<string | null>;
  declare endAlertSentAt: CreationOptional<Date | null>;
  declare trialAlertSentAt: CreationOptional<Date | null>;
  declare createdByUserId: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    // A fresh object per attribute: Sequelize writes the column name into the definition it is given.
    const date = () => ({ type: DataTypes.DATEONLY, allowNull: true });
    const instant = () => ({ type: DataTypes.DATE, allowNull: true });
    Contract.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        reference: { type: DataTypes.STRING(30), allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        templateId: { type: DataTypes.UUID, allowNull: true },
        type: { type: DataTypes.STRING(20), allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        country: { type: DataTypes.STRING(2), allowNull: false },
        jobTitle: { type: DataTypes.STRING(150), allowNull: true },
        salary: centsColumn('salary'),
        currency: { type: DataTypes.STRING(3), allowNull: false },
        weeklyHours: { type: DataTypes.INTEGER, allowNull: true },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        endDate: date(),
        trialPeriodEndDate: date(),
        workLocation: { type: DataTypes.STRING(200), allowNull: true },
        body: { type: DataTypes.TEXT, allowNull: false },
        sentAt: instant(),
        signedAt: instant(),
        signedOn: date(),
        signedDocumentId: { type: DataTypes.UUID, allowNull: true },
        signedFilename: { type: DataTypes.STRING(255), allowNull: true },
        activatedAt: instant(),
        terminatedAt: instant(),
        terminationDate: date(),
        terminationReason: { type: DataTypes.STRING(500), allowNull: true },
        endAlertSentAt: instant(),
        trialAlertSentAt: instant(),
        createdByUserId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'contracts', modelName: 'Contract' },
    );
    tenantScoped(Contract);
  }
}
