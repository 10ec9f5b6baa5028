/** Bank reconciliation: shared by the server and the renderer. */
export const STATEMENT_FORMATS = ['CSV', 'OFX', 'MT940'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const STATEMENT_LINE_STATUSES = ['UNMATCHED', 'MATCHED'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
export type StatementLineAction = 'match' | 'unmatch';

/** Largest statement file accepted. */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Most movements one import may hold (a longer statement is imported in several periods). */
export const STATEMENT_MAX_LINES = 10_000;
/** Days between a bank movement and the entry that records it for the entry to be a candidate. */
export const MATCH_WINDOW_DAYS = 5;
