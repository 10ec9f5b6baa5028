import { AUTHENTICATED, permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { ONBOARDING_PERMISSIONS } from '../policy';
import { presentOffboardings } from '../presenter';
import { CommentSchema, DelegateParams, EmployeeParams, InitiateOffboardingSchema, OffboardingView, OffboardingsQuery } from '../schema';
import { decideOffboarding, delegateOffboardingStep } from '../services/decisions';
import { cancelOffboarding, initiateOffboarding, latestOffboardingOf, listOffboardings } from '../services/offboardings';
import type { Offboarding } from '../models';

const one = async (offboarding: Offboarding) => (await presentOffboardings([offboarding], true))[0];

/** Departures: initiation (reason, exit date), approval through the EMPLOYEE_OFFBOARDING circuit. */
export function offboardingRoutes(): ApiRouter {
  const manage = permission(ONBOARDING_PERMISSIONS.offboarding);
  return new ApiRouter('Offboarding')
    .post(
      '/hr/employees/{employeeId}/offboarding',
      {
        summary: 'Initiate a departure (reason, exit date)',
        description:
          'Starts the EMPLOYEE_OFFBOARDING circuit when the organisation has one (PENDING_APPROVAL); otherwise the departure is approved at once. Once approved, the employee is TERMINATED on the exit date (at once when it has come, else by the daily job) and their contract in force ends.',
        access: manage,
        params: EmployeeParams,
        body: InitiateOffboardingSchema,
        status: 201,
        response: OffboardingView,
      },
      async ({ params, body }) => one(await initiateOffboarding(params.employeeId, body)),
    )
    .get('/hr/employees/{employeeId}/offboarding', { summary: "The employee's latest departure, with its approval progress", access: manage, params: EmployeeParams, response: OffboardingView }, async ({ params }) =>
      one(await latestOffboardingOf(params.employeeId)),
    )
    .post('/hr/employees/{employeeId}/offboarding/approve', { summary: 'Approve the departure (approvers of the current step)', access: AUTHENTICATED, params: EmployeeParams, body: CommentSchema, response: OffboardingView }, async ({ params, body }) =>
      one(await decideOffboarding(params.employeeId, 'APPROVE', body.comment)),
    )
    .post('/hr/employees/{employeeId}/offboarding/reject', { summary: 'Reject the departure (approvers of the current step)', access: AUTHENTICATED, params: EmployeeParams, body: CommentSchema, response: OffboardingView }, async ({ params, body }) =>
      one(await decideOffboarding(params.employeeId, 'REJECT', body.comment)),
    )
    .post(
      '/hr/employees/{employeeId}/offboarding/delegate/{delegateId}',
      { summary: 'Hand the current approval step to another user', description: 'delegateId is a user id. Allowed to the step’s approvers and to offboarding.manage.', access: AUTHENTICATED, params: DelegateParams, body: CommentSchema, response: OffboardingView },
      async ({ params, body }) => one(await delegateOffboardingStep(params.employeeId, params.delegateId, body.comment)),
    )
    .post('/hr/employees/{employeeId}/offboarding/cancel', { summary: 'Cancel a departure not yet carried out', access: manage, params: EmployeeParams, body: CommentSchema, response: OffboardingView }, async ({ params, body }) =>
      one(await cancelOffboarding(params.employeeId, body.comment)),
    )
    .get('/hr/offboardings', { summary: 'List departures', access: manage, query: OffboardingsQuery, response: listOf(OffboardingView) }, async ({ query }) => {
      const { rows, count } = await listOffboardings(query);
      return envelope(await presentOffboardings(rows, false), count, query);
    });
}
