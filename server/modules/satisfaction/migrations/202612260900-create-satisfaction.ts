import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/**
 * Surveys and pulses, feedback messages and company values. Who has answered a survey
 * (`satisfaction_assignments.answered_at`) and what was answered (`satisfaction_responses` and
 * `satisfaction_answers`) live in separate tables with no link between them: a response row has
 * no user, no assignment and no timestamp, only the department its respondent belonged to.
 */
export const createSatisfaction: Migration = {
  name: '202612260900-create-satisfaction',
  async up({ qi, DataTypes }) {
    const survey = { type: DataTypes.UUID, allowNull: false, references: { model: 'satisfaction_surveys', key: 'id' }, onDelete: 'CASCADE' };
    await qi.createTable('satisfaction_surveys', {
      ...idColumn(),
      ...tenantColumn(),
      kind: { type: DataTypes.STRING(10), allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'DRAFT' },
      audience: { type: DataTypes.STRING(12), allowNull: true },
      created_by: { type: DataTypes.UUID, allowNull: true },
      opened_at: { type: DataTypes.DATE, allowNull: true },
      closed_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('satisfaction_surveys', ['tenant_id', 'status'], { name: 'satisfaction_surveys_status_idx' });

    await qi.createTable('satisfaction_questions', {
      ...idColumn(),
      ...tenantColumn(),
      survey_id: survey,
      position: { type: DataTypes.INTEGER, allowNull: false },
      type: { type: DataTypes.STRING(10), allowNull: false },
      label: { type: DataTypes.STRING(500), allowNull: false },
      required: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      options: { type: DataTypes.TEXT, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('satisfaction_questions', ['survey_id', 'position'], { name: 'satisfaction_questions_position_uq', unique: true });

    await qi.createTable('satisfaction_survey_departments', {
      ...idColumn(),
      ...tenantColumn(),
      survey_id: survey,
      department_id: { type: DataTypes.UUID, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('satisfaction_survey_departments', ['survey_id', 'department_id'], { name: 'satisfaction_survey_departments_uq', unique: true });

    await qi.createTable('satisfaction_assignments', {
      ...idColumn(),
      ...tenantColumn(),
      survey_id: survey,
      user_id: { type: DataTypes.UUID, allowNull: false },
      department_id: { type: DataTypes.UUID, allowNull: true },
      answered_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    // One assignment per person and survey: answering is a conditional update of this row.
    await qi.addIndex('satisfaction_assignments', ['survey_id', 'user_id'], { name: 'satisfaction_assignments_uq', unique: true });
    await qi.addIndex('satisfaction_assignments', ['tenant_id', 'user_id'], { name: 'satisfaction_assignments_user_idx' });

    await qi.createTable('satisfaction_responses', {
      ...idColumn(),
      ...tenantColumn(),
      survey_id: survey,
      department_id: { type: DataTypes.UUID, allowNull: true },
    });
    await qi.addIndex('satisfaction_responses', ['survey_id'], { name: 'satisfaction_responses_survey_idx' });

    await qi.createTable('satisfaction_answers', {
      ...idColumn(),
      ...tenantColumn(),
      response_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'satisfaction_responses', key: 'id' }, onDelete: 'CASCADE' },
      survey_id: survey,
      question_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'satisfaction_questions', key: 'id' }, onDelete: 'CASCADE' },
      number_value: { type: DataTypes.INTEGER, allowNull: true },
      text_value: { type: DataTypes.TEXT, allowNull: true },
    });
    await qi.addIndex('satisfaction_answers', ['response_id', 'question_id'], { name: 'satisfaction_answers_uq', unique: true });
    await qi.addIndex('satisfaction_answers', ['survey_id', 'question_id'], { name: 'satisfaction_answers_question_idx' });

    await qi.createTable('satisfaction_company_values', {
      ...idColumn(),
      ...tenantColumn(),
      name: { type: DataTypes.STRING(80), allowNull: false },
      name_key: { type: DataTypes.STRING(80), allowNull: false },
      description: { type: DataTypes.STRING(500), allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ...timestampColumns(),
    });
    await qi.addIndex('satisfaction_company_values', ['tenant_id', 'name_key'], { name: 'satisfaction_company_values_name_uq', unique: true });

    await qi.createTable('satisfaction_feedback', {
      ...idColumn(),
      ...tenantColumn(),
      type: { type: DataTypes.STRING(16), allowNull: false },
      scope: { type: DataTypes.STRING(12), allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      sender_id: { type: DataTypes.UUID, allowNull: false },
      recipient_id: { type: DataTypes.UUID, allowNull: false },
      value_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'satisfaction_company_values', key: 'id' } },
      department_id: { type: DataTypes.UUID, allowNull: true },
      team_manager_id: { type: DataTypes.UUID, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('satisfaction_feedback', ['tenant_id', 'created_at'], { name: 'satisfaction_feedback_wall_idx' });
  },
  async down({ qi }) {
    for (const table of [
      'satisfaction_feedback',
      'satisfaction_company_values',
      'satisfaction_answers',
      'satisfaction_responses',
      'satisfaction_assignments',
      'satisfaction_survey_departments',
      'satisfaction_questions',
      'satisfaction_surveys',
    ]) {
      await qi.dropTable(table);
    }
  },
};
