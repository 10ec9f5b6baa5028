import { FromTemplateBody, JobOfferBody, OfferListQuery } from '../../../../shared/schemas/recruitment';
import { JobOfferList, JobOfferView } from '../../../../shared/views/recruitment';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listQuery } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { presentOffer, presentOffers } from '../presenter';
import { createOffer, deleteOffer, findOffer, listOffers, moveOffer, offerFromTemplate, updateOffer } from '../services/offers';

/** Job offers and reusable templates; publishing opens the public application page. */
export function offerRoutes(): ApiRouter {
  const move = (action: 'publish' | 'close' | 'archive', summary: string, access: ReturnType<typeof permission>) => ({
    spec: { summary, description: 'Another state answers 409 INVALID_STATE; a template 422 BUSINESS_RULE.', access, params: IdParams, response: JobOfferView },
    handler: async ({ params }: { params: { id: string } }) => presentOffer(await moveOffer(params.id, action)),
  });
  const publish = move('publish', 'Publish a DRAFT offer: DRAFT → PUBLISHED with its public application link (a linked APPROVED requisition becomes PUBLISHED)', permission('recruitment.offer.publish'));
  const close = move('close', 'Close a PUBLISHED offer: the public page stops taking applications', permission('recruitment.offer.close'));
  const archive = move('archive', 'Archive a CLOSED (or never published) offer', permission('recruitment.offer.close'));
  return new ApiRouter('Recruitment — job offers')
    .get(
      '/recruitment/offers',
      { summary: 'Job offers and templates, newest first', access: permission('recruitment.offer.read'), query: listQuery(['createdAt', 'title', 'status'], OfferListQuery.shape), response: JobOfferList },
      async ({ query }) => {
        const { rows, count } = await listOffers(query);
        return envelope(await presentOffers(rows), count, query);
      },
    )
    .post(
      '/recruitment/offers',
      { summary: 'Draft a job offer or a reusable template (isTemplate)', description: 'Skills, languages with CEFR levels (or NATIVE); a requisition named must be APPROVED or PUBLISHED (422 BUSINESS_RULE).', access: permission('recruitment.offer.create'), body: JobOfferBody, status: 201, response: JobOfferView },
      async ({ body }) => presentOffer(await createOffer(body)),
    )
    .post(
      '/recruitment/offers/{id}/from-template',
      { summary: 'A new DRAFT offer copied from a template', access: permission('recruitment.offer.create'), params: IdParams, body: FromTemplateBody, status: 201, response: JobOfferView },
      async ({ params, body }) => presentOffer(await offerFromTemplate(params.id, body)),
    )
    .get('/recruitment/offers/{id}', { summary: 'One job offer', access: permission('recruitment.offer.read'), params: IdParams, response: JobOfferView }, async ({ params }) => presentOffer(await findOffer(params.id)))
    .put(
      '/recruitment/offers/{id}',
      { summary: 'Replace the fields of a DRAFT offer or template', description: 'Another state answers 409 INVALID_STATE.', access: permission('recruitment.offer.update'), params: IdParams, body: JobOfferBody, response: JobOfferView },
      async ({ params, body }) => presentOffer(await updateOffer(params.id, body)),
    )
    .delete(
      '/recruitment/offers/{id}',
      { summary: 'Delete a DRAFT offer or template without applications', description: 'Another state answers 409 INVALID_STATE.', access: permission('recruitment.offer.delete'), params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteOffer(params.id);
        return undefined;
      },
    )
    .post('/recruitment/offers/{id}/publish', publish.spec, publish.handler)
    .post('/recruitment/offers/{id}/close', close.spec, close.handler)
    .post('/recruitment/offers/{id}/archive', archive.spec, archive.handler);
}
