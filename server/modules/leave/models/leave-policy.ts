import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';

export interface BlackoutPeriod {
  start: string;
  end: string;
  label: string;
}

export interface SeniorityBracket {
  afterYears: number;
  /** Hundredths of a day. */
  daysCenti: number;
}

/** The policy of one leave type: its versions hold the rules, `currentVersion` the one in force. */
export class LeavePolicy extends Model<InferAttributes<LeavePolicy>, InferCreationAttributes<LeavePolicy>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare leaveTypeId: string;
  declare currentVersion: number;
  declare archivedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    LeavePolicy.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        leaveTypeId: { type: DataTypes.UUID, allowNull: false },
        currentVersion: { type: DataTypes.INTEGER, allowNull: false },
        archivedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leave_policies', modelName: 'LeavePolicy' },
    );
    tenantScoped(LeavePolicy);
  }
}

/** One version of a policy: written once, never changed except for its isCurrent flag. */
export class LeavePolicyVersion extends Model<InferAttributes<LeavePolicyVersion>, InferCreationAttributes<LeavePolicyVersion>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare policyId: string;
  declare version: number;
  declare isCurrent: boolean;
  declare annualAllowanceCenti: number;
  declare carryOverMaxCenti: number | null;
  declare carryOverExpiresOn: string | null;
  declare minNoticeDays: number;
  declare maxConsecutiveDays: number | null;
  declare minTeamCoveragePercent: number | null;
  declare blackoutPeriods: BlackoutPeriod[];
  declare seniorityBonus: SeniorityBracket[];
  declare workflowDefinitionId: string | null;
  declare conventionCode: string | null;
  declare changeNote: string | null;
  declare rolledBackFromVersion: number | null;
  declare createdBy: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    LeavePolicyVersion.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        policyId: { type: DataTypes.UUID, allowNull: false },
        version: { type: DataTypes.INTEGER, allowNull: false },
        isCurrent: { type: DataTypes.BOOLEAN, allowNull: false },
        annualAllowanceCenti: { type: DataTypes.INTEGER, allowNull: false },
        carryOverMaxCenti: { type: DataTypes.INTEGER, allowNull: true },
        carryOverExpiresOn: { type: DataTypes.STRING(5), allowNull: true },
        minNoticeDays: { type: DataTypes.INTEGER, allowNull: false },
        maxConsecutiveDays: { type: DataTypes.INTEGER, allowNull: true },
        minTeamCoveragePercent: { type: DataTypes.INTEGER, allowNull: true },
        blackoutPeriods: { type: DataTypes.JSON, allowNull: false },
        seniorityBonus: { type: DataTypes.JSON, allowNull: false },
        workflowDefinitionId: { type: DataTypes.UUID, allowNull: true },
        conventionCode: { type: DataTypes.STRING(40), allowNull: true },
        changeNote: { type: DataTypes.STRING(300), allowNull: true },
        rolledBackFromVersion: { type: DataTypes.INTEGER, allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'leave_policy_versions', modelName: 'LeavePolicyVersion' },
    );
    tenantScoped(LeavePolicyVersion);
  }
}
