import type { FuzzCase } from './cases';
import type { WriteLog } from './write-log';

export interface RefusalCheck {
  log: WriteLog;
  /** Sends a case again and answers its status. */
  replay: (c: FuzzCase) => Promise<number>;
  /** Tables a refusal of this case writes on purpose (a failed login's audit entry). */
  recordsOf: (c: FuzzCase) => readonly string[];
}

export interface Culprit {
  c: FuzzCase;
  tables: string[];
}

/**
 * Refused cases during whose answer the write log moved (their own writes, or those of a request
 * in flight beside them, or of work finishing after an earlier commit) are replayed one at a time,
 * nothing else in flight: a case still refused whose replay writes is a culprit. `unconfirmed`
 * counts suspects whose replay wrote nothing.
 */
export async function refusalCulprits(check: RefusalCheck, suspects: readonly FuzzCase[]): Promise<{ culprits: Culprit[]; unconfirmed: number }> {
  const culprits: Culprit[] = [];
  let unconfirmed = 0;
  for (const c of suspects) {
    const mark = await check.log.mark();
    const status = await check.replay(c);
    const tables = (await check.log.since(mark)).filter((table) => !check.recordsOf(c).includes(table));
    if (status >= 400 && tables.length) culprits.push({ c, tables });
    else unconfirmed++;
  }
  return { culprits, unconfirmed };
}
