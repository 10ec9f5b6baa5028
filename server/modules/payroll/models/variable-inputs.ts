import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { VariableInputs } from '../engine';

/** One employee's variable inputs for a run, in the engine's shape (amounts in cents). */
export class PayrollVariableInput extends Model<InferAttributes<PayrollVariableInput>, InferCreationAttributes<PayrollVariableInput>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare runId: string;
  declare employeeId: string;
  declare inputs: StoredInputs;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;

  static initModel(sequelize: Sequelize): void {
    PayrollVariableInput.init(
      {
        id: { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 },
        tenantId: { type: DataTypes.UUID, allowNull: false },
        runId: { type: DataTypes.UUID, allowNull: false },
        employeeId: { type: DataTypes.UUID, allowNull: false },
        inputs: { type: DataTypes.JSON, allowNull: false },
        createdAt: DataTypes.DATE,
        updatedAt: DataTypes.DATE,
      },
      { sequelize, tableName: 'payroll_variable_inputs', modelName: 'PayrollVariableInput' },
    );
    tenantScoped(PayrollVariableInput);
  }
}

/** The engine's variable inputs with every default filled in. */
export type StoredInputs = Required<{ [K in keyof VariableInputs]: NonNullable<VariableInputs[K]> }>;
