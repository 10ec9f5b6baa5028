import type { Migration } from '../../../platform/db/migrations';
import { createExpenseClaims } from './202611211400-create-expense-claims';

export const migrations: Migration[] = [createExpenseClaims];
