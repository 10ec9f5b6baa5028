import { z } from 'zod';
import { CV_MAX_BYTES } from '../../../../shared/recruitment';
import { ApplicationListQuery, ApplyBody, MoveBody, NoteBody, RatingBody, RejectBody } from '../../../../shared/schemas/recruitment';
import { ApplicationDetailView, ApplicationList, ApplicationView, RecruitmentAnalyticsView } from '../../../../shared/views/recruitment';
import { ApiRouter } from '../../../platform/http/api-router';
import { sendFile } from '../../../platform/http/download';
import { envelope, listQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { appServices } from '../../../platform/modules';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { presentActivities, presentApplication, presentApplications } from '../presenter';
import { activitiesOf, addNote, apply, findApplication, move, rate, reinstate, reject, sendOffer } from '../services/applications';
import { storeCv } from '../services/cv';
import { findOffer } from '../services/offers';
import { analytics, listApplications } from '../services/queries';

const READ = permission('recruitment.application.read');
const UPDATE = permission('recruitment.application.update');
const NoteOnly = z.object({ note: z.string().trim().max(1000).nullable().optional() });

async function detail(id: string) {
  const a = await findApplication(id);
  return { ...(await presentApplication(a)), activities: await presentActivities(await activitiesOf(a.id)) };
}

/** The candidate pipeline: applications, their moves and their activity history. */
export function applicationRoutes(): ApiRouter {
  const action = <B extends z.ZodType>(summary: string, description: string, body: B, run: (id: string, body: z.infer<B>) => Promise<unknown>) => ({
    spec: { summary, description, access: UPDATE, params: IdParams, body, response: ApplicationDetailView },
    handler: async ({ params, body: b }: { params: { id: string }; body: z.infer<B> }) => {
      await run(params.id, b);
      return detail(params.id);
    },
  });
  const moveIt = action(
    'Move an application between stages',
    'One stage forward or any stage back among NEW, SCREENING and INTERVIEW; HIRED only from OFFER_SENT, which creates the candidate’s PRE_HIRE employee (an email already used by an employee: 409 DUPLICATE). OFFER_SENT comes through the offer action, REJECTED through reject. Anything else: 409 INVALID_STATE.',
    MoveBody,
    (id, b) => move(id, b.stage, b.note ?? null, b.hireDate),
  );
  const offer = action('Start the offer stage: INTERVIEW → OFFER_SENT (activity OFFER_SENT)', 'Another stage: 409 INVALID_STATE.', NoteOnly, (id, b) => sendOffer(id, b.note ?? null));
  const rejectIt = action('Reject an application from any stage but HIRED (activity REJECTED)', 'Already REJECTED or HIRED: 409 INVALID_STATE.', RejectBody, (id, b) => reject(id, b.reason ?? null));
  const reinstateIt = action('Reinstate a rejected application at the stage it left (activity REINSTATED)', 'Not REJECTED: 409 INVALID_STATE.', NoteOnly, (id, b) => reinstate(id, b.note ?? null));
  const note = action('Add a note (activity NOTE_ADDED)', '', NoteBody, (id, b) => addNote(id, b.note));
  const rating = action('Rate the candidate 1–5 (activity RATED)', '', RatingBody, (id, b) => rate(id, b.rating));

  return new ApiRouter('Recruitment — applications')
    .post(
      '/recruitment/offers/{offerId}/apply',
      {
        summary: 'Record an application to a PUBLISHED offer (NEW, activity RECEIVED)',
        description: 'JSON, or multipart with an optional `cv` file (PDF or DOCX by content, 5 MB). One application per email and offer (409 DUPLICATE); an offer not PUBLISHED: 409 INVALID_STATE.',
        access: permission('recruitment.candidate.create'),
        params: z.object({ offerId: z.uuid() }),
        body: ApplyBody,
        upload: { field: 'cv', maxBytes: CV_MAX_BYTES, required: false, json: true },
        status: 201,
        response: ApplicationView,
      },
      async ({ params, body, file }) => {
        const offer = await findOffer(params.offerId, true);
        return presentApplication(await apply(offer, body, file ? await storeCv(file) : null));
      },
    )
    .get(
      '/recruitment/applications',
      { summary: 'Applications, newest first, by offer, stage, source or words of the name or email', access: READ, query: listQuery(['receivedAt', 'lastName', 'rating', 'status'], ApplicationListQuery.shape), response: ApplicationList },
      async ({ query }) => {
        const { rows, count } = await listApplications(query);
        return envelope(await presentApplications(rows), count, query);
      },
    )
    .get('/recruitment/analytics', { summary: 'Applications by source and stage conversion', access: READ, query: z.object({ offerId: z.uuid().optional() }), response: RecruitmentAnalyticsView }, async ({ query }) => analytics(query.offerId))
    .get('/recruitment/applications/{id}', { summary: 'One application with its activity history', access: READ, params: IdParams, response: ApplicationDetailView }, async ({ params }) => detail(params.id))
    .get('/recruitment/applications/{id}/cv', { summary: 'The candidate’s CV', access: READ, params: IdParams, produces: 'application/octet-stream' }, async ({ params, res }) => {
      const a = await findApplication(params.id);
      if (!a.cvDocumentId) throw notFound('CV');
      const { document, content } = await appServices().documents.read(a.cvDocumentId);
      sendFile(res, document.filename, document.contentType, content);
      return undefined;
    })
    .post('/recruitment/applications/{id}/move', moveIt.spec, moveIt.handler)
    .post('/recruitment/applications/{id}/offer', offer.spec, offer.handler)
    .post('/recruitment/applications/{id}/reject', rejectIt.spec, rejectIt.handler)
    .post('/recruitment/applications/{id}/reinstate', reinstateIt.spec, reinstateIt.handler)
    .post('/recruitment/applications/{id}/notes', note.spec, note.handler)
    .post('/recruitment/applications/{id}/rating', rating.spec, rating.handler);
}
