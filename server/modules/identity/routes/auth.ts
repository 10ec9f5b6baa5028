import { InvitationTokenBody, LoginBody, SetPasswordBody, UpdateMeBody } from '../../../../shared/schemas/auth';
import { AUTHENTICATED, PUBLIC } from '../../../platform/http/requirements';
import { tokenLinkLimit } from '../../../platform/http/rate-limit';
import { ApiRouter } from '../../../platform/http/api-router';
import type { AppContainer } from '../../../platform/modules';
import { InvitationView, LoginResponseView, MeView } from '../schema';
import type { TokenAccessControl } from '../services/access-control';
import { acceptInvitation, describeInvitation } from '../services/invitations';
import { completeLogin, loginTenantUser } from '../services/login';
import { sessionMeta } from '../services/request-meta';
import { findUser } from '../services/users';
import { tenantAccounts } from '../services/tenant-accounts';
import { addSessionRoutes, meView, withRetryAfter } from './session';

/** /auth/*: tenant users' login, session, own account and set-password links. */
export function authRoutes(deps: AppContainer, access: TokenAccessControl): ApiRouter {
  const router = new ApiRouter('Authentication')
    .post(
      '/auth/login',
      {
        summary: 'Log in to a tenant',
        description: 'Wrong credentials answer 401 INVALID_CREDENTIALS whether the email exists or not; repeated failures per email or per address answer 429.',
        access: PUBLIC,
        body: LoginBody,
        transaction: false,
        response: LoginResponseView,
      },
      ({ body, req, res, ctx }) => withRetryAfter(res, () => loginTenantUser(deps, body, sessionMeta(req, ctx))),
    )
    .patch('/auth/me', { summary: 'Change one’s own name or language', access: AUTHENTICATED, body: UpdateMeBody, response: MeView }, async ({ body, ctx }) => {
      const user = await findUser(ctx.userId!);
      await user.update(Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)));
      // Read inside this transaction, past the cache: the change is not committed yet.
      const principal = await tenantAccounts.load(user.id, user.tenantId);
      return meView(principal!);
    })
    .post(
      '/auth/set-password/verify',
      { summary: 'Check a set-password link and tell whose it is', access: PUBLIC, rateLimit: tokenLinkLimit('auth.set-password.verify'), body: InvitationTokenBody, response: InvitationView },
      ({ body }) => describeInvitation(body.token),
    )
    .post(
      '/auth/set-password',
      { summary: 'Choose a password with an invitation link (single use) and log in', access: PUBLIC, rateLimit: tokenLinkLimit('auth.set-password'), body: SetPasswordBody, response: LoginResponseView },
      async ({ body, req, ctx }) => {
        const { user } = await acceptInvitation(body.token, body.password);
        return completeLogin(deps, { realm: 'tenant', subjectId: user.id, tenantId: user.tenantId }, sessionMeta(req, ctx), async () => {});
      },
    );
  return addSessionRoutes(router, deps, access, 'tenant', '/auth');
}
