/**
 * The generic approval engine. Modules drive it through this API only:
 *
 *   onComplete('EMPLOYEE_OFFBOARDING', applyOffboardingDecision);       // at start, a stable function
 *   describeEntityType('EMPLOYEE_OFFBOARDING', (i) => ({ approve: …, reject: … }));
 *   const instance = await startWorkflow({ entityType, entityId, requesterUserId, requesterEmployeeId, summary });
 *   if (!instance) … // the tenant has no circuit for this type: the module's default path
 *   await act({ entityType, entityId }, { action: 'APPROVE', comment });
 *   await currentStep({ instanceId });
 *
 * See shared/workflow.ts for the meaning of statuses, timeouts and delegation.
 */
export { startWorkflow, act, cancelWorkflow, delegateStep, currentStep, type StartWorkflowInput, type ActInput, type DelegateStepInput } from './engine';
export { findInstance, findInstanceOrNull, type InstanceRef } from './lookup';
export { onComplete, describeEntityType, type CompletionCallback, type EntityTypeLinks } from './registry';
export { presentInstance, presentInstances } from './presenter';
export { listPendingApprovals, listInbox, countMyPendingApprovals, PENDING_SCOPES, PENDING_SORTS, type PendingQuery } from './pending';
export { registerPendingSource, type PendingSource } from './pending-sources';
export { setWorkflowDirectory, type WorkflowDirectory, type DirectoryUser, type DirectoryEmployee } from './directory';
export { processStepTimeouts, WORKFLOW_TIMEOUT_JOB } from './timeouts';
export { WORKFLOW_ADMIN_PERMISSIONS, type WorkflowInstance } from './models';
export { workflowModule } from './manifest';
export * as workflowViews from './views';
