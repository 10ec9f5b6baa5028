/** Shapes (inferred from shared/views/import.ts) and paths of the bulk import API. */
import type { z } from 'zod';
import type { ImportLineView, ImportSessionView, SimulationView } from '../../../../shared/views/import';

export { IMPORT_SHEETS, IMPORT_LINE_SEVERITIES, IMPORT_ACTIONS } from '../../../../shared/views/import';

export type ImportSession = z.infer<typeof ImportSessionView>;
export type ImportLine = z.infer<typeof ImportLineView>;
export type Simulation = z.infer<typeof SimulationView>;

const BASE = '/admin/import';
export const PATHS = {
  template: `${BASE}/template`,
  upload: `${BASE}/upload`,
  sessions: `${BASE}/sessions`,
  session: (id: string) => `${BASE}/sessions/${id}`,
  lines: (id: string) => `${BASE}/sessions/${id}/lines`,
  simulate: (id: string) => `${BASE}/sessions/${id}/simulate`,
  execute: (id: string) => `${BASE}/sessions/${id}/execute`,
  rollback: (id: string) => `${BASE}/sessions/${id}/rollback`,
  report: (id: string) => `${BASE}/sessions/${id}/report`,
};
export const ROUTE = '/admin/import';
export const ACCESS = { module: 'HR', permissions: ['import.view', 'import.upload', 'import.template'] };
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const STATUS_TONES = { VALIDATED: 'info', INVALID: 'error', EXECUTING: 'warning', EXECUTED: 'success', ROLLED_BACK: 'default' } as const;
