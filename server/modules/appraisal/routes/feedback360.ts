import { z } from 'zod';
import { CampaignBody, FeedbackResponseBody, ReviewerBody, SubjectBody } from '../../../../shared/schemas/appraisal';
import { CampaignList, CampaignView, FeedbackReportView, MyFeedbackReportList, PendingRequestList, SuggestedReviewersView } from '../../../../shared/views/appraisal';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listQuery, pageArray } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { port } from '../../../platform/modules';
import type { Campaign } from '../models';
import { PERMISSIONS } from '../policy';
import { presentCampaign, presentCampaignCounts } from '../presenter';
import {
  addReviewer,
  addSubject,
  CampaignsQuery,
  closeCampaign,
  createCampaign,
  deleteCampaign,
  findCampaign,
  launchCampaign,
  listCampaigns,
  myPendingRequests,
  remindRequest,
  removeReviewer,
  removeSubject,
  respond,
  suggestedReviewers,
  updateCampaign,
} from '../services/campaigns';
import { myReports, ReportQuery, subjectReport } from '../services/report';

const MANAGE = permission(PERMISSIONS.feedbackManage);
const RESPOND = permission(PERMISSIONS.feedbackRespond);
const BASE = '/hr/appraisals/feedback360';
const SubjectParams = z.object({ id: z.uuid(), subjectId: z.uuid() });
const RequestParams = z.object({ requestId: z.uuid() });
const ReviewerParams = z.object({ id: z.uuid(), requestId: z.uuid() });
const empty = z.object({}).optional();
const answer = async (c: Campaign | string) => presentCampaign(typeof c === 'string' ? await findCampaign(c) : c);

