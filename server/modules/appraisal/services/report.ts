import { Op } from 'sequelize';
import { z } from 'zod';
import { MIN_GROUP_SIZE, REVIEWER_RELATIONSHIPS, averageRating as average, groupVisible, type ReviewerRelationship } from '../../../../shared/appraisal';
import type { FeedbackReportView } from '../../../../shared/views/appraisal';
import { enumListQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { requireContext } from '../../../platform/tenancy/context';
import { Campaign, FeedbackRequest, FeedbackResponse, Subject } from '../models';
import type { FeedbackAnswer } from '../models/feedback360';
import { PERMISSIONS } from '../policy';
import { findCampaign } from './campaigns';

export const ReportQuery = z.object({
  relationship: enumListQuery(REVIEWER_RELATIONSHIPS, 'Only these reviewer groups (comma-separated)'),
  reviewerDepartmentId: z.uuid().optional().meta({ description: 'Only reviewers of this department' }),
});

/**
 * The consolidated report on a subject. It never carries a reviewer's identity: responses are
 * read by group only. A group (relationship) with fewer than MIN_GROUP_SIZE respondents is
 * hidden and left out of every figure; so is a group that a filter splits into a part or a
 * remainder below that size (comparing two reports would otherwise single people out).
 * Comments are sorted alphabetically, never in answering order.
 */
export async function subjectReport(campaignId: string, subjectId: string, filters: z.infer<typeof ReportQuery>): Promise<z.infer<typeof FeedbackReportView>> {
  const campaign = await findCampaign(campaignId);
  const subject = await Subject.findOne({ where: { id: subjectId, campaignId } });
  if (!subject) throw notFound('360 subject', subjectId);
  const ctx = requireContext();
  if (!ctx.permissions.has(PERMISSIONS.feedbackManage)) {
    const me = await port('people').callerEmployee();
    if (me?.id !== subject.employeeId || campaign.status !== 'CLOSED') throw notFound('360 subject', subjectId);
  }
  const responses = await FeedbackResponse.findAll({ where: { subjectId }, attributes: ['requestId', 'relationship', 'answers'] });
  let departmentOf = new Map<string, string | null>();
  if (filters.reviewerDepartmentId) {
    const requests = await FeedbackRequest.findAll({ where: { id: { [Op.in]: responses.map((r) => r.requestId) } }, attributes: ['id', 'reviewerEmployeeId'] });
    const employees = await port('people').employeeSummaries(requests.map((r) => r.reviewerEmployeeId));
    departmentOf = new Map(requests.map((r) => [r.id, employees.get(r.reviewerEmployeeId)?.departmentId ?? null]));
  }
  const wanted = filters.relationship?.length ? filters.relationship : [...REVIEWER_RELATIONSHIPS];
  const shown: FeedbackAnswer[][] = [];
  const groups = wanted.map((relationship: ReviewerRelationship) => {
    const all = responses.filter((r) => r.relationship === relationship);
    const kept = filters.reviewerDepartmentId ? all.filter((r) => departmentOf.get(r.requestId) === filters.reviewerDepartmentId) : all;
    const visible = groupVisible(kept.length, all.length - kept.length);
    if (visible) shown.push(...kept.map((r) => r.answers));
    return { relationship, hidden: !visible, respondents: visible ? kept.length : null };
  });
  const answersTo = (questionId: string) => shown.flatMap((answers) => answers.filter((a) => a.questionId === questionId));
  const questions = campaign.questions.map((q) => {
    const answers = answersTo(q.id);
    const ratings = answers.map((a) => a.rating).filter((r): r is number => typeof r === 'number');
    return {
      questionId: q.id,
      category: q.category,
      label: q.label,
      type: q.type,
      average: q.type === 'RATING' ? average(ratings) : null,
      distribution: [1, 2, 3, 4, 5].map((v) => ratings.filter((r) => r === v).length),
      comments: answers.map((a) => a.text).filter((t): t is string => Boolean(t)).sort((a, b) => a.localeCompare(b)),
    };
  });
  const categories = [...new Set(campaign.questions.map((q) => q.category))].map((category) => ({
    category,
    average: average(campaign.questions.filter((q) => q.category === category && q.type === 'RATING').flatMap((q) => answersTo(q.id).map((a) => a.rating).filter((r): r is number => typeof r === 'number'))),
  }));
  const employee = await port('people').employeeSummary(subject.employeeId);
  return {
    campaign: { id: campaign.id, name: campaign.name, status: campaign.status },
    subject: { id: subject.employeeId, name: employee?.name ?? '' },
    minimumGroupSize: MIN_GROUP_SIZE,
    respondents: shown.length,
    groups,
    categories,
    questions,
  };
}

/** The closed campaigns in which the caller is a subject, most recently closed first: the reports they may read. */
export async function myReports(): Promise<Array<{ subject: Subject; campaign: Campaign }>> {
  const me = await port('people').callerEmployee();
  if (!me) return [];
  const subjects = await Subject.findAll({ where: { employeeId: me.id } });
  const campaigns = await Campaign.findAll({ where: { id: { [Op.in]: subjects.map((s) => s.campaignId) }, status: 'CLOSED' }, order: [['closedAt', 'DESC'], ['id', 'ASC']] });
  return campaigns.map((campaign) => ({ campaign, subject: subjects.find((s) => s.campaignId === campaign.id) as Subject }));
}
