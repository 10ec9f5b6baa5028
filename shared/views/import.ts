import { z } from 'zod';
import { listOf } from './list';

/** Response views of the bulk import (sessions, lines, simulation, rollback blockers). */

export const IMPORT_SHEETS = ['01_Organisations', '02_Departements', '03_Employes', '04_Calendrier_Conges', '05_Types_Ressources', '06_Ressources', '07_Contrats', '08_Paie'] as const;
/** VALIDATED: no error, may be executed; INVALID: has errors; EXECUTING while it runs; EXECUTED; ROLLED_BACK. */
export const IMPORT_SESSION_STATUSES = ['VALIDATED', 'INVALID', 'EXECUTING', 'EXECUTED', 'ROLLED_BACK'] as const;
export type ImportSessionStatus = (typeof IMPORT_SESSION_STATUSES)[number];
export const IMPORT_LINE_SEVERITIES = ['ERROR', 'WARNING', 'INFO'] as const;
export const IMPORT_ACTIONS = ['CREATE', 'UPDATE', 'SKIP', 'ERROR'] as const;

const counts = { create: z.number().int(), update: z.number().int(), skip: z.number().int(), error: z.number().int() };

export const SheetStatsView = z.object({
  sheet: z.string(),
  rows: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
  ...counts,
});
export type SheetStats = z.infer<typeof SheetStatsView>;

export const ImportSummaryView = z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() });
export type ImportSummary = z.infer<typeof ImportSummaryView>;

export const ImportSessionView = z.object({
  id: z.string(),
  filename: z.string(),
  status: z.enum(IMPORT_SESSION_STATUSES),
  /** 0–100: 100 once executed; while EXECUTING, how far the execution is. */
  progress: z.number().int().min(0).max(100),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  sheets: z.array(SheetStatsView),
  summary: ImportSummaryView.nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  executedAt: z.string().nullable(),
  rolledBackAt: z.string().nullable(),
});
export const ImportSessionList = listOf(ImportSessionView);

export const ImportLineView = z.object({
  sheet: z.string(),
  row: z.number().int().describe('As the spreadsheet shows it: the header is row 1'),
  column: z.string().nullable().describe('Column letter (A, B…), null for a whole row or sheet'),
  severity: z.enum(IMPORT_LINE_SEVERITIES),
  action: z.enum(IMPORT_ACTIONS).nullable(),
  message: z.string(),
});
export const ImportLineList = listOf(ImportLineView);

export const SimulationView = z.object({
  sessionId: z.string(),
  sheets: z.array(z.object({ sheet: z.string(), ...counts })),
  rows: z.array(z.object({ sheet: z.string(), row: z.number().int(), action: z.enum(IMPORT_ACTIONS) })),
  errorCount: z.number().int(),
});

export const RollbackBlockerView = z.object({ sheet: z.string(), row: z.number().int(), entity: z.string(), entityId: z.string(), reason: z.string() });
