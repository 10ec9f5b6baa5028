import { z } from 'zod';
import { OperatorLoginBody } from '../../../../shared/schemas/auth';
import { OperatorSetPasswordBody } from '../../../../shared/schemas/operator';
import { PUBLIC } from '../../../platform/http/requirements';
import { tokenLinkLimit } from '../../../platform/http/rate-limit';
import { ApiRouter } from '../../../platform/http/api-router';
import type { AppContainer } from '../../../platform/modules';
import { addSessionRoutes, TokenAccessControl, checkCredentials, completeLogin, LoginResponseView, sessionMeta, withRetryAfter } from '../../identity';
import { Operator } from '../models/operator';
import { setOperatorPassword } from '../services/operators';

/** /admin-platform/auth/*: operators' login, session and set-password link. */
export function operatorAuthRoutes(deps: AppContainer): ApiRouter {
  const router = new ApiRouter('Operator authentication')
    .post(
      '/admin-platform/auth/login',
      {
        summary: 'Log in to the operator space',
        description: 'Same answers as /auth/login: 401 INVALID_CREDENTIALS for any wrong credential, 429 after repeated failures.',
        access: PUBLIC,
        body: OperatorLoginBody,
        transaction: false,
        response: LoginResponseView,
      },
      ({ body, req, res, ctx }) =>
        withRetryAfter(res, async () => {
          const meta = sessionMeta(req, ctx);
          const operator = await checkCredentials({ realm: 'operator', tenant: null, email: body.email, password: body.password }, meta, () =>
            Operator.findOne({ where: { email: body.email } }),
          );
          return completeLogin(deps, { realm: 'operator', subjectId: operator.id, tenantId: null }, meta, async () => {
            await operator.update({ lastLoginAt: meta.now });
          });
        }),
    )
    .post(
      '/admin-platform/auth/set-password',
      {
        summary: 'Choose a password with the link of an invitation or reset mail',
        description: 'The link works once and expires after 7 days; 404 NOT_FOUND otherwise.',
        access: PUBLIC,
        rateLimit: tokenLinkLimit('operator.set-password'),
        body: OperatorSetPasswordBody,
        response: z.object({ passwordSet: z.literal(true) }),
      },
      async ({ body }) => {
        await setOperatorPassword(body.token, body.password);
        return { passwordSet: true as const };
      },
    );
  return addSessionRoutes(router, deps, deps.ports.accessControl as TokenAccessControl, 'operator', '/admin-platform/auth');
}
