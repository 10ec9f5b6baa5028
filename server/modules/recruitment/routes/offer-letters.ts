import type { Request } from 'express';
import { z } from 'zod';
import { formatCents } from '../../../../shared/money';
import { DecisionBody, OfferLetterBody, OfferLetterResponseBody, SettingsBody } from '../../../../shared/schemas/recruitment';
import { OfferLetterItems, OfferLetterView, PublicOfferLetterView, RecruitmentSettingsView, type OfferLetterViewT } from '../../../../shared/views/recruitment';
import { ApiRouter } from '../../../platform/http/api-router';
import { sendFile } from '../../../platform/http/download';
import { AUTHENTICATED, permission, PUBLIC } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { port } from '../../../platform/modules';
import { asTenant, requireContext } from '../../../platform/tenancy/context';
import { Application, type OfferLetter } from '../models';
import { findApplication } from '../services/applications';
import { findByToken, respond } from '../services/letter-response';
import { createLetter, decideLetter, expiryDays, findLetter, letterPdf, lettersOf, sendLetter, setExpiryDays } from '../services/offer-letters';
import { PUBLIC_LIMITS } from '../services/rate-limit';
import { baseUrlOf } from './interviews';
import { TokenParams } from './public';

const READ = permission('recruitment.offer_letter.read');
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

async function present(rows: OfferLetter[]): Promise<OfferLetterViewT[]> {
  const apps = new Map((await Application.findAll({ where: { id: [...new Set(rows.map((l) => l.applicationId))] } })).map((a) => [a.id, a]));
  return rows.map((l) => {
    const a = apps.get(l.applicationId);
    return {
      id: l.id,
      application: { id: l.applicationId, name: a ? `${a.firstName} ${a.lastName}` : '' },
      body: l.body,
      salary: formatCents(l.salaryCents),
      currency: l.currency,
      startDate: l.startDate,
      benefits: l.benefits ?? null,
      status: l.status,
      onCircuit: Boolean(l.workflowInstanceId),
      sentAt: iso(l.sentAt),
      expiresAt: iso(l.expiresAt),
      respondedAt: iso(l.respondedAt),
      locked: Boolean(l.lockedAt),
      decisionComment: l.decisionComment ?? null,
      createdAt: iso(l.createdAt) as string,
    };
  });
}
const one = async (l: OfferLetter) => (await present([l]))[0];

async function publicView(l: OfferLetter, company: string) {
  const a = await asTenant(l.tenantId, () => Application.findByPk(l.applicationId));
  return { company, candidateName: a ? `${a.firstName} ${a.lastName}` : '', body: l.body, salary: formatCents(l.salaryCents), currency: l.currency, startDate: l.startDate, benefits: l.benefits ?? null, status: l.status, expiresAt: iso(l.expiresAt), locked: Boolean(l.lockedAt) };
}

/** Offer letters: written, approved on the OFFER_LETTER circuit when the tenant has one, sent, answered by the candidate. */
export function offerLetterRoutes(publicUrl: string | undefined): ApiRouter {
  const decision = (action: 'approve' | 'reject') => ({
    spec: { summary: `${action === 'approve' ? 'Approve' : 'Reject'} a PENDING_APPROVAL offer letter on the OFFER_LETTER circuit`, description: 'The circuit’s step approvers decide; the writer: 403 SELF_APPROVAL; not pending: 409 INVALID_STATE.', access: AUTHENTICATED, params: IdParams, body: DecisionBody, response: OfferLetterView },
    handler: async ({ params, body }: { params: { id: string }; body: { comment?: string | null } }) => one(await decideLetter(params.id, action, body.comment ?? null)),
  });
  const approve = decision('approve');
  const reject = decision('reject');
  return new ApiRouter('Recruitment — offer letters')
    .post(
      '/recruitment/applications/{applicationId}/offer-letters',
      { summary: 'Write an offer letter (DRAFT; PENDING_APPROVAL when the tenant has an OFFER_LETTER circuit) for an application in INTERVIEW or OFFER_SENT', access: permission('recruitment.offer_letter.create'), params: z.object({ applicationId: z.uuid() }), body: OfferLetterBody, status: 201, response: OfferLetterView },
      async ({ params, body }) => one(await createLetter(params.applicationId, body)),
    )
    .get('/recruitment/applications/{applicationId}/offer-letters', { summary: 'The offer letters of an application', access: READ, params: z.object({ applicationId: z.uuid() }), response: OfferLetterItems }, async ({ params }) => ({ items: await present(await lettersOf(params.applicationId)) }))
    .get('/recruitment/offer-letters/{id}', { summary: 'One offer letter', access: READ, params: IdParams, response: OfferLetterView }, async ({ params }) => one(await findLetter(params.id)))
    .get('/recruitment/offer-letters/{id}/pdf', { summary: 'The offer letter as a PDF', access: READ, params: IdParams, produces: 'application/pdf' }, async ({ params, res }) => {
      const l = await findLetter(params.id);
      const tenant = await port('tenants').findTenantById(requireContext().tenantId as string);
      sendFile(res, 'lettre-offre.pdf', 'application/pdf', await letterPdf(l, await findApplication(l.applicationId), tenant?.companyName ?? ''));
      return undefined;
    })
    .post('/recruitment/offer-letters/{id}/approve', approve.spec, approve.handler)
    .post('/recruitment/offer-letters/{id}/reject', reject.spec, reject.handler)
    .post(
      '/recruitment/offer-letters/{id}/send',
      { summary: 'Send a DRAFT (no circuit) or APPROVED letter: SENT, the candidate gets the link and, in another mail, the code', description: 'The letter expires after the tenant’s delay (GET /recruitment/settings). Another state: 409 INVALID_STATE.', access: permission('recruitment.offer_letter.send'), params: IdParams, response: OfferLetterView },
      async ({ params, req }) => one(await sendLetter(params.id, baseUrlOf(req as Request, publicUrl))),
    )
    .get('/recruitment/settings', { summary: 'Recruitment settings: the days after which an unanswered offer letter expires (7 by default)', access: READ, response: RecruitmentSettingsView }, async () => ({ offerLetterExpiryDays: await expiryDays() }))
    .put('/recruitment/settings', { summary: 'Change the recruitment settings', access: permission('recruitment.offer_letter.send'), body: SettingsBody, response: RecruitmentSettingsView }, async ({ body }) => ({ offerLetterExpiryDays: await setExpiryDays(body.offerLetterExpiryDays) }))
    .get('/public/recruitment/offer-letters/{token}', { summary: 'The offer letter behind a secure link (no account; unknown token: 404)', access: PUBLIC, rateLimit: PUBLIC_LIMITS.page, params: TokenParams, response: PublicOfferLetterView }, async ({ params }) => {
      const { record, company } = await findByToken(params.token);
      return publicView(record, company);
    })
    .post(
      '/public/recruitment/offer-letters/{token}/respond',
      {
        summary: 'Accept or decline the offer letter with the code mailed to the candidate (no account)',
        description: 'Wrong code: 400 on `code` with remainingAttempts; the third wrong code locks the link (403 PERMISSION_DENIED, locked). Already answered (a reused link) or expired: 409 INVALID_STATE. Unknown token: 404.',
        access: PUBLIC,
        rateLimit: PUBLIC_LIMITS.respond,
        params: TokenParams,
        body: OfferLetterResponseBody,
        response: PublicOfferLetterView,
        transaction: false,
      },
      async ({ params, body }) => {
        const letter = await respond(params.token, body.code, body.answer);
        const { company } = await findByToken(params.token);
        return publicView(letter, company);
      },
    );
}
