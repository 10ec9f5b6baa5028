import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

/**
 * A failed login, kept for the throttling window. Stored in the database (not in memory) so
 * that every server process counts the same failures. Not tenant-scoped: it precedes any login.
 */
export class LoginFailure extends Model<InferAttributes<LoginFailure>, InferCreationAttributes<LoginFailure>> {
  declare id: CreationOptional<string>;
  /** realm, tenant slug and email of the attempt. */
  declare accountKey: string;
  declare ip: string;
  declare attemptedAt: Date;

  static initModel(sequelize: Sequelize): void {
    LoginFailure.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        accountKey: { type: DataTypes.STRING(420), allowNull: false },
        ip: { type: DataTypes.STRING(64), allowNull: false },
        attemptedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'login_failures', modelName: 'LoginFailure', timestamps: false },
    );
  }
}
