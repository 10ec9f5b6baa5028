import type { Migration } from '../../../platform/db/migrations';
import { createSupplies } from './202612160900-create-supplies';

export const migrations: Migration[] = [createSupplies];
