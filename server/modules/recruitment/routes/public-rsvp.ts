import { RsvpBody } from '../../../../shared/schemas/recruitment';
import { PublicInterviewView } from '../../../../shared/views/recruitment';
import { ApiRouter } from '../../../platform/http/api-router';
import { Problem } from '../../../platform/http/problem';
import { PUBLIC } from '../../../platform/http/requirements';
import { asTenant, now } from '../../../platform/tenancy/context';
import { Application, endsAt, Interview } from '../models';
import { byPublicToken } from '../services/public-lookup';
import { PUBLIC_LIMITS } from '../services/rate-limit';
import { TokenParams } from './public';

const find = (token: string) => byPublicToken('Interview', () => Interview.findOne({ where: { rsvpToken: token } }));

async function present(i: Interview, company: string) {
  const a = await asTenant(i.tenantId, () => Application.findByPk(i.applicationId));
  return {
    company,
    candidateName: a ? `${a.firstName} ${a.lastName}` : '',
    type: i.type,
    startsAt: i.startsAt.toISOString(),
    endsAt: endsAt(i).toISOString(),
    location: i.location ?? null,
    status: i.status,
    rsvpStatus: i.rsvpStatus,
  };
}

/** The candidate's answer to an interview invitation, by the token of the mailed link: once, before it starts. */
export function publicRsvpRoutes(): ApiRouter {
  return new ApiRouter('Recruitment — public pages')
    .get('/public/recruitment/interviews/{token}', { summary: 'The interview behind an RSVP link (no account; unknown token: 404)', access: PUBLIC, rateLimit: PUBLIC_LIMITS.page, params: TokenParams, response: PublicInterviewView }, async ({ params }) => {
      const { record, company } = await find(params.token);
      return present(record, company);
    })
    .post(
      '/public/recruitment/interviews/{token}/rsvp',
      {
        summary: 'Accept or decline an interview invitation (no account)',
        description: 'Unknown token: 404. Already answered (a reused link), or an interview cancelled, closed or already started (an expired link): 409 INVALID_STATE.',
        access: PUBLIC,
        rateLimit: PUBLIC_LIMITS.respond,
        params: TokenParams,
        body: RsvpBody,
        response: PublicInterviewView,
      },
      async ({ params, body }) => {
        const { record, company } = await find(params.token);
        const answered = await asTenant(record.tenantId, async () => {
          const i = (await Interview.findByPk(record.id, { lock: true })) as Interview;
          if (i.status !== 'SCHEDULED' || i.startsAt.getTime() <= now().getTime()) throw new Problem('INVALID_STATE', 'This invitation has expired', { currentStatus: i.status === 'SCHEDULED' ? 'EXPIRED' : i.status });
          if (i.rsvpStatus !== 'NEEDS_ACTION') throw new Problem('INVALID_STATE', 'This invitation was already answered', { currentStatus: i.rsvpStatus });
          return i.update({ rsvpStatus: body.answer, rsvpAt: now() });
        });
        return present(answered, company);
      },
    );
}
