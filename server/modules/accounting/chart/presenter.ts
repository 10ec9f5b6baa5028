import type { z } from 'zod';
import type { AccountView } from '../../../../shared/views/accounting';
import type { Account } from '../models';

export function presentAccount(a: Account): z.infer<typeof AccountView> {
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
