import type { Sequelize } from 'sequelize';
import { auditable } from '../../audit/auditable';
import { WorkflowDefinition } from './workflow-definition';
import { WorkflowDelegation } from './workflow-delegation';
import { WorkflowInstance } from './workflow-instance';
import { WorkflowStep } from './workflow-step';
import { WorkflowStepAssignee } from './workflow-step-assignee';

export { WorkflowDefinition, WorkflowDelegation, WorkflowInstance, WorkflowStep, WorkflowStepAssignee };
export type { PlannedStep } from './workflow-definition';

/** Who reads the audit history of the engine's records. */
export const WORKFLOW_ADMIN_PERMISSIONS = ['roles.manage', 'config.manage'] as const;
const INSTANCE_READERS = ['leave.manage', ...WORKFLOW_ADMIN_PERMISSIONS];

export function initWorkflowModels(sequelize: Sequelize): void {
  WorkflowDefinition.initModel(sequelize);
  WorkflowInstance.initModel(sequelize);
  WorkflowStep.initModel(sequelize);
  WorkflowStepAssignee.initModel(sequelize);
  WorkflowDelegation.initModel(sequelize);

  WorkflowInstance.hasMany(WorkflowStep, { as: 'steps', foreignKey: 'instanceId' });
  WorkflowStep.belongsTo(WorkflowInstance, { as: 'instance', foreignKey: 'instanceId' });
  WorkflowStep.hasMany(WorkflowStepAssignee, { as: 'assignees', foreignKey: 'stepId' });

  auditable(WorkflowDefinition, { entityType: 'WORKFLOW_DEFINITION', readPermission: WORKFLOW_ADMIN_PERMISSIONS, stateField: 'active' });
  auditable(WorkflowInstance, { entityType: 'WORKFLOW_INSTANCE', readPermission: INSTANCE_READERS, ignore: ['plan'] });
  // Steps and their approvers belong to the history of their request.
  auditable(WorkflowStep, {
    entityType: 'WORKFLOW_INSTANCE',
    readPermission: INSTANCE_READERS,
    entityId: (s) => s.instanceId,
    ignore: ['instanceId'],
    // A step decided is a STEP_UPDATE, not a change of the request's own state.
    stateField: 'none',
    actions: { create: 'STEP_REACHED', update: 'STEP_UPDATE', destroy: 'STEP_DELETE' },
  });
  auditable(WorkflowStepAssignee, {
    entityType: 'WORKFLOW_STEP',
    readPermission: INSTANCE_READERS,
    entityId: (a) => a.stepId,
    actions: { create: 'APPROVER_ADDED', destroy: 'APPROVER_REMOVED' },
  });
  auditable(WorkflowDelegation, { entityType: 'WORKFLOW_DELEGATION', readPermission: INSTANCE_READERS, stateField: 'revokedAt' });
}
