import { z } from 'zod';
import { LicenseNoticeView } from '../schemas/license';
import { RoleSummaryView } from './roles';

/**
 * Response views of the identity module (sessions and users): the routes answer them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 */
export const LoginResponseView = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  tokenType: z.literal('Bearer'),
  expiresIn: z.number().int(),
  user: z.object({ id: z.uuid(), email: z.string(), firstName: z.string(), lastName: z.string(), tenantId: z.uuid().nullable() }),
  permissions: z.array(z.string()),
  modules: z.array(z.string()),
});

export const MeView = z.object({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    tenantId: z.uuid().nullable(),
    employeeId: z.uuid().nullable(),
    locale: z.string(),
  }),
  tenant: z
    .object({ id: z.uuid(), slug: z.string(), companyName: z.string(), country: z.string(), currency: z.string(), subscriptionStatus: z.string() })
    .nullable(),
  roles: z.array(RoleSummaryView),
  permissions: z.array(z.string()),
  modules: z.array(z.string()),
  /** On-premise only: the installation's license, so every screen can say what it allows. */
  license: LicenseNoticeView.optional(),
});

export const InvitationView = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  tenant: z.object({ slug: z.string(), companyName: z.string() }),
  expiresAt: z.string(),
});

export const UserView = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  employeeId: z.uuid().nullable(),
  locale: z.string(),
  active: z.boolean(),
  passwordSet: z.boolean(),
  invitationPending: z.boolean(),
  roles: z.array(RoleSummaryView),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
