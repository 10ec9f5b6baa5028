import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { centsColumn } from '../../../../platform/db/columns';
import { tenantScoped } from '../../../../platform/db/tenant-scope';
import type { DeclarationStatus } from '../states';

/** A social declaration of a period to one social body (CNPS, CNSS, IPRES, CSS, URSSAF…). */
export class SocialDeclaration extends Model<InferAttributes<SocialDeclaration>, InferCreationAttributes<SocialDeclaration>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare socialBody: string;
  declare periodLabel: string;
  declare startDate: string;
  declare endDate: string;
  declare employeeCount: number;
  declare grossPayrollCents: number;
  declare employerContributionsCents: number;
  declare employeeContributionsCents: number;
  declare status: CreationOptional<DeclarationStatus>;
  declare submittedAt: CreationOptional<Date | null>;
  declare submittedBy: CreationOptional<string | null>;
  declare createdBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    SocialDeclaration.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        socialBody: { type: DataTypes.STRING(40), allowNull: false },
        periodLabel: { type: DataTypes.STRING(60), allowNull: false },
        startDate: { type: DataTypes.DATEONLY, allowNull: false },
        endDate: { type: DataTypes.DATEONLY, allowNull: false },
        employeeCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        grossPayrollCents: centsColumn('grossPayrollCents', { defaultValue: 0 }),
        employerContributionsCents: centsColumn('employerContributionsCents', { defaultValue: 0 }),
        employeeContributionsCents: centsColumn('employeeContributionsCents', { defaultValue: 0 }),
        status: { type: DataTypes.STRING(20), allowNull: false, defaultValue: 'DRAFT' },
        submittedAt: { type: DataTypes.DATE, allowNull: true },
        submittedBy: { type: DataTypes.UUID, allowNull: true },
        createdBy: { type: DataTypes.UUID, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'social_declarations', modelName: 'SocialDeclaration' },
    );
    tenantScoped(SocialDeclaration);
  }
}
