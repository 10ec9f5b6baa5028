import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { PayrollCountry, PayrollRunStatus } from '../../../../shared/payroll';
import type { RuleOverride } from '../engine';

/** A posted journal line as the run keeps it (the lines given to the ledger at validation). */
export interface StoredJournalLine {
  accountCode: string;
  label: string;
  thirdParty: string | null;
  debitCents: number;
  creditCents: number;
}

/**
 * One month's payroll of a tenant: its status (DRAFT → VALIDATED → PAID → CLOSED), the rules it
 * was computed with (shipped version, overrides applied, account titles), its totals, and the
 * journal entries its validation and its payment posted.
 */
export class PayrollRun extends Model<InferAttributes<PayrollRun>, InferCreationAttributes<PayrollRun>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare year: number;
  declare month: number;
  declare note: CreationOptional<string | null>;
  declare status: CreationOptional<PayrollRunStatus>;
  declare country: PayrollCountry;
  declare currency: string;
  declare ruleSetFrom: CreationOptional<string | null>;
  declare appliedOverrides: CreationOptional<RuleOverride[] | null>;
  declare accountTitles: CreationOptional<Record<string, string> | null>;
  declare employeeCount: CreationOptional<number>;
  declare adjustedGrossCents: CreationOptional<number>;
  declare employeeContributionsCents: CreationOptional<number>;
  declare employerContributionsCents: CreationOptional<number>;
  declare incomeTaxCents: CreationOptional<number>;
  declare advancesCents: CreationOptional<number>;
  declare netPayCents: CreationOptional<number>;
  declare employerCostCents: CreationOptional<number>;
  declare computedAt: CreationOptional<Date | null>;
  /** Variable inputs changed since the last compute: validation waits for a new one. */
  declare inputsStale: CreationOptional<boolean>;
  declare journalLines: CreationOptional<StoredJournalLine[] | null>;
  declare journalEntryId: CreationOptional<string | null>;
  declare journalPieceNumber: CreationOptional<string | null>;
  declare validatedBy: CreationOptional<string | null>;
  declare validatedAt: CreationOptional<Date | null>;
  declare paymentDate: CreationOptional<string | null>;
  declare paymentEntryId: CreationOptional<string | null>;
  declare paymentPieceNumber: CreationOptional<string | null>;
  declare paidBy: CreationOptional<string | null>;
  declare paidAt: CreationOptional<Date | null>;
  declare closedBy: CreationOptional<string | null>;
  declare closedAt: CreationOptional<Date | null>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const user = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    const cents = (name: string) => centsColumn(name, { defaultValue: 0 });
    PayrollRun.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        year: { type: DataTypes.INTEGER, allowNull: false },
        month: { type: DataTypes.INTEGER, allowNull: false },
        note: { type: DataTypes.STRING(500), allowNull: true },
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
        country: { type: DataTypes.STRING(2), allowNull: false },
        currency: { type: DataTypes.STRING(3), allowNull: false },
        ruleSetFrom: { type: DataTypes.DATEONLY, allowNull: true },
        appliedOverrides: { type: DataTypes.JSON, allowNull: true },
        accountTitles: { type: DataTypes.JSON, allowNull: true },
        employeeCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        adjustedGrossCents: cents('adjustedGrossCents'),
        employeeContributionsCents: cents('employeeContributionsCents'),
        employerContributionsCents: cents('employerContributionsCents'),
        incomeTaxCents: cents('incomeTaxCents'),
        advancesCents: cents('advancesCents'),
        netPayCents: cents('netPayCents'),
        employerCostCents: cents('employerCostCents'),
        computedAt: at(),
        inputsStale: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
        journalLines: { type: DataTypes.JSON, allowNull: true },
        journalEntryId: { type: DataTypes.UUID, allowNull: true },
        journalPieceNumber: { type: DataTypes.STRING(30), allowNull: true },
        validatedBy: user(),
        validatedAt: at(),
        paymentDate: { type: DataTypes.DATEONLY, allowNull: true },
        paymentEntryId: { type: DataTypes.UUID, allowNull: true },
        paymentPieceNumber: { type: DataTypes.STRING(30), allowNull: true },
        paidBy: user(),
        paidAt: at(),
        closedBy: user(),
        closedAt: at(),
        createdBy: user(),
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'payroll_runs', modelName: 'PayrollRun' },
    );
    tenantScoped(PayrollRun);
  }
}
