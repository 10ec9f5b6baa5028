import type { z } from 'zod';
import type { SimulationView } from '../../../../shared/views/import';
import { loadExisting } from './existing';
import { planWorkbook } from './plan';
import { decodeRows } from './rows';
import { findSession, sheetStats } from './sessions';

/**
 * A dry run: each row's action against the data as it is now. It only reads — no session
 * status, line or record is written — so it may be run any number of times. `rows` are the
 * session's rows as kept at upload (`sessionRows`).
 */
export async function simulateSession(sessionId: string, rows: Buffer): Promise<z.infer<typeof SimulationView>> {
  await findSession(sessionId);
  const plan = await planWorkbook(decodeRows(rows), await loadExisting());
  return {
    sessionId,
    sheets: sheetStats(plan).map(({ sheet, create, update, skip, error }) => ({ sheet, create, update, skip, error })),
    rows: plan.actions.map((a) => ({ sheet: a.sheet, row: a.row, action: a.action })),
    errorCount: plan.issues.filter((i) => i.severity === 'ERROR').length,
  };
}
