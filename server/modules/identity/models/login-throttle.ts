import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/**
 * Failed attempts of one account (realm, tenant, email) or one address, counted in the database
 * so that every server process sees the same figures. One row per key, locked while an attempt
 * is counted: concurrent attempts queue on it. Not tenant-scoped: it precedes any login.
 */
export class LoginThrottle extends Model<InferAttributes<LoginThrottle>, InferCreationAttributes<LoginThrottle>> {
  /** `account:<realm>:<tenant>:<email>` or `address:<ip>`. */
  declare key: string;
  declare failures: number;
  declare lastFailureAt: Date | null;

  static initModel(sequelize: Sequelize): void {
    LoginThrottle.init(
      {
        key: { type: DataTypes.STRING(500), primaryKey: true },
        failures: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        lastFailureAt: { type: DataTypes.DATE, allowNull: true },
      },
      { sequelize, tableName: 'login_throttles', modelName: 'LoginThrottle', timestamps: false },
    );
  }
}
