import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../platform/db/columns';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { Payslip } from '../engine';

/**
 * One employee's line of a run: the figures lists and totals read, the engine's whole payslip
 * (`computation`) the payslip PDF and the journal are built from, and the stored PDF once generated.
 */
export class PayrollEntry extends Model<InferAttributes<PayrollEntry>, InferCreationAttributes<PayrollEntry>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare runId: string;
  declare employeeId: string;
  declare employeeNumber: string;
  declare employeeName: string;
  declare contractId: string | null;
  declare contractReference: string | null;
  declare daysPresent: number;
  declare daysInPeriod: number;
  declare baseSalaryCents: number;
  declare proratedBaseCents: number;
  declare adjustedGrossCents: number;
  declare netTaxableCents: number;
  declare employeeContributionsCents: number;
  declare employerContributionsCents: number;
  declare incomeTaxCents: number;
  declare advancesCents: number;
  declare netPayCents: number;
  declare employerCostCents: number;
  declare computation: Payslip;
  declare payslipDocumentId: CreationOptional<string | null>;
  declare payslipSize: CreationOptional<number | null>;
  declare payslipGeneratedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    const cents = (name: string) => centsColumn(name, { defaultValue: 0 });
    PayrollEntry.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        runId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        employeeNumber: { type: DataTypes.STRING(30), allowNull: false },
        employeeName: { type: DataTypes.STRING(210), allowNull: false },
        contractId: { type: DataTypes.UUID, allowNull: true },
        contractReference: { type: DataTypes.STRING(30), allowNull: true },
        daysPresent: { type: DataTypes.INTEGER, allowNull: false },
        daysInPeriod: { type: DataTypes.INTEGER, allowNull: false },
        baseSalaryCents: cents('baseSalaryCents'),
        proratedBaseCents: cents('proratedBaseCents'),
        adjustedGrossCents: cents('adjustedGrossCents'),
        netTaxableCents: cents('netTaxableCents'),
        employeeContributionsCents: cents('employeeContributionsCents'),
        employerContributionsCents: cents('employerContributionsCents'),
        incomeTaxCents: cents('incomeTaxCents'),
        advancesCents: cents('advancesCents'),
        netPayCents: cents('netPayCents'),
        employerCostCents: cents('employerCostCents'),
        computation: { type: DataTypes.JSON, allowNull: false },
        payslipDocumentId: { type: DataTypes.UUID, allowNull: true },
        payslipSize: { type: DataTypes.INTEGER, allowNull: true },
        payslipGeneratedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'payroll_entries', modelName: 'PayrollEntry' },
    );
    tenantScoped(PayrollEntry);
  }
}
