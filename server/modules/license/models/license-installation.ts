import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** The id of the one row of `license_installation`. */
export const INSTALLATION_ID = 'installation';

/**
 * The installation's license: the database copy of the HMAC-protected state record (the other
 * copy is a file in DATA_DIR) and the `.lic` installed last. One row, locked by every change.
 */
export class LicenseInstallation extends Model<InferAttributes<LicenseInstallation>, InferCreationAttributes<LicenseInstallation>> {
  declare id: string;
  declare stateRecord: CreationOptional<string | null>;
  declare licValue: CreationOptional<string | null>;
  declare licenseKeyId: CreationOptional<string | null>;
  declare instanceCode: CreationOptional<string | null>;
  declare sequence: CreationOptional<number | null>;
  declare installedAt: CreationOptional<Date | null>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    LicenseInstallation.init(
      {
        id: { type: DataTypes.STRING(20), primaryKey: true },
        stateRecord: { type: DataTypes.TEXT, allowNull: true },
        licValue: { type: DataTypes.TEXT, allowNull: true },
        licenseKeyId: { type: DataTypes.STRING(36), allowNull: true },
        instanceCode: { type: DataTypes.STRING(30), allowNull: true },
        sequence: { type: DataTypes.INTEGER, allowNull: true },
        installedAt: { type: DataTypes.DATE, allowNull: true },
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'license_installation', modelName: 'LicenseInstallation', createdAt: false },
    );
  }
}
