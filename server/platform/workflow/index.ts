/**
 * The generic approval engine. Modules drive it through this API only:
 *
 *   contributes: { workflow: [{ entityType: 'EMPLOYEE_OFFBOARDING', onComplete, links }] }   // in the module definition
 *   const instance = await startWorkflow({ entityType, entityId, requesterUserId, requesterEmployeeId, summary });
 *   if (!instance) … // the tenant has no circuit for this type: the module's default path
 *   await act({ entityType, entityId }, { action: 'APPROVE', comment });
 *   await currentStep({ instanceId });
 *
 * See shared/workflow.ts for the meaning of statuses, timeouts and delegation.
 */
export { startWorkflow, act, cancelWorkflow, delegateStep, currentStep, type StartWorkflowInput, type ActInput, type DelegateStepInput } from './engine';
export { findInstance, findInstanceOrNull, type InstanceRef } from './lookup';
export type { WorkflowHandler, WorkflowCompletion, EntityTypeLinks } from './handlers';
export { presentInstance, presentInstances } from './presenter';
export { actionableInstanceIds, listPendingApprovals, listInbox, countMyPendingApprovals, PENDING_SCOPES, PENDING_SORTS, type PendingQuery } from './pending';
export type { WorkflowDirectory, DirectoryUser, DirectoryEmployee } from './directory';
export { WORKFLOW_TIMEOUT_JOB } from './timeouts';
export type { PendingSource } from './pending-sources';
export { WORKFLOW_ADMIN_PERMISSIONS, type WorkflowInstance } from './models';
export { workflowModule } from './manifest';
export * as workflowViews from '../../../shared/views/workflow';
