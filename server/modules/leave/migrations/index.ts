import type { Migration } from '../../../platform/db/migrations';
import { createLeaveTables } from './202612011000-create-leave-tables';

export const migrations: Migration[] = [createLeaveTables];
