import { Op, Transaction, type Sequelize } from 'sequelize';
import { inTransaction } from '../db/transaction';
import { asSystem, asTenant } from '../tenancy/context';
import { WorkflowInstance, WorkflowStep } from './models';
import { applyTimeout } from './progression';

export const WORKFLOW_TIMEOUT_JOB = 'workflow.step-timeouts';
/** Every five minutes: a step is at most five minutes late on its timeout. */
export const WORKFLOW_TIMEOUT_SCHEDULE = '*/5 * * * *';

/**
 * Applies the timeout of every pending step due at `at`, each request in its own transaction
 * and in its tenant's context (a failure leaves the others done and is reported at the end).
 */
export async function processStepTimeouts(sequelize: Sequelize, at: Date): Promise<number> {
  const due = await asSystem(() =>
    WorkflowStep.findAll({
      where: { status: 'PENDING', dueAt: { [Op.lte]: at } },
      attributes: ['id', 'tenantId'],
      order: [['dueAt', 'ASC']],
    }),
  );
  let applied = 0;
  let failure: unknown = null;
  for (const { id, tenantId } of due) {
    try {
      const done = await asTenant(
        tenantId,
        () =>
          inTransaction(sequelize, async () => {
            const step = await WorkflowStep.findByPk(id, { lock: Transaction.LOCK.UPDATE });
            if (!step || step.status !== 'PENDING' || !step.dueAt || step.dueAt > at) return false;
            const instance = await WorkflowInstance.findByPk(step.instanceId, { lock: Transaction.LOCK.UPDATE });
            if (!instance || instance.status !== 'PENDING' || instance.currentStepOrder !== step.stepOrder) return false;
            await applyTimeout(step, instance);
            return true;
          }),
        { now: () => at },
      );
      if (done) applied++;
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return applied;
}
