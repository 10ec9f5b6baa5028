import type { Migration } from '../../../platform/db/migrations';
import { createRecruitment } from './202612200900-create-recruitment';

export const migrations: Migration[] = [createRecruitment];
