import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../../platform/db/columns';
import { tenantScoped } from '../../../../platform/db/tenant-scope';
import type { DeclarationStatus, TaxDeclarationType } from '../../../../../shared/accounting';

export { TAX_DECLARATION_TYPES, type TaxDeclarationType } from '../../../../../shared/accounting';

/** A VAT return of a period: collected and deductible VAT, and what is payable or carried forward. */
export class TaxDeclaration extends Model<InferAttributes<TaxDeclaration>, InferCreationAttributes<TaxDeclaration>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare declarationType: TaxDeclarationType;
  declare periodLabel: string;
  declare startDate: string;
  declare endDate: string;
  declare collectedVatCents: number;
  declare deductibleVatCents: number;
  declare vatPayableCents: number;
  declare creditToCarryForwardCents: number;
  declare status: CreationOptional<DeclarationStatus>;
  declare submittedAt: CreationOptional<Date | null>;
  declare submittedBy: CreationOptional<string | null>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    TaxDeclaration.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        declarationType: { type: DataTypes.STRING(30), allowNull: false },
        periodLabel: { type: DataTypes.STRING(60), allowNull: false },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        endDate: { type: DataTypes.DATEONLY, allowNull: false },
        collectedVatCents: centsColumn('collectedVatCents', { defaultValue: 0 }),
        deductibleVatCents: centsColumn('deductibleVatCents', { defaultValue: 0 }),
        vatPayableCents: centsColumn('vatPayableCents', { defaultValue: 0 }),
        creditToCarryForwardCents: centsColumn('creditToCarryForwardCents', { defaultValue: 0 }),
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
        submittedAt: { type: DataTypes.DATE, allowNull: true },
        submittedBy: { type: DataTypes.UUID, allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'tax_declarations', modelName: 'TaxDeclaration' },
    );
    tenantScoped(TaxDeclaration);
  }
}
