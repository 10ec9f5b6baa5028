import type { Migration } from '../../../platform/db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../../platform/db/migrations';

/** Onboarding templates, onboardings with their tasks, and offboardings. */
export const createOnboarding: Migration = {
  name: '202611210920-create-onboarding',
  async up({ qi, DataTypes }) {
    const employee = () => ({ type: DataTypes.UUID, allowNull: false, references: { model: 'employees', key: 'id' }, onDelete: 'RESTRICT' });
    const workflow = () => ({ type: DataTypes.UUID, allowNull: true, references: { model: 'workflow_instances', key: 'id' }, onDelete: 'SET NULL' });

    await qi.createTable('onboarding_templates', {
      ...idColumn(),
      ...tenantColumn(),
      name: { type: DataTypes.STRING(150), allowNull: false },
      description: { type: DataTypes.STRING(1000), allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      steps: { type: DataTypes.JSON, allowNull: false },
      ...timestampColumns(),
    });

    await qi.createTable('onboardings', {
      ...idColumn(),
      ...tenantColumn(),
      employee_id: employee(),
      template_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'onboarding_templates', key: 'id' }, onDelete: 'SET NULL' },
      template_name: { type: DataTypes.STRING(150), allowNull: false },
      start_date: { type: DataTypes.DATEONLY, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      workflow_instance_id: workflow(),
      started_by_user_id: { type: DataTypes.UUID, allowNull: true },
      completed_at: { type: DataTypes.DATE, allowNull: true },
      closed_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('onboardings', ['tenant_id', 'employee_id'], { name: 'onboardings_employee_idx' });

    await qi.createTable('onboarding_tasks', {
      ...idColumn(),
      ...tenantColumn(),
      onboarding_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'onboardings', key: 'id' }, onDelete: 'CASCADE' },
      position: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.STRING(200), allowNull: false },
      description: { type: DataTypes.STRING(1000), allowNull: true },
      owner_type: { type: DataTypes.STRING(20), allowNull: false },
      owner_role_id: { type: DataTypes.UUID, allowNull: true },
      owner_user_id: { type: DataTypes.UUID, allowNull: true },
      due_date: { type: DataTypes.DATEONLY, allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false },
      completed_at: { type: DataTypes.DATE, allowNull: true },
      completed_by_user_id: { type: DataTypes.UUID, allowNull: true },
      note: { type: DataTypes.STRING(1000), allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('onboarding_tasks', ['onboarding_id', 'position'], { name: 'onboarding_tasks_position_uq', unique: true });
    await qi.addIndex('onboarding_tasks', ['tenant_id', 'owner_user_id'], { name: 'onboarding_tasks_owner_idx' });

    await qi.createTable('offboardings', {
      ...idColumn(),
      ...tenantColumn(),
      employee_id: employee(),
      reason: { type: DataTypes.STRING(30), allowNull: false },
      comment: { type: DataTypes.STRING(1000), allowNull: true },
      exit_date: { type: DataTypes.DATEONLY, allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      workflow_instance_id: workflow(),
      initiated_by_user_id: { type: DataTypes.UUID, allowNull: true },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      completed_at: { type: DataTypes.DATE, allowNull: true },
      cancelled_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('offboardings', ['tenant_id', 'employee_id'], { name: 'offboardings_employee_idx' });
    await qi.addIndex('offboardings', ['status', 'exit_date'], { name: 'offboardings_due_idx' });
  },
  async down({ qi }) {
    for (const table of ['offboardings', 'onboarding_tasks', 'onboardings', 'onboarding_templates']) await qi.dropTable(table);
  },
};
