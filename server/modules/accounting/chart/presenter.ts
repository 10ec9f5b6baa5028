import { z } from 'zod';
import type { Account } from '../models';

export const AccountResponse = z.object({
  id: z.string(),
  code: z.string(),
  title: z.string(),
  accountClass: z.number().int(),
  type: z.string(),
  status: z.string(),
  isSystem: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export function presentAccount(a: Account) {
  return {
    id: a.id,
    code: a.code,
    title: a.title,
    accountClass: a.accountClass,
    type: a.accountType,
    status: a.status,
    isSystem: Boolean(a.isSystem),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
