import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

/**
 * What one employee has of one leave type for one year, in hundredths of a day. Requests move
 * days into `pending` (reserved) and then `taken`; accruals, the carry-over and adjustments add
 * to it. Every change is a conditional UPDATE, so concurrent requests never overspend it.
 */
export class LeaveBalance extends Model<InferAttributes<LeaveBalance>, InferCreationAttributes<LeaveBalance>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare employeeId: string;
  declare leaveTypeId: string;
  declare year: number;
  declare accruedCenti: CreationOptional<number>;
  declare carriedOverCenti: CreationOptional<number>;
  declare carryOverExpiresOn: CreationOptional<string | null>;
  declare expiredCenti: CreationOptional<number>;
  declare carryOverExpiredAt: CreationOptional<Date | null>;
  declare adjustedCenti: CreationOptional<number>;
  declare takenCenti: CreationOptional<number>;
  declare pendingCenti: CreationOptional<number>;
  declare carriedToNextCenti: CreationOptional<number | null>;
  declare rolledOverAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const centi = () => ({ type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 });
    LeaveBalance.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        leaveTypeId: { type: DataTypes.UUID, allowNull: false },
        year: { type: DataTypes.INTEGER, allowNull: false },
        accruedCenti: centi(),
        carriedOverCenti: centi(),
        carryOverExpiresOn: { type: DataTypes.DATEONLY, allowNull: true },
        expiredCenti: centi(),
        carryOverExpiredAt: { type: DataTypes.DATE, allowNull: true },
        adjustedCenti: centi(),
        takenCenti: centi(),
        pendingCenti: centi(),
        carriedToNextCenti: { type: DataTypes.INTEGER, allowNull: true },
        rolledOverAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leave_balances', modelName: 'LeaveBalance' },
    );
    tenantScoped(LeaveBalance);
  }
}

/** accrued + carried − expired + adjusted − taken − pending */
export function availableCenti(b: Pick<LeaveBalance, 'accruedCenti' | 'carriedOverCenti' | 'expiredCenti' | 'adjustedCenti' | 'takenCenti' | 'pendingCenti'>): number {
  return b.accruedCenti + b.carriedOverCenti - b.expiredCenti + b.adjustedCenti - b.takenCenti - b.pendingCenti;
}

/** The same sum in SQL, for conditional updates. */
export const AVAILABLE_SQL = '(accrued_centi + carried_over_centi - expired_centi + adjusted_centi - taken_centi - pending_centi)';

/** A manual change of a balance: signed delta, mandatory reason, its author. */
export class BalanceAdjustment extends Model<InferAttributes<BalanceAdjustment>, InferCreationAttributes<BalanceAdjustment>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare balanceId: string;
  declare deltaCenti: number;
  declare reason: string;
  declare authorUserId: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    BalanceAdjustment.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        balanceId: { type: DataTypes.UUID, allowNull: false },
        deltaCenti: { type: DataTypes.INTEGER, allowNull: false },
        reason: { type: DataTypes.STRING(500), allowNull: false },
        authorUserId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leave_balance_adjustments', modelName: 'BalanceAdjustment' },
    );
    tenantScoped(BalanceAdjustment);
  }
}

/** What the monthly job granted for one month (one row per employee, type and month). */
export class LeaveAccrual extends Model<InferAttributes<LeaveAccrual>, InferCreationAttributes<LeaveAccrual>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare balanceId: string;
  declare employeeId: string;
  declare leaveTypeId: string;
  declare year: number;
  declare month: number;
  declare accrualMode: string;
  declare daysCenti: number;
  declare cumulativeCenti: number;
  declare policyVersionId: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    LeaveAccrual.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        balanceId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        leaveTypeId: { type: DataTypes.UUID, allowNull: false },
        year: { type: DataTypes.INTEGER, allowNull: false },
        month: { type: DataTypes.INTEGER, allowNull: false },
        accrualMode: { type: DataTypes.STRING(20), allowNull: false },
        daysCenti: { type: DataTypes.INTEGER, allowNull: false },
        cumulativeCenti: { type: DataTypes.INTEGER, allowNull: false },
        policyVersionId: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leave_accruals', modelName: 'LeaveAccrual' },
    );
    tenantScoped(LeaveAccrual);
  }
}
