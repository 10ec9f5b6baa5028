import type { Migration } from '../../../platform/db/migrations';
import { createImportSessions } from './202612270910-create-import-sessions';
import { importSessionRows } from './202612270920-import-session-rows';
import { createImportProgress } from './202612270920-create-import-progress';

export const migrations: Migration[] = [createImportSessions, importSessionRows, createImportProgress];
