import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import { tenantScoped } from '../../../platform/db/tenant-scope';
import type { AppraisalStatus, CycleStatus, QuestionType } from '../../../../shared/appraisal';
import type { AnswerValue } from '../../../../shared/schemas/appraisal';

export interface Question {
  id: string;
  type: QuestionType;
  label: string;
  scaleMax: number;
}
export interface Section {
  id: string;
  title: string;
  questions: Question[];
}

const id = () => ({ type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 });
const tenant = () => ({ type: DataTypes.UUID, allowNull: false });
const uuid = () => ({ type: DataTypes.UUID, allowNull: true });
const at = () => ({ type: DataTypes.DATE, allowNull: true });

/** An evaluation form template: sections of questions (rating scale, text, objective review). */
export class AppraisalForm extends Model<InferAttributes<AppraisalForm>, InferCreationAttributes<AppraisalForm>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare name: string;
  declare description: string | null;
  declare sections: Section[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A cycle (name, opening and closing dates); opening copies its form's sections, so later edits of the form change nothing. */
export class AppraisalCycle extends Model<InferAttributes<AppraisalCycle>, InferCreationAttributes<AppraisalCycle>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare name: string;
  declare formId: string;
  declare sections: CreationOptional<Section[] | null>;
  declare opensOn: string;
  declare closesOn: string;
  declare status: CreationOptional<CycleStatus>;
  declare openedAt: CreationOptional<Date | null>;
  declare openedBy: CreationOptional<string | null>;
  declare closedAt: CreationOptional<Date | null>;
  declare closedBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** One employee's appraisal in one cycle: the self-assessment, the manager's review, both signatures. */
export class Appraisal extends Model<InferAttributes<Appraisal>, InferCreationAttributes<Appraisal>> {
  declare id: CreationOptional<string>;
  declare tenantId: CreationOptional<string>;
  declare cycleId: string;
  declare employeeId: string;
  declare managerEmployeeId: string | null;
  declare status: CreationOptional<AppraisalStatus>;
  declare selfAnswers: CreationOptional<AnswerValue[] | null>;
  declare managerAnswers: CreationOptional<AnswerValue[] | null>;
  declare selfSubmittedAt: CreationOptional<Date | null>;
  declare reviewedAt: CreationOptional<Date | null>;
  declare reviewedBy: CreationOptional<string | null>;
  declare employeeSignedAt: CreationOptional<Date | null>;
  declare employeeSignedBy: CreationOptional<string | null>;
  declare managerSignedAt: CreationOptional<Date | null>;
  declare managerSignedBy: CreationOptional<string | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initCycleModels(sequelize: Sequelize): void {
  const ts = { createdAt: DataTypes.DATE, updatedAt: DataTypes.DATE };
  AppraisalForm.init(
    {
      id: id(), tenantId: tenant(),
      name: { type: DataTypes.STRING(120), allowNull: false },
      description: { type: DataTypes.STRING(1000), allowNull: true },
      sections: { type: DataTypes.JSON, allowNull: false },
      ...ts,
    },
    { sequelize, tableName: 'appraisal_forms', modelName: 'AppraisalForm' },
  );
  AppraisalCycle.init(
    {
      id: id(), tenantId: tenant(),
      name: { type: DataTypes.STRING(120), allowNull: false },
      formId: { type: DataTypes.UUID, allowNull: false },
      sections: { type: DataTypes.JSON, allowNull: true },
      opensOn: { type: DataTypes.DATEONLY, allowNull: false },
      closesOn: { type: DataTypes.DATEONLY, allowNull: false },
      status: { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'DRAFT' },
      openedAt: at(), openedBy: uuid(), closedAt: at(), closedBy: uuid(),
      ...ts,
    },
    { sequelize, tableName: 'appraisal_cycles', modelName: 'AppraisalCycle' },
  );
  Appraisal.init(
    {
      id: id(), tenantId: tenant(),
      cycleId: { type: DataTypes.UUID, allowNull: false },
      employeeId: { type: DataTypes.UUID, allowNull: false },
      managerEmployeeId: uuid(),
      status: { type: DataTypes.STRING(24), allowNull: false, defaultValue: 'DRAFT' },
      selfAnswers: { type: DataTypes.JSON, allowNull: true },
      managerAnswers: { type: DataTypes.JSON, allowNull: true },
      selfSubmittedAt: at(), reviewedAt: at(), reviewedBy: uuid(),
      employeeSignedAt: at(), employeeSignedBy: uuid(), managerSignedAt: at(), managerSignedBy: uuid(),
      ...ts,
    },
    { sequelize, tableName: 'appraisals', modelName: 'Appraisal' },
  );
  tenantScoped(AppraisalForm);
  tenantScoped(AppraisalCycle);
  tenantScoped(Appraisal);
}
