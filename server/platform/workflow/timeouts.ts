import { Op, Transaction } from 'sequelize';
import type { ScheduledJob } from '../jobs/job-runner';
import { WorkflowInstance, WorkflowStep } from './models';
import { applyTimeout } from './progression';

export const WORKFLOW_TIMEOUT_JOB = 'workflow.step-timeouts';
/** Every five minutes: a step is at most five minutes late on its timeout. */
export const WORKFLOW_TIMEOUT_SCHEDULE = '*/5 * * * *';

/**
 * Applies the timeout of every pending step that is due, tenant by tenant, each request in its
 * own transaction (the job runner's items): a failing request leaves the others done.
 */
export const stepTimeoutsJob: ScheduledJob<{ id: string }> = {
  name: WORKFLOW_TIMEOUT_JOB,
  schedule: WORKFLOW_TIMEOUT_SCHEDULE,
  scope: 'tenant',
  items: ({ now }) =>
    WorkflowStep.findAll({ where: { status: 'PENDING', dueAt: { [Op.lte]: now } }, attributes: ['id'], order: [['dueAt', 'ASC']] }),
  describe: (step) => `step ${step.id}`,
  async handle({ id }, { now }) {
    const step = await WorkflowStep.findByPk(id, { lock: Transaction.LOCK.UPDATE });
    if (!step || step.status !== 'PENDING' || !step.dueAt || step.dueAt > now) return;
    const instance = await WorkflowInstance.findByPk(step.instanceId, { lock: Transaction.LOCK.UPDATE });
    if (!instance || instance.status !== 'PENDING' || instance.currentStepOrder !== step.stepOrder) return;
    await applyTimeout(step, instance);
  },
};
