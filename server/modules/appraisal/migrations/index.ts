import type { Migration } from '../../../platform/db/migrations';
import { createAppraisal } from './202611262100-create-appraisal';

export const migrations: Migration[] = [createAppraisal];
