import { z } from 'zod';

export const IMPORT_SEVERITIES = ['ERROR', 'WARNING'] as const;

/** One finding about the imported file: where (row as numbered in the file, column header) and what. */
export const ImportIssueView = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  severity: z.enum(IMPORT_SEVERITIES),
});
export type ImportIssue = z.infer<typeof ImportIssueView>;
