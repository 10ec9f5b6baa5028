import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export type PasswordTokenPurpose = 'INVITATION' | 'RESET';

/** A single-use set-password link of an operator (its hash only). */
export class OperatorPasswordToken extends Model<InferAttributes<OperatorPasswordToken>, InferCreationAttributes<OperatorPasswordToken>> {
  declare id: CreationOptional<string>;
  declare operatorId: string;
  declare tokenHash: string;
  declare purpose: PasswordTokenPurpose;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    OperatorPasswordToken.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        operatorId: { type: DataTypes.UUID, allowNull: false },
        tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        purpose: { type: DataTypes.STRING(20), allowNull: false },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        usedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'operator_password_tokens', modelName: 'OperatorPasswordToken' },
    );
  }
}
