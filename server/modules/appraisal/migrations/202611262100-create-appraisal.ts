import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

export const createAppraisal: Migration = {
  name: '202611262100-create-appraisal',
  async up({ qi, DataTypes }) {
    const ref = (model: string, allowNull = false, onDelete = 'RESTRICT') => ({ type: DataTypes.UUID, allowNull, references: { model, key: 'id' }, onDelete });
    const uuid = () => ({ type: DataTypes.UUID, allowNull: true });
    const at = () => ({ type: DataTypes.DATE, allowNull: true });
    const json = () => ({ type: DataTypes.JSON, allowNull: true });
    const status = (initial: string) => ({ type: DataTypes.STRING(24), allowNull: false, defaultValue: initial });

    await qi.createTable('appraisal_forms', {
      ...idColumn(), ...tenantColumn(),
      name: { type: DataTypes.STRING(120), allowNull: false },
      description: { type: DataTypes.STRING(1000), allowNull: true },
      sections: { type: DataTypes.JSON, allowNull: false },
      ...timestampColumns(),
    });
    await qi.createTable('appraisal_cycles', {
      ...idColumn(), ...tenantColumn(),
      name: { type: DataTypes.STRING(120), allowNull: false },
      form_id: ref('appraisal_forms'),
      sections: json(),
      opens_on: { type: DataTypes.DATEONLY, allowNull: false },
      closes_on: { type: DataTypes.DATEONLY, allowNull: false },
      status: status('DRAFT'),
      opened_at: at(), opened_by: uuid(), closed_at: at(), closed_by: uuid(),
      ...timestampColumns(),
    });
    await qi.createTable('appraisals', {
      ...idColumn(), ...tenantColumn(),
      cycle_id: ref('appraisal_cycles', false, 'CASCADE'),
      employee_id: ref('employees'),
      manager_employee_id: ref('employees', true),
      status: status('DRAFT'),
      self_answers: json(), manager_answers: json(),
      self_submitted_at: at(), reviewed_at: at(), reviewed_by: uuid(),
      employee_signed_at: at(), employee_signed_by: uuid(),
      manager_signed_at: at(), manager_signed_by: uuid(),
      ...timestampColumns(),
    });
    await qi.addIndex('appraisals', ['tenant_id', 'cycle_id', 'employee_id'], { name: 'appraisals_cycle_employee_uq', unique: true });
    await qi.addIndex('appraisals', ['tenant_id', 'manager_employee_id'], { name: 'appraisals_manager_idx' });

    await qi.createTable('objectives', {
      ...idColumn(), ...tenantColumn(),
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.STRING(2000), allowNull: true },
      type: { type: DataTypes.STRING(16), allowNull: false },
      parent_id: ref('objectives', true),
      owner_employee_id: ref('employees', true),
      cycle_id: ref('appraisal_cycles', true, 'SET NULL'),
      weighting: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 100 },
      progress: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      due_date: { type: DataTypes.DATEONLY, allowNull: true },
      milestones: json(), kpis: json(),
      status: status('DRAFT'),
      workflow_instance_id: uuid(),
      created_by: uuid(),
      ...timestampColumns(),
    });
    await qi.addIndex('objectives', ['tenant_id', 'parent_id'], { name: 'objectives_parent_idx' });
    await qi.addIndex('objectives', ['tenant_id', 'owner_employee_id'], { name: 'objectives_owner_idx' });
    await qi.createTable('objective_history', {
      ...idColumn(), ...tenantColumn(),
      objective_id: ref('objectives', false, 'CASCADE'),
      action: { type: DataTypes.STRING(30), allowNull: false },
      from_status: { type: DataTypes.STRING(24), allowNull: true },
      to_status: { type: DataTypes.STRING(24), allowNull: false },
      actor_user_id: uuid(),
      comment: { type: DataTypes.STRING(1000), allowNull: true },
      at: { type: DataTypes.DATE, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('objective_history', ['tenant_id', 'objective_id', 'at'], { name: 'objective_history_idx' });

    await qi.createTable('one_on_ones', {
      ...idColumn(), ...tenantColumn(),
      manager_employee_id: ref('employees'),
      employee_id: ref('employees'),
      scheduled_at: { type: DataTypes.DATE, allowNull: false },
      status: status('PLANNED'),
      notes: { type: DataTypes.TEXT, allowNull: true },
      completed_at: at(), cancelled_at: at(),
      cancel_reason: { type: DataTypes.STRING(500), allowNull: true },
      created_by: uuid(),
      ...timestampColumns(),
    });
    await qi.addIndex('one_on_ones', ['tenant_id', 'manager_employee_id', 'employee_id', 'scheduled_at'], { name: 'one_on_ones_pair_idx' });
    await qi.createTable('one_on_one_agenda_items', {
      ...idColumn(), ...tenantColumn(),
      one_on_one_id: ref('one_on_ones', false, 'CASCADE'),
      title: { type: DataTypes.STRING(300), allowNull: false },
      discussed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    });
    await qi.createTable('one_on_one_action_items', {
      ...idColumn(), ...tenantColumn(),
      one_on_one_id: ref('one_on_ones', false, 'CASCADE'),
      title: { type: DataTypes.STRING(300), allowNull: false },
      status: status('TODO'),
      owner_employee_id: ref('employees', true),
      due_date: { type: DataTypes.DATEONLY, allowNull: true },
      carried_from_id: uuid(),
      carried_to_id: uuid(),
      position: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    });
    // An open item is carried over at most once: a second carry of the same item is refused by the database.
    await qi.addIndex('one_on_one_action_items', ['tenant_id', 'carried_from_id'], { name: 'one_on_one_action_items_carried_uq', unique: true });

    await qi.createTable('feedback360_campaigns', {
      ...idColumn(), ...tenantColumn(),
      name: { type: DataTypes.STRING(120), allowNull: false },
      due_date: { type: DataTypes.DATEONLY, allowNull: true },
      questions: { type: DataTypes.JSON, allowNull: false },
      status: status('DRAFT'),
      launched_at: at(), closed_at: at(),
      ...timestampColumns(),
    });
    await qi.createTable('feedback360_subjects', {
      ...idColumn(), ...tenantColumn(),
      campaign_id: ref('feedback360_campaigns', false, 'CASCADE'),
      employee_id: ref('employees'),
      ...timestampColumns(),
    });
    await qi.addIndex('feedback360_subjects', ['tenant_id', 'campaign_id', 'employee_id'], { name: 'feedback360_subjects_uq', unique: true });
    await qi.createTable('feedback360_requests', {
      ...idColumn(), ...tenantColumn(),
      campaign_id: ref('feedback360_campaigns', false, 'CASCADE'),
      subject_id: ref('feedback360_subjects', false, 'CASCADE'),
      reviewer_employee_id: ref('employees'),
      relationship: { type: DataTypes.STRING(16), allowNull: false },
      status: status('PENDING'),
      reminded_at: at(),
      remind_count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      ...timestampColumns(),
    });
    await qi.addIndex('feedback360_requests', ['tenant_id', 'subject_id', 'reviewer_employee_id'], { name: 'feedback360_requests_uq', unique: true });
    // One response per request, whatever the concurrency: the unique index decides.
    await qi.createTable('feedback360_responses', {
      ...idColumn(), ...tenantColumn(),
      request_id: ref('feedback360_requests', false, 'CASCADE'),
      subject_id: ref('feedback360_subjects', false, 'CASCADE'),
      relationship: { type: DataTypes.STRING(16), allowNull: false },
      answers: { type: DataTypes.JSON, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('feedback360_responses', ['tenant_id', 'request_id'], { name: 'feedback360_responses_request_uq', unique: true });
  },
  async down({ qi }) {
    for (const table of ['feedback360_responses', 'feedback360_requests', 'feedback360_subjects', 'feedback360_campaigns', 'one_on_one_action_items', 'one_on_one_agenda_items', 'one_on_ones', 'objective_history', 'objectives', 'appraisals', 'appraisal_cycles', 'appraisal_forms']) {
      await qi.dropTable(table);
    }
  },
};
