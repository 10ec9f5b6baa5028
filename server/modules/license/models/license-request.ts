import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/** A request exported by this installation and not answered yet: its nonce and the hash of its file. */
export class LicenseRequest extends Model<InferAttributes<LicenseRequest>, InferCreationAttributes<LicenseRequest>> {
  declare nonce: string;
  declare requestHash: string;
  declare instanceCode: string | null;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    LicenseRequest.init(
      {
        nonce: { type: DataTypes.STRING(64), primaryKey: true },
        requestHash: { type: DataTypes.STRING(64), allowNull: false },
        instanceCode: { type: DataTypes.STRING(30), allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'license_requests', modelName: 'LicenseRequest', timestamps: false },
    );
  }
}
