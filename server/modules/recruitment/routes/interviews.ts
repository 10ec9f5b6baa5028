import type { Request } from 'express';
import { z } from 'zod';
import { CalendarQuery, FeedbackBody, InterviewBody } from '../../../../shared/schemas/recruitment';
import { InterviewItems, InterviewView } from '../../../../shared/views/recruitment';
import { ApiRouter } from '../../../platform/http/api-router';
import { sendIcs } from '../../../platform/ics/calendar';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { presentInterview, presentInterviews } from '../interview-presenter';
import { findApplication } from '../services/applications';
import { calendar, closeInterview, findInterview, giveFeedback, interviewsOf, rescheduleInterview, resendInvitations, scheduleInterview } from '../services/interviews';
import { interviewCalendar } from '../services/invitations';

const READ = permission('recruitment.interview.read');
const UPDATE = permission('recruitment.interview.update');
const ApplicationParams = z.object({ applicationId: z.uuid() });

/** PUBLIC_URL when set, else the request's origin: where the RSVP links of the mails lead. */
export const baseUrlOf = (req: Request, publicUrl: string | undefined) => publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** Interviews: scheduling with .ics invitations, feedback, completion, the recruiters' calendar. */
export function interviewRoutes(publicUrl: string | undefined): ApiRouter {
  const close = (outcome: 'complete' | 'no-show' | 'cancel', summary: string, access: ReturnType<typeof permission>) => ({
    spec: { summary, description: 'Not SCHEDULED: 409 INVALID_STATE.', access, params: IdParams, response: InterviewView },
    handler: async ({ params, req }: { params: { id: string }; req: Request }) => presentInterview(await closeInterview(params.id, outcome, baseUrlOf(req, publicUrl))),
  });
  const complete = close('complete', 'Complete an interview that has taken place and has feedback (COMPLETED)', permission('recruitment.interview.complete'));
  const noShow = close('no-show', 'The candidate did not come (NO_SHOW), once the interview’s time has come', permission('recruitment.interview.complete'));
  const cancel = close('cancel', 'Cancel a scheduled interview: everyone gets a CANCEL .ics', UPDATE);
  return new ApiRouter('Recruitment — interviews')
    .post(
      '/recruitment/applications/{applicationId}/interviews',
      {
        summary: 'Schedule an interview (PHONE_SCREEN, TECHNICAL, HR, FINAL) for an application in SCREENING or INTERVIEW',
        description: 'Interviewers get an invitation mail with an .ics attachment; the candidate one with an RSVP link. A start in the past or an unknown interviewer: 400.',
        access: permission('recruitment.interview.create'),
        params: ApplicationParams,
        body: InterviewBody,
        status: 201,
        response: InterviewView,
      },
      async ({ params, body, req }) => presentInterview(await scheduleInterview(params.applicationId, body, baseUrlOf(req, publicUrl))),
    )
    .get('/recruitment/applications/{applicationId}/interviews', { summary: 'The interviews of an application', access: READ, params: ApplicationParams, response: InterviewItems }, async ({ params }) => ({
      items: await presentInterviews(await interviewsOf(params.applicationId)),
    }))
    .get('/recruitment/calendar', { summary: 'Interviews starting in [from, to), cancelled ones left out (500 at most)', access: READ, query: CalendarQuery, response: InterviewItems }, async ({ query }) => {
      const { interviews, applications } = await calendar(new Date(query.from), new Date(query.to));
      return { items: await presentInterviews(interviews, applications) };
    })
    .get('/recruitment/interviews/{id}', { summary: 'One interview', access: READ, params: IdParams, response: InterviewView }, async ({ params }) => presentInterview(await findInterview(params.id)))
    .put(
      '/recruitment/interviews/{id}',
      { summary: 'Reschedule a SCHEDULED interview: the invitations are sent again (new sequence) and the RSVP asked again', access: UPDATE, params: IdParams, body: InterviewBody, response: InterviewView },
      async ({ params, body, req }) => presentInterview(await rescheduleInterview(params.id, body, baseUrlOf(req, publicUrl))),
    )
    .get('/recruitment/interviews/{id}/ics', { summary: 'The interview as an iCalendar file', access: READ, params: IdParams, produces: 'text/calendar' }, async ({ params, res }) => {
      const i = await findInterview(params.id);
      sendIcs(res, 'entretien.ics', await interviewCalendar(i, await findApplication(i.applicationId), 'PUBLISH'));
      return undefined;
    })
    .post('/recruitment/interviews/{id}/send-invitations', { summary: 'Resend the invitations of a SCHEDULED interview', access: UPDATE, params: IdParams, response: InterviewView }, async ({ params, req }) =>
      presentInterview(await resendInvitations(params.id, baseUrlOf(req, publicUrl))),
    )
    .post(
      '/recruitment/interviews/{id}/feedback',
      { summary: 'My rating of the candidate (STRONG_YES … STRONG_NO) once the interview has started; a new one replaces mine', access: UPDATE, params: IdParams, body: FeedbackBody, response: InterviewView },
      async ({ params, body }) => presentInterview(await giveFeedback(params.id, body.rating, body.comment ?? null)),
    )
    .post('/recruitment/interviews/{id}/complete', complete.spec, complete.handler)
    .post('/recruitment/interviews/{id}/no-show', noShow.spec, noShow.handler)
    .post('/recruitment/interviews/{id}/cancel', cancel.spec, cancel.handler);
}
