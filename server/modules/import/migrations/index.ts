import type { Migration } from '../../../platform/db/migrations';
import { createImportSessions } from './202612270910-create-import-sessions';

export const migrations: Migration[] = [createImportSessions];
