import { z } from 'zod';
import { COUNTRIES, CURRENCIES } from '../modules';
import { Email, NewPassword } from './auth';

/** Slugs that would read as something else in URLs or mails. */
export const RESERVED_SLUGS = ['admin', 'admin-platform', 'api', 'app', 'auth', 'platform', 'www', 'mail', 'support'];

export const TenantSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, 'At least 2 characters')
  .max(63, 'At most 63 characters')
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Lower-case letters, digits and inner hyphens only')
  .refine((s) => !RESERVED_SLUGS.includes(s), 'This slug is reserved');

export const CreateTenantBody = z.object({
  companyName: z.string().trim().min(2).max(200),
  slug: TenantSlug,
  country: z.enum(COUNTRIES),
  currency: z.enum(CURRENCIES).optional(),
  planCode: z.string().trim().min(1).max(50).optional(),
  adminEmail: Email,
  adminPassword: NewPassword.optional(),
  adminFirstName: z.string().trim().min(1).max(100).optional(),
  adminLastName: z.string().trim().min(1).max(100).optional(),
});

export type CreateTenantInput = z.infer<typeof CreateTenantBody>;

/** The currency a company of this country keeps its books in, unless told otherwise. */
export function defaultCurrency(country: (typeof COUNTRIES)[number]): (typeof CURRENCIES)[number] {
  if (country === 'FR') return 'EUR';
  if (country === 'GN') return 'GNF';
  return 'XOF';
}
