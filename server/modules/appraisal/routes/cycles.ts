import { z } from 'zod';
import { CycleBody, FormBody } from '../../../../shared/schemas/appraisal';
import { CycleList, CycleView, FormList, FormView } from '../../../../shared/views/appraisal';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { PERMISSIONS } from '../policy';
import { presentCycles, presentForms } from '../presenter';
import { closeCycle, createCycle, CyclesQuery, deleteCycle, findCycle, listCycles, openCycle, updateCycle } from '../services/cycles';
import { createForm, deleteForm, findForm, FormsQuery, listForms, updateForm } from '../services/forms';

const MANAGE = permission(PERMISSIONS.manage);
const one = async <T>(list: Promise<T[]>) => (await list)[0];

/** Evaluation form templates and appraisal cycles (evaluation.manage). */
export function cycleRoutes(): ApiRouter {
  return new ApiRouter('Appraisal cycles and forms')
    .get('/hr/appraisals/forms', { summary: 'Evaluation form templates', access: MANAGE, query: FormsQuery, response: FormList }, async ({ query }) => {
      const { rows, count } = await listForms(query);
      return envelope(await presentForms(rows), count, query);
    })
    .post('/hr/appraisals/forms', { summary: 'Create a form template (sections of RATING, TEXT and OBJECTIVE_REVIEW questions)', access: MANAGE, body: FormBody, status: 201, response: FormView }, async ({ body }) =>
      one(presentForms([await createForm(body)])),
    )
    .get('/hr/appraisals/forms/{id}', { summary: 'One form template', access: MANAGE, params: IdParams, response: FormView }, async ({ params }) => one(presentForms([await findForm(params.id)])))
    .put('/hr/appraisals/forms/{id}', { summary: 'Change a form template (opened cycles keep their copy)', access: MANAGE, params: IdParams, body: FormBody, response: FormView }, async ({ params, body }) =>
      one(presentForms([await updateForm(params.id, body)])),
    )
    .delete('/hr/appraisals/forms/{id}', { summary: 'Delete a form no cycle uses (else 422)', access: MANAGE, params: IdParams, status: 204 }, async ({ params }) => {
      await deleteForm(params.id);
    })
    .get('/hr/appraisals/cycles', { summary: 'Appraisal cycles with their completion progress', access: MANAGE, query: CyclesQuery, response: CycleList }, async ({ query }) => {
      const { rows, count } = await listCycles(query);
      return envelope(await presentCycles(rows), count, query);
    })
    .post('/hr/appraisals/cycles', { summary: 'Create a cycle (DRAFT)', access: MANAGE, body: CycleBody, status: 201, response: CycleView }, async ({ body }) => one(presentCycles([await createCycle(body)])))
    .get('/hr/appraisals/cycles/{id}', { summary: 'One cycle with its progress', access: MANAGE, params: IdParams, response: CycleView }, async ({ params }) => one(presentCycles([await findCycle(params.id)])))
    .put('/hr/appraisals/cycles/{id}', { summary: 'Change a cycle still in DRAFT', access: MANAGE, params: IdParams, body: CycleBody, response: CycleView }, async ({ params, body }) =>
      one(presentCycles([await updateCycle(params.id, body)])),
    )
    .delete('/hr/appraisals/cycles/{id}', { summary: 'Delete a cycle still in DRAFT', access: MANAGE, params: IdParams, status: 204 }, async ({ params }) => {
      await deleteCycle(params.id);
    })
    .post(
      '/hr/appraisals/cycles/{id}/open',
      {
        summary: 'Open a cycle (DRAFT → OPEN): one appraisal per eligible employee',
        description: 'Eligible: ACTIVE or ON_LEAVE, hired by the closing date; the reviewer is the employee’s manager of the day. Two concurrent openings: one wins, the other answers 409 INVALID_STATE.',
        access: MANAGE,
        params: IdParams,
        body: z.object({}).optional(),
        response: CycleView,
      },
      async ({ params }) => one(presentCycles([await openCycle(params.id)])),
    )
    .post('/hr/appraisals/cycles/{id}/close', { summary: 'Close a cycle (OPEN → CLOSED): no more answers', access: MANAGE, params: IdParams, body: z.object({}).optional(), response: CycleView }, async ({ params }) =>
      one(presentCycles([await closeCycle(params.id)])),
    );
}
