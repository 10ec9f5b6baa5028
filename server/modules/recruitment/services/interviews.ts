import { randomBytes } from 'node:crypto';
import { Op, Transaction } from 'sequelize';
import type { FeedbackRating, InterviewType } from '../../../../shared/recruitment';
import { invalidState, notFound, Problem, validationFailed } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Application, Interview, type InterviewFeedback } from '../models';
import { findApplication } from './applications';
import { sendInvitations } from './invitations';

export interface InterviewInput {
  type: InterviewType;
  startsAt: string;
  durationMinutes: number;
  location?: string | null;
  interviewerIds: string[];
}

export async function findInterview(id: string, lock = false): Promise<Interview> {
  const i = await Interview.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!i) throw notFound('Interview', id);
  return i;
}

async function checkInput(input: InterviewInput): Promise<void> {
  if (new Date(input.startsAt).getTime() <= now().getTime()) throw validationFailed([{ path: 'startsAt', message: 'The interview must start in the future' }]);
  const users = await port('people').users(input.interviewerIds);
  const unknown = input.interviewerIds.findIndex((id) => !users.get(id)?.active);
  if (unknown >= 0) throw validationFailed([{ path: `interviewerIds.${unknown}`, message: 'Not an active user of the organisation' }]);
}

/** Schedules an interview of an application in SCREENING or INTERVIEW, and invites everyone (.ics). */
export async function scheduleInterview(applicationId: string, input: InterviewInput, baseUrl: string): Promise<Interview> {
  const a = await findApplication(applicationId, true);
  if (!['SCREENING', 'INTERVIEW'].includes(a.status)) throw invalidState(a.status, 'schedule an interview');
  await checkInput(input);
  const interview = await Interview.create({
    applicationId,
    type: input.type,
    startsAt: new Date(input.startsAt),
    durationMinutes: input.durationMinutes,
    location: input.location ?? null,
    interviewerIds: [...new Set(input.interviewerIds)],
    rsvpToken: randomBytes(24).toString('base64url'),
    feedback: [],
    createdBy: requireContext().userId ?? null,
  });
  await sendInvitations(interview, a, baseUrl, 'REQUEST');
  return interview;
}

/** Moves a SCHEDULED interview: a new sequence, the RSVP asked again, invitations resent. */
export async function rescheduleInterview(id: string, input: InterviewInput, baseUrl: string): Promise<Interview> {
  const i = await findInterview(id, true);
  if (i.status !== 'SCHEDULED') throw invalidState(i.status, 'reschedule');
  await checkInput(input);
  await i.update({
    type: input.type,
    startsAt: new Date(input.startsAt),
    durationMinutes: input.durationMinutes,
    location: input.location ?? null,
    interviewerIds: [...new Set(input.interviewerIds)],
    sequence: i.sequence + 1,
    rsvpStatus: 'NEEDS_ACTION',
    rsvpAt: null,
  });
  await sendInvitations(i, await findApplication(i.applicationId), baseUrl, 'REQUEST');
  return i;
}

export async function resendInvitations(id: string, baseUrl: string): Promise<Interview> {
  const i = await findInterview(id, true);
  if (i.status !== 'SCHEDULED') throw invalidState(i.status, 'send invitations');
  await sendInvitations(i, await findApplication(i.applicationId), baseUrl, 'REQUEST');
  return i;
}

/** An interviewer's (or a holder of interview.update's) rating; a second one from the same person replaces the first. */
export async function giveFeedback(id: string, rating: FeedbackRating, comment: string | null): Promise<Interview> {
  const i = await findInterview(id, true);
  if (i.status !== 'SCHEDULED' && i.status !== 'COMPLETED') throw invalidState(i.status, 'give feedback');
  if (i.startsAt.getTime() > now().getTime()) throw new Problem('BUSINESS_RULE', 'Feedback is given once the interview has started');
  const userId = requireContext().userId as string;
  const feedback = [...i.feedback.filter((f: InterviewFeedback) => f.userId !== userId), { userId, rating, comment, at: now().toISOString() }];
  return i.update({ feedback });
}

/** COMPLETED after feedback; NO_SHOW once its time came; CANCELLED (invitations withdrawn). */
export async function closeInterview(id: string, outcome: 'complete' | 'no-show' | 'cancel', baseUrl: string): Promise<Interview> {
  const i = await findInterview(id, true);
  if (i.status !== 'SCHEDULED') throw invalidState(i.status, outcome);
  if (outcome === 'complete' && !i.feedback.length) throw new Problem('BUSINESS_RULE', 'An interview is completed after feedback');
  if (outcome !== 'cancel' && i.startsAt.getTime() > now().getTime()) throw new Problem('BUSINESS_RULE', 'The interview has not started yet');
  if (outcome === 'cancel') {
    await i.update({ status: 'CANCELLED', sequence: i.sequence + 1 });
    await sendInvitations(i, await findApplication(i.applicationId), baseUrl, 'CANCEL');
    return i;
  }
  return i.update({ status: outcome === 'complete' ? 'COMPLETED' : 'NO_SHOW' });
}

export async function interviewsOf(applicationId: string): Promise<Interview[]> {
  await findApplication(applicationId);
  return Interview.findAll({ where: { applicationId }, order: [['startsAt', 'ASC'], ['id', 'ASC']] });
}

/** Interviews starting in [from, to), cancelled ones left out, with their applications. */
export async function calendar(from: Date, to: Date): Promise<{ interviews: Interview[]; applications: Map<string, Application> }> {
  const interviews = await Interview.findAll({ where: { startsAt: { [Op.gte]: from, [Op.lt]: to }, status: { [Op.ne]: 'CANCELLED' } }, order: [['startsAt', 'ASC'], ['id', 'ASC']], limit: 500 });
  const apps = interviews.length ? await Application.findAll({ where: { id: { [Op.in]: [...new Set(interviews.map((i) => i.applicationId as string))] } } }) : [];
  return { interviews, applications: new Map(apps.map((a) => [a.id, a])) };
}
