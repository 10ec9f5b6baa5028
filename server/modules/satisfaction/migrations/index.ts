import type { Migration } from '../../../platform/db/migrations';
import { createSatisfaction } from './202612260900-create-satisfaction';

export const migrations: Migration[] = [createSatisfaction];
