import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { FingerprintFields } from '../../../../shared/license';
import type { LicenseInstanceStatus } from '../../../../shared/schemas/license-issuer';

/** An on-premise installation the platform licenses: who it is, its machine, its license's dates. */
export class LicenseInstance extends Model<InferAttributes<LicenseInstance>, InferCreationAttributes<LicenseInstance>> {
  declare id: CreationOptional<string>;
  declare instanceCode: string;
  declare companyName: string;
  declare contactName: string;
  declare contactEmail: string;
  declare phone: string | null;
  declare country: string;
  declare registryNumber: string | null;
  declare fingerprint: FingerprintFields;
  declare requestNonce: string | null;
  declare requestHash: string | null;
  declare requestAppVersion: string | null;
  declare requestCreatedAt: Date | null;
  declare status: LicenseInstanceStatus;
  declare statusReason: string | null;
  declare activatedAt: Date | null;
  declare expiresAt: Date | null;
  declare gracePeriodDays: number;
  declare maxOfflineDays: number;
  declare searchText: string;
  declare createdAt: Date;
  declare updatedAt: Date;

  static initModel(sequelize: Sequelize): void {
    LicenseInstance.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        instanceCode: { type: DataTypes.STRING(30), allowNull: false },
        companyName: { type: DataTypes.STRING(200), allowNull: false },
        contactName: { type: DataTypes.STRING(200), allowNull: false },
        contactEmail: { type: DataTypes.STRING(320), allowNull: false },
        phone: { type: DataTypes.STRING(40), allowNull: true },
        country: { type: DataTypes.STRING(2), allowNull: false },
        registryNumber: { type: DataTypes.STRING(100), allowNull: true },
        fingerprint: { type: DataTypes.JSON, allowNull: false },
        requestNonce: { type: DataTypes.STRING(64), allowNull: true },
        requestHash: { type: DataTypes.STRING(64), allowNull: true },
        requestAppVersion: { type: DataTypes.STRING(50), allowNull: true },
        requestCreatedAt: { type: DataTypes.DATE, allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false },
        statusReason: { type: DataTypes.STRING(500), allowNull: true },
        activatedAt: { type: DataTypes.DATE, allowNull: true },
        expiresAt: { type: DataTypes.DATE, allowNull: true },
        gracePeriodDays: { type: DataTypes.INTEGER, allowNull: false },
        maxOfflineDays: { type: DataTypes.INTEGER, allowNull: false },
        searchText: { type: DataTypes.STRING(1000), allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'license_instances', modelName: 'LicenseInstance', timestamps: false },
    );
  }
}
