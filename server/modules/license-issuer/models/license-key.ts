import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { LicenseKeyStatus } from '../../../../shared/schemas/license-issuer';

/** One signed `.lic` issued to an instance; a renewal chain through renewedFromKeyId. */
export class LicenseKey extends Model<InferAttributes<LicenseKey>, InferCreationAttributes<LicenseKey>> {
  declare id: string;
  declare instanceId: string;
  declare sequence: number;
  declare status: LicenseKeyStatus;
  declare licValue: string;
  declare payloadJson: string;
  declare issuedAt: Date;
  declare expiresAt: Date;
  declare renewedFromKeyId: string | null;
  declare issuedByOperatorId: string | null;
  declare issuedByOperatorEmail: string | null;
  /** When it stopped being the ACTIVE key (renewed or revoked). */
  declare endedAt: CreationOptional<Date | null>;
  /** When the `.lic` was mailed to the instance's contact (the mail job). */
  declare mailedAt: CreationOptional<Date | null>;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    LicenseKey.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true },
        instanceId: { type: DataTypes.UUID, allowNull: false },
        sequence: { type: DataTypes.INTEGER, allowNull: false },
        status: { type: DataTypes.STRING(20), allowNull: false },
        licValue: { type: DataTypes.TEXT, allowNull: false },
        payloadJson: { type: DataTypes.TEXT, allowNull: false },
        issuedAt: { type: DataTypes.DATE, allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        renewedFromKeyId: { type: DataTypes.UUID, allowNull: true },
        issuedByOperatorId: { type: DataTypes.UUID, allowNull: true },
        issuedByOperatorEmail: { type: DataTypes.STRING(320), allowNull: true },
        endedAt: { type: DataTypes.DATE, allowNull: true },
        mailedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'license_keys', modelName: 'LicenseKey', timestamps: false },
    );
  }
}
