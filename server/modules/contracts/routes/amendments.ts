import { z } from 'zod';
import { SIGNED_PROOF_MAX_BYTES } from '../../../../shared/contracts';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { sendFile } from '../../../platform/http/download';
import { notFound } from '../../../platform/http/problem';
import { IdParams } from '../../../platform/http/validate';
import { CONTRACT_PERMISSIONS } from '../policy';
import { presentAmendment } from '../presenter';
import { AmendmentParams, AmendmentView, CreateAmendmentSchema, SignSchema } from '../schema';
import { amendmentsOf, cancelAmendment, createAmendment, findAmendment, signAmendment } from '../services/amendments';
import { findContract } from '../services/contracts';
import { appServices } from '../../../platform/modules';

/** Amendments: the only way to change a contract once signed; they take effect once signed. */
export function amendmentRoutes(): ApiRouter {
  const read = permission(CONTRACT_PERMISSIONS.read);
  const manage = permission(CONTRACT_PERMISSIONS.manage);
  return new ApiRouter('Contracts')
    .get('/hr/contracts/{id}/amendments', { summary: 'Amendments of a contract', access: read, params: IdParams, response: z.array(AmendmentView) }, async ({ params }) => {
      await findContract(params.id);
      return (await amendmentsOf(params.id)).map(presentAmendment);
    })
    .post(
      '/hr/contracts/{id}/amendments',
      {
        summary: 'Draft an amendment (salary, working time, job title, place, end or trial date)',
        description: 'Only for a contract in force (ACTIVE or AMENDED). It changes nothing until signed; it then applies on its effective date and the contract becomes AMENDED.',
        access: manage,
        params: IdParams,
        body: CreateAmendmentSchema,
        status: 201,
        response: AmendmentView,
      },
      async ({ params, body }) => presentAmendment(await createAmendment(params.id, body)),
    )
    .post(
      '/hr/contracts/{id}/amendments/{amendmentId}/sign',
      {
        summary: 'Record the signed amendment (DRAFT → SIGNED; applied at once when due)',
        description: 'Multipart: field `file` (PDF, JPEG or PNG) and optional `signedOn`.',
        access: manage,
        params: AmendmentParams,
        body: SignSchema,
        upload: { field: 'file', maxBytes: SIGNED_PROOF_MAX_BYTES },
        response: AmendmentView,
      },
      async ({ params, body, file }) => presentAmendment(await signAmendment(params.id, params.amendmentId, file, body.signedOn)),
    )
    .post('/hr/contracts/{id}/amendments/{amendmentId}/cancel', { summary: 'Cancel a draft amendment', access: manage, params: AmendmentParams, response: AmendmentView }, async ({ params }) =>
      presentAmendment(await cancelAmendment(params.id, params.amendmentId)),
    )
    .get('/hr/contracts/{id}/amendments/{amendmentId}/signed-copy', { summary: 'The signed copy of an amendment', access: read, params: AmendmentParams, produces: 'application/octet-stream' }, async ({ params, res }) => {
      const amendment = await findAmendment(params.id, params.amendmentId);
      if (!amendment.signedDocumentId) throw notFound('Signed copy');
      const { document, content } = await appServices().documents.read(amendment.signedDocumentId);
      sendFile(res, document.filename, document.contentType, content);
    });
}
