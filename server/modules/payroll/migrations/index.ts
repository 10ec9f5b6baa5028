import type { Migration } from '../../../platform/db/migrations';
import { createPayroll } from './202611261000-create-payroll';

export const migrations: Migration[] = [createPayroll];
