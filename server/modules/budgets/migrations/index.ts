import type { Migration } from '../../../platform/db/migrations';
import { createBudgets } from './202612200900-create-budgets';

export const migrations: Migration[] = [createBudgets];
