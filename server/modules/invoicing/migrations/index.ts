import type { Migration } from '../../../platform/db/migrations';
import { createInvoicing } from './202612010900-create-invoicing';

export const migrations: Migration[] = [createInvoicing];
