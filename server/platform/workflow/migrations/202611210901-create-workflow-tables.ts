import type { Migration } from '../../db/migrations';
import { idColumn, tenantColumn, timestampColumns } from '../../db/migrations';

/** Definitions, requests (instances), their steps and approvers, and approval delegations. */
export const createWorkflowTables: Migration = {
  name: '202611210901-create-workflow-tables',
  async up({ qi, DataTypes }) {
    await qi.createTable('workflow_definitions', {
      ...idColumn(),
      ...tenantColumn(),
      entity_type: { type: DataTypes.STRING(40), allowNull: false },
      name: { type: DataTypes.STRING(120), allowNull: false },
      description: { type: DataTypes.STRING(1000), allowNull: true },
      is_default: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      steps: { type: DataTypes.JSON, allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('workflow_definitions', ['tenant_id', 'entity_type'], { name: 'workflow_definitions_type_idx' });

    await qi.createTable('workflow_instances', {
      ...idColumn(),
      ...tenantColumn(),
      definition_id: { type: DataTypes.UUID, allowNull: true, references: { model: 'workflow_definitions', key: 'id' }, onDelete: 'SET NULL' },
      definition_name: { type: DataTypes.STRING(120), allowNull: false },
      entity_type: { type: DataTypes.STRING(40), allowNull: false },
      entity_id: { type: DataTypes.UUID, allowNull: false },
      summary: { type: DataTypes.STRING(300), allowNull: false },
      requester_user_id: { type: DataTypes.UUID, allowNull: true },
      requester_employee_id: { type: DataTypes.UUID, allowNull: true },
      status: { type: DataTypes.STRING(20), allowNull: false },
      plan: { type: DataTypes.JSON, allowNull: false },
      current_step_order: { type: DataTypes.INTEGER, allowNull: true },
      started_at: { type: DataTypes.DATE, allowNull: false },
      completed_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('workflow_instances', ['tenant_id', 'entity_type', 'entity_id'], { name: 'workflow_instances_entity_idx' });
    await qi.addIndex('workflow_instances', ['tenant_id', 'status'], { name: 'workflow_instances_status_idx' });

    await qi.createTable('workflow_steps', {
      ...idColumn(),
      ...tenantColumn(),
      instance_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'workflow_instances', key: 'id' }, onDelete: 'CASCADE' },
      step_order: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.STRING(120), allowNull: false },
      kind: { type: DataTypes.STRING(20), allowNull: false },
      approver_type: { type: DataTypes.STRING(20), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      skip_reason: { type: DataTypes.STRING(20), allowNull: true },
      activated_at: { type: DataTypes.DATE, allowNull: false },
      due_at: { type: DataTypes.DATE, allowNull: true },
      timeout_action: { type: DataTypes.STRING(10), allowNull: true },
      acted_at: { type: DataTypes.DATE, allowNull: true },
      acted_by_user_id: { type: DataTypes.UUID, allowNull: true },
      on_behalf_of_user_id: { type: DataTypes.UUID, allowNull: true },
      delegated_by_user_id: { type: DataTypes.UUID, allowNull: true },
      comment: { type: DataTypes.STRING(1000), allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('workflow_steps', ['instance_id', 'step_order'], { name: 'workflow_steps_instance_idx', unique: true });
    await qi.addIndex('workflow_steps', ['status', 'due_at'], { name: 'workflow_steps_due_idx' });

    await qi.createTable('workflow_step_assignees', {
      ...idColumn(),
      ...tenantColumn(),
      step_id: { type: DataTypes.UUID, allowNull: false, references: { model: 'workflow_steps', key: 'id' }, onDelete: 'CASCADE' },
      user_id: { type: DataTypes.UUID, allowNull: false },
      source: { type: DataTypes.STRING(20), allowNull: false },
      ...timestampColumns(),
    });
    await qi.addIndex('workflow_step_assignees', ['tenant_id', 'user_id'], { name: 'workflow_step_assignees_user_idx' });
    await qi.addIndex('workflow_step_assignees', ['step_id'], { name: 'workflow_step_assignees_step_idx' });

    await qi.createTable('workflow_delegations', {
      ...idColumn(),
      ...tenantColumn(),
      delegator_user_id: { type: DataTypes.UUID, allowNull: false },
      delegate_user_id: { type: DataTypes.UUID, allowNull: false },
      starts_on: { type: DataTypes.DATEONLY, allowNull: false },
      ends_on: { type: DataTypes.DATEONLY, allowNull: false },
      entity_types: { type: DataTypes.JSON, allowNull: true },
      reason: { type: DataTypes.STRING(500), allowNull: true },
      created_by_user_id: { type: DataTypes.UUID, allowNull: true },
      revoked_at: { type: DataTypes.DATE, allowNull: true },
      ...timestampColumns(),
    });
    await qi.addIndex('workflow_delegations', ['tenant_id', 'delegate_user_id'], { name: 'workflow_delegations_delegate_idx' });
    await qi.addIndex('workflow_delegations', ['tenant_id', 'delegator_user_id'], { name: 'workflow_delegations_delegator_idx' });
  },
  async down({ qi }) {
    for (const table of ['workflow_delegations', 'workflow_step_assignees', 'workflow_steps', 'workflow_instances', 'workflow_definitions']) await qi.dropTable(table);
  },
};
