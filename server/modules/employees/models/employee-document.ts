import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type NonAttribute, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { DocumentCategory, DocumentKind } from '../../../../shared/employees';
import type { Employee } from './employee';

/**
 * An identity or HR document of an employee. The file itself lives in the platform document
 * store (`storedDocumentId`); this row carries what HR needs to know about it.
 */
export class EmployeeDocument extends Model<InferAttributes<EmployeeDocument>, InferCreationAttributes<EmployeeDocument>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare employeeId: string;
  declare kind: DocumentKind;
  declare category: DocumentCategory;
  declare title: string;
  declare documentNumber: CreationOptional<string | null>;
  declare issuingCountry: CreationOptional<string | null>;
  declare issueDate: CreationOptional<string | null>;
  declare expiryDate: CreationOptional<string | null>;
  declare storedDocumentId: string;
  declare filename: string;
  declare contentType: string;
  declare size: number;
  declare uploadedBy: CreationOptional<string | null>;
  /** When the expiry notice was mailed; reset when the expiry date changes. */
  declare expiryNotifiedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  declare employee?: NonAttribute<Employee>;

  static initModel(sequelize: Sequelize): void {
    EmployeeDocument.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        category: { type: DataTypes.STRING(40), allowNull: false },
        title: { type: DataTypes.STRING(200), allowNull: false },
        documentNumber: { type: DataTypes.STRING(60), allowNull: true },
        issuingCountry: { type: DataTypes.STRING(2), allowNull: true },
        issueDate: { type: DataTypes.DATEONLY, allowNull: true },
        expiryDate: { type: DataTypes.DATEONLY, allowNull: true },
        storedDocumentId: { type: DataTypes.UUID, allowNull: false },
        filename: { type: DataTypes.STRING(255), allowNull: false },
        contentType: { type: DataTypes.STRING(120), allowNull: false },
        size: { type: DataTypes.INTEGER, allowNull: false },
        uploadedBy: { type: DataTypes.UUID, allowNull: true },
        expiryNotifiedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'employee_documents', modelName: 'EmployeeDocument' },
    );
    tenantScoped(EmployeeDocument);
  }
}
