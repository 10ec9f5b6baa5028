import { Op } from 'sequelize';
import { hasPermission } from '../../../platform/permissions/guard';
import { Problem, invalidState, notFound } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { requireContext } from '../../../platform/tenancy/context';
import { rolesOfUsers } from '../../roles';
import { Onboarding, OnboardingTask } from '../models';
import { ONBOARDING_PERMISSIONS } from '../policy';
import { onboardingStates, taskStates } from '../states';
import { findOnboarding } from './onboardings';

async function myRoleIds(): Promise<string[]> {
  const userId = requireContext().userId as string;
  return ((await rolesOfUsers([userId])).get(userId) ?? []).map((r) => r.id);
}

/** The task's owner (the named user, or any holder of its role) or onboarding.manage. */
export async function canCompleteTask(task: OnboardingTask): Promise<boolean> {
  if (hasPermission(ONBOARDING_PERMISSIONS.onboarding)) return true;
  const userId = requireContext().userId;
  if (task.ownerUserId && task.ownerUserId === userId) return true;
  return task.ownerType === 'ROLE' && task.ownerRoleId !== null && (await myRoleIds()).includes(task.ownerRoleId as string);
}

async function findTask(onboardingId: string, taskId: string): Promise<{ onboarding: Onboarding; task: OnboardingTask }> {
  const onboarding = await findOnboarding(onboardingId);
  const task = (onboarding.tasks ?? []).find((t) => t.id === taskId);
  if (!task) throw notFound('Onboarding step', taskId);
  return { onboarding, task };
}

/** Marks a step done; the last one completes the onboarding. Only while it is IN_PROGRESS. */
export async function completeTask(onboardingId: string, taskId: string, note?: string): Promise<Onboarding> {
  const { onboarding, task } = await findTask(onboardingId, taskId);
  if (!(await canCompleteTask(task))) throw new Problem('PERMISSION_DENIED', 'Only the owner of this step or onboarding.manage may complete it');
  if (onboarding.status !== 'IN_PROGRESS') throw invalidState(onboarding.status, 'complete a step');
  const ctx = requireContext();
  task.set({ status: transition(taskStates, task.status, 'complete'), completedAt: ctx.now(), completedByUserId: ctx.userId, note: note || null });
  await task.save();
  const open = await OnboardingTask.count({ where: { onboardingId, status: 'TODO' } });
  if (!open) {
    onboarding.status = transition(onboardingStates, onboarding.status, 'complete');
    onboarding.completedAt = ctx.now();
    await onboarding.save();
  }
  return findOnboarding(onboardingId);
}

/** Reopens a step done by mistake (onboarding.manage, while the onboarding is in progress). */
export async function reopenTask(onboardingId: string, taskId: string): Promise<Onboarding> {
  const { onboarding, task } = await findTask(onboardingId, taskId);
  if (onboarding.status !== 'IN_PROGRESS') throw invalidState(onboarding.status, 'reopen a step');
  task.set({ status: transition(taskStates, task.status, 'reopen'), completedAt: null, completedByUserId: null });
  await task.save();
  return findOnboarding(onboardingId);
}

/** Steps waiting for the caller in onboardings in progress (named, through a role, or as manager or new hire). */
export async function myTasks(): Promise<OnboardingTask[]> {
  const userId = requireContext().userId as string;
  const roleIds = await myRoleIds();
  const open = await Onboarding.findAll({ where: { status: 'IN_PROGRESS' }, attributes: ['id'] });
  if (!open.length) return [];
  return OnboardingTask.findAll({
    where: {
      onboardingId: { [Op.in]: open.map((o) => o.id) },
      status: 'TODO',
      [Op.or]: [{ ownerUserId: userId }, ...(roleIds.length ? [{ ownerType: 'ROLE', ownerRoleId: { [Op.in]: roleIds } }] : [])],
    },
    order: [['dueDate', 'ASC'], ['position', 'ASC']],
  });
}
