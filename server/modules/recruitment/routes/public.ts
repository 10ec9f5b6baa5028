import { z } from 'zod';
import { CV_MAX_BYTES } from '../../../../shared/recruitment';
import { PublicApplyBody } from '../../../../shared/schemas/recruitment';
import { PublicApplicationReceipt, PublicOfferView } from '../../../../shared/views/recruitment';
import { ApiRouter } from '../../../platform/http/api-router';
import { notFound } from '../../../platform/http/problem';
import { PUBLIC } from '../../../platform/http/requirements';
import { asTenant } from '../../../platform/tenancy/context';
import { byPublicToken } from '../services/public-lookup';
import { JobOffer } from '../models';
import { apply } from '../services/applications';
import { storeCv } from '../services/cv';
import { PUBLIC_LIMITS } from '../services/rate-limit';

export const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });

/**
 * The offer behind a public token, in its tenant: an unknown token, a tenant suspended or
 * without RECRUITMENT, a template or an offer never published answer 404 alike.
 */
export async function publicOffer(token: string): Promise<{ offer: JobOffer; company: string }> {
  const { record, company } = await byPublicToken('Job offer', () => JobOffer.findOne({ where: { publicToken: token } }));
  if (record.status === 'DRAFT' || record.isTemplate) throw notFound('Job offer');
  return { offer: record, company };
}

/** The public application page of a published offer: no account, rate-limited, a honeypot field. */
export function publicRoutes(): ApiRouter {
  return new ApiRouter('Recruitment — public pages')
    .get(
      '/public/recruitment/offers/{token}',
      { summary: 'A published offer as candidates see it (no account)', description: `Unknown token: 404. At most ${PUBLIC_LIMITS.page.max} requests a minute per address (429 RATE_LIMITED).`, access: PUBLIC, rateLimit: PUBLIC_LIMITS.page, params: TokenParams, response: PublicOfferView },
      async ({ params }) => {
        const { offer, company } = await publicOffer(params.token);
        return {
          title: offer.title,
          description: offer.description,
          company,
          location: offer.location ?? null,
          contractType: (offer.contractType ?? null) as z.infer<typeof PublicOfferView>['contractType'],
          skills: offer.skills,
          languages: offer.languages,
          publishedAt: offer.publishedAt ? offer.publishedAt.toISOString() : null,
          open: offer.status === 'PUBLISHED',
        };
      },
    )
    .post(
      '/public/recruitment/offers/{token}/apply',
      {
        summary: 'Apply to a published offer (no account): multipart with the CV (PDF or DOCX, checked by content, 5 MB)',
        description: `The field \`website\` is a honeypot: a request that fills it is answered as received and recorded nowhere. A closed offer: 409 INVALID_STATE; the same email twice: 409 DUPLICATE; a file that is neither PDF nor DOCX by its content (whatever its name): 400 on \`cv\`. At most ${PUBLIC_LIMITS.apply.max} applications per address and offer in ${PUBLIC_LIMITS.apply.windowMs / 60_000} minutes (429 RATE_LIMITED).`,
        access: PUBLIC,
        rateLimit: PUBLIC_LIMITS.apply,
        params: TokenParams,
        body: PublicApplyBody,
        upload: { field: 'cv', maxBytes: CV_MAX_BYTES, required: true },
        status: 201,
        response: PublicApplicationReceipt,
      },
      async ({ params, body, file }) => {
        const { offer } = await publicOffer(params.token);
        if (body.website) return { received: true as const };
        await asTenant(offer.tenantId, async () => {
          const locked = await JobOffer.findByPk(offer.id, { lock: true });
          await apply(locked as JobOffer, body, file ? await storeCv(file) : null);
        });
        return { received: true as const };
      },
    );
}
