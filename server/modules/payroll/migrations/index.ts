import type { Migration } from '../../../platform/db/migrations';
import { createPayroll } from './202611261000-create-payroll';
import { createPayrollHistory } from './202612270900-create-payroll-history';

export const migrations: Migration[] = [createPayroll, createPayrollHistory];