/** 360° feedback: campaigns, subjects and reviewers, launch and reminders, anonymous responses and reports. */
export function feedbackRoutes(): ApiRouter {
  return new ApiRouter('360° feedback')
    .get(`${BASE}/requests/my-pending`, { summary: 'The caller’s pending 360° requests', access: RESPOND, query: listQuery([]), response: PendingRequestList }, async ({ query }) => {
      const pending = await myPendingRequests();
      const names = await port('people').employeeSummaries(pending.map((p) => p.subjectEmployeeId));
      const items = pending.map(({ request, campaign, subjectEmployeeId }) => ({
        requestId: request.id,
        campaign: { id: campaign.id, name: campaign.name, dueDate: campaign.dueDate ?? null },
        subject: { id: subjectEmployeeId, name: names.get(subjectEmployeeId)?.name ?? '' },
        relationship: request.relationship,
        questions: campaign.questions,
      }));
      return pageArray(items, query);
    })
    .get(
      `${BASE}/my-reports`,
      { summary: 'The caller’s own 360° reports', description: 'The CLOSED campaigns in which the caller is a subject, most recently closed first; each report is read at …/campaigns/{id}/subjects/{subjectId}/report.', access: RESPOND, query: listQuery([]), response: MyFeedbackReportList },
      async ({ query }) => pageArray((await myReports()).map(({ subject, campaign }) => ({ subjectId: subject.id, campaign: { id: campaign.id, name: campaign.name, closedAt: campaign.closedAt ? new Date(campaign.closedAt).toISOString() : null } })), query),
    )
    .post(
      `${BASE}/requests/{requestId}/responses`,
      { summary: 'Answer a 360° request, once (every RATING question 1–5)', description: 'Only the reviewer; a campaign not LAUNCHED refuses (422); a second answer 409 INVALID_STATE.', access: RESPOND, params: RequestParams, body: FeedbackResponseBody, status: 201, response: z.object({ requestId: z.string(), status: z.literal('SUBMITTED') }) },
      async ({ params, body }) => {
        await respond(params.requestId, body);
        return { requestId: params.requestId, status: 'SUBMITTED' as const };
      },
    )
    .post(`${BASE}/requests/{requestId}/remind`, { summary: 'Remind a reviewer who has not answered (mailed)', access: MANAGE, params: RequestParams, body: empty, response: CampaignView }, async ({ params }) => answer(await remindRequest(params.requestId)))
    .get(`${BASE}/campaigns`, { summary: '360° campaigns', access: MANAGE, query: CampaignsQuery, response: CampaignList }, async ({ query }) => {
      const { rows, count } = await listCampaigns(query);
      return envelope(await presentCampaignCounts(rows), count, query);
    })
    .post(`${BASE}/campaigns`, { summary: 'Create a campaign (DRAFT) with its questionnaire', access: MANAGE, body: CampaignBody, status: 201, response: CampaignView }, async ({ body }) => answer(await createCampaign(body)))
    .get(`${BASE}/campaigns/{id}`, { summary: 'One campaign with its subjects and reviewers', access: MANAGE, params: IdParams, response: CampaignView }, async ({ params }) => answer(params.id))
    .put(`${BASE}/campaigns/{id}`, { summary: 'Change a DRAFT campaign', access: MANAGE, params: IdParams, body: CampaignBody, response: CampaignView }, async ({ params, body }) => answer(await updateCampaign(params.id, body)))
    .delete(`${BASE}/campaigns/{id}`, { summary: 'Delete a DRAFT campaign', access: MANAGE, params: IdParams, status: 204 }, async ({ params }) => {
      await deleteCampaign(params.id);
    })
    .get(`${BASE}/campaigns/{id}/suggested-reviewers`, { summary: 'Reviewers suggested from the organisation chart: manager, peers, direct reports', access: MANAGE, params: IdParams, response: SuggestedReviewersView }, async ({ params }) => ({
      items: await suggestedReviewers(params.id),
    }))
    .post(`${BASE}/campaigns/{id}/subjects`, { summary: 'Add a subject (DRAFT only)', access: MANAGE, params: IdParams, body: SubjectBody, status: 201, response: CampaignView }, async ({ params, body }) => {
      await addSubject(params.id, body.employeeId);
      return answer(params.id);
    })
    .delete(`${BASE}/campaigns/{id}/subjects/{subjectId}`, { summary: 'Remove a subject (DRAFT only)', access: MANAGE, params: SubjectParams, status: 204 }, async ({ params }) => {
      await removeSubject(params.id, params.subjectId);
    })
    .post(`${BASE}/campaigns/{id}/subjects/{subjectId}/reviewers`, { summary: 'Add a reviewer to a subject (DRAFT only)', access: MANAGE, params: SubjectParams, body: ReviewerBody, status: 201, response: CampaignView }, async ({ params, body }) => {
      await addReviewer(params.id, params.subjectId, body.employeeId, body.relationship);
      return answer(params.id);
    })
    .delete(`${BASE}/campaigns/{id}/reviewers/{requestId}`, { summary: 'Remove a reviewer (DRAFT only)', access: MANAGE, params: ReviewerParams, status: 204 }, async ({ params }) => {
      await removeReviewer(params.id, params.requestId);
    })
    .post(`${BASE}/campaigns/{id}/launch`, { summary: 'Launch (DRAFT → LAUNCHED): every reviewer is mailed', access: MANAGE, params: IdParams, body: empty, response: CampaignView }, async ({ params }) => answer(await launchCampaign(params.id)))
    .post(`${BASE}/campaigns/{id}/close`, { summary: 'Close (LAUNCHED → CLOSED): no more answers', access: MANAGE, params: IdParams, body: empty, response: CampaignView }, async ({ params }) => answer(await closeCampaign(params.id)))
    .get(
      `${BASE}/campaigns/{id}/subjects/{subjectId}/report`,
      {
        summary: 'Consolidated anonymous report on a subject',
        description: 'Never names a reviewer. A reviewer group under 3 respondents is hidden and left out of every figure, also when a filter (relationship, reviewer department) would narrow a group, or leave out a remainder, below 3. The subject reads their own report once the campaign is CLOSED (evaluation.feedback360.respond).',
        access: permission(PERMISSIONS.feedbackManage, PERMISSIONS.feedbackRespond),
        params: SubjectParams,
        query: ReportQuery,
        response: FeedbackReportView,
      },
      async ({ params, query }) => subjectReport(params.id, params.subjectId, query),
    );
}
