import { AnswersBody } from '../../../../shared/schemas/appraisal';
import { AppraisalList, AppraisalView } from '../../../../shared/views/appraisal';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { z } from 'zod';
import { PERMISSIONS, callerScope } from '../policy';
import { presentAppraisal, presentAppraisals } from '../presenter';
import { AppraisalsQuery, findAppraisal, listAppraisals, saveReview, saveSelf, signAppraisal } from '../services/appraisals';
import type { Appraisal } from '../models';

const OWN = permission(PERMISSIONS.own);
const MANAGE = permission(PERMISSIONS.manage);

const answer = async (appraisal: Appraisal) => presentAppraisal(appraisal, await callerScope());

/** Appraisals: the employee's self-assessment, the manager's review, both signatures. Mounted after the literal /hr/appraisals/* paths. */
export function appraisalRoutes(): ApiRouter {
  return new ApiRouter('Appraisals')
    .get(
      '/hr/appraisals',
      { summary: 'The caller’s appraisals and those they review', description: 'scope=mine, team or all (default). A manager reviews their direct and indirect reports; HR and administrators (employee.manage) the whole company.', access: OWN, query: AppraisalsQuery, response: AppraisalList },
      async ({ query }) => {
        const scope = await callerScope();
        const { rows, count } = await listAppraisals(query, scope);
        return envelope(await presentAppraisals(rows, scope), count, query);
      },
    )
    .get('/hr/appraisals/{id}', { summary: 'One appraisal (its employee or a reviewer)', access: OWN, params: IdParams, response: AppraisalView }, async ({ params }) => {
      const scope = await callerScope();
      return presentAppraisal((await findAppraisal(params.id, scope)).appraisal, scope);
    })
    .put(
      '/hr/appraisals/{id}/self',
      { summary: 'Save the self-assessment; submit: true hands it to the manager (mailed)', description: 'DRAFT/SELF_ASSESSMENT → MANAGER_REVIEW on submit; every RATING question needs a rating. A cycle not OPEN refuses answers (422).', access: OWN, params: IdParams, body: AnswersBody, response: AppraisalView },
      async ({ params, body }) => answer(await saveSelf(params.id, body)),
    )
    .put(
      '/hr/appraisals/{id}/review',
      { summary: 'Save the manager review; submit: true hands it to the signatures', description: 'MANAGER_REVIEW → AWAITING_SIGNATURE on submit. Never one’s own appraisal (403 SELF_APPROVAL).', access: MANAGE, params: IdParams, body: AnswersBody, response: AppraisalView },
      async ({ params, body }) => answer(await saveReview(params.id, body)),
    )
    .post(
      '/hr/appraisals/{id}/sign',
      { summary: 'Sign as the employee or as the reviewing manager; the second signature makes it SIGNED', access: OWN, params: IdParams, body: z.object({}).optional(), response: AppraisalView },
      async ({ params }) => answer(await signAppraisal(params.id)),
    );
}
