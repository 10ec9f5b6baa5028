import { z } from 'zod';
import { hasPermission } from '../../../platform/permissions/guard';
import { AUTHENTICATED, permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { Problem } from '../../../platform/http/problem';
import { IdParams } from '../../../platform/http/validate';
import { requireContext } from '../../../platform/tenancy/context';
import { Onboarding } from '../models';
import { ONBOARDING_PERMISSIONS } from '../policy';
import { presentMyTasks, presentOnboarding, presentOnboardingSummaries } from '../presenter';
import { CommentSchema, CompleteTaskSchema, EmployeeParams, MyTaskView, OnboardingView, OnboardingsQuery, StartOnboardingSchema, TaskParams } from '../schema';
import { decideOnboarding } from '../services/decisions';
import { cancelOnboarding, findOnboarding, latestOnboardingOf, listOnboardings, startOnboarding, taskCounts } from '../services/onboardings';
import { canCompleteTask, completeTask, myTasks, reopenTask } from '../services/tasks';

/** An onboarding is visible to onboarding.manage, to the new hire and to the owners of its steps. */
async function assertCanSee(onboarding: Onboarding): Promise<void> {
  if (hasPermission(ONBOARDING_PERMISSIONS.onboarding)) return;
  if (requireContext().employeeId === onboarding.employeeId) return;
  for (const task of onboarding.tasks ?? []) if (await canCompleteTask(task)) return;
  throw new Problem('PERMISSION_DENIED', 'This onboarding does not involve you');
}

/** Onboardings: start from a template, follow the checklist, decide the approval. */
export function onboardingRoutes(): ApiRouter {
  const manage = permission(ONBOARDING_PERMISSIONS.onboarding);
  return new ApiRouter('Onboarding')
    .post(
      '/hr/employees/{employeeId}/onboarding',
      {
        summary: 'Start an onboarding from a template',
        description: 'startDate defaults to the hire date. With an EMPLOYEE_ONBOARDING circuit the onboarding waits for approval (PENDING_APPROVAL), else it is IN_PROGRESS.',
        access: manage,
        params: EmployeeParams,
        body: StartOnboardingSchema,
        status: 201,
        response: OnboardingView,
      },
      async ({ params, body }) => presentOnboarding(await startOnboarding(params.employeeId, body)),
    )
    .get('/hr/employees/{employeeId}/onboarding', { summary: "The employee's latest onboarding", access: AUTHENTICATED, params: EmployeeParams, response: OnboardingView }, async ({ params }) => {
      const onboarding = await latestOnboardingOf(params.employeeId);
      await assertCanSee(onboarding);
      return presentOnboarding(onboarding);
    })
    .post('/hr/employees/{employeeId}/onboarding/approve', { summary: 'Approve the onboarding (approvers of the current step)', access: AUTHENTICATED, params: EmployeeParams, body: CommentSchema, response: OnboardingView }, async ({ params, body }) =>
      presentOnboarding(await decideOnboarding(params.employeeId, 'APPROVE', body.comment)),
    )
    .post('/hr/employees/{employeeId}/onboarding/reject', { summary: 'Reject the onboarding (approvers of the current step)', access: AUTHENTICATED, params: EmployeeParams, body: CommentSchema, response: OnboardingView }, async ({ params, body }) =>
      presentOnboarding(await decideOnboarding(params.employeeId, 'REJECT', body.comment)),
    )
    .get('/hr/onboardings', { summary: 'List onboardings', access: manage, query: OnboardingsQuery, response: listOf(OnboardingView) }, async ({ query }) => {
      const { rows, count } = await listOnboardings(query);
      return envelope(await presentOnboardingSummaries(rows, await taskCounts(rows.map((r) => r.id))), count, query);
    })
    .get('/hr/onboardings/my-tasks', { summary: 'Onboarding steps waiting for me', access: AUTHENTICATED, response: z.array(MyTaskView) }, async () => {
      const tasks = await myTasks();
      const onboardings = tasks.length ? await Onboarding.findAll({ where: { id: [...new Set(tasks.map((t) => t.onboardingId))] }, attributes: ['id', 'employeeId'] }) : [];
      return presentMyTasks(tasks, new Map(onboardings.map((o) => [o.id, o.employeeId])));
    })
    .get('/hr/onboardings/{id}', { summary: 'One onboarding with its checklist', access: AUTHENTICATED, params: IdParams, response: OnboardingView }, async ({ params }) => {
      const onboarding = await findOnboarding(params.id);
      await assertCanSee(onboarding);
      return presentOnboarding(onboarding);
    })
    .post('/hr/onboardings/{id}/cancel', { summary: 'Cancel an onboarding', access: manage, params: IdParams, body: CommentSchema, response: OnboardingView }, async ({ params, body }) =>
      presentOnboarding(await cancelOnboarding(params.id, body.comment)),
    )
    .post(
      '/hr/onboardings/{id}/tasks/{taskId}/complete',
      { summary: 'Mark a step done (its owner or onboarding.manage)', description: 'The last step done completes the onboarding.', access: AUTHENTICATED, params: TaskParams, body: CompleteTaskSchema, response: OnboardingView },
      async ({ params, body }) => presentOnboarding(await completeTask(params.id, params.taskId, body.note)),
    )
    .post('/hr/onboardings/{id}/tasks/{taskId}/reopen', { summary: 'Reopen a step marked done by mistake', access: manage, params: TaskParams, response: OnboardingView }, async ({ params }) =>
      presentOnboarding(await reopenTask(params.id, params.taskId)),
    );
}
