import { MATCH_WINDOW_DAYS } from '../../../../shared/reconciliation';
import { port } from '../../../platform/modules';
import type { EntrySummary, Movement } from '../../accounting';
import { StatementLine } from '../models';

export interface Candidate {
  entry: EntrySummary;
  dayGap: number;
  score: number;
}

const DAY = 86_400_000;
const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
const gap = (a: string, b: string) => Math.round(Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY);

const words = (s: string) =>
  new Set(
    s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase()
      .split(/[^A-Z0-9]+/)
      .filter((w) => w.length >= 3),
  );

/**
 * 100 for the same day, 10 less per day apart; 30 more when the statement's reference appears in
 * the entry (piece number or label); up to 20 more for the words the labels share.
 */
export function scoreOf(line: Pick<StatementLine, 'lineDate' | 'label' | 'reference'>, entry: Pick<EntrySummary, 'entryDate' | 'label' | 'pieceNumber' | 'sourceRef'>, lineLabels: string[] = []): number {
  let score = 100 - 10 * gap(line.lineDate, entry.entryDate);
  const haystack = [entry.label, entry.pieceNumber, entry.sourceRef ?? '', ...lineLabels].join(' ').toUpperCase();
  const reference = (line.reference ?? '').trim().toUpperCase();
  if (reference.length >= 3 && haystack.includes(reference)) score += 30;
  const a = words(line.label);
  const b = words(haystack);
  const shared = [...a].filter((w) => b.has(w)).length;
  if (a.size > 0) score += Math.round((20 * shared) / a.size);
  return score;
}

/** Net movement of each entry on the account: debit − credit, so a receipt is positive like the bank's credit. */
function netByEntry(lines: Movement[]): Map<string, { net: number; labels: string[] }> {
  const out = new Map<string, { net: number; labels: string[] }>();
  for (const l of lines) {
    const row = out.get(l.entryId) ?? { net: 0, labels: [] };
    row.net += l.debitCents - l.creditCents;
    if (l.label) row.labels.push(l.label);
    out.set(l.entryId, row);
  }
  return out;
}

/**
 * The posted entries that could record each statement line: a movement on the bank account's
 * ledger account of exactly the line's amount (debit for money in, credit for money out), dated
 * within the window, and not already matched to a line. Best score first. Three queries for the
 * whole set of lines, whatever their number.
 */
export async function candidatesForLines(lines: readonly StatementLine[], accountCode: string): Promise<Map<string, Candidate[]>> {
  const out = new Map<string, Candidate[]>(lines.map((l) => [l.id, []]));
  if (lines.length === 0) return out;
  const dates = lines.map((l) => l.lineDate).sort();
  const bankLines = await port('ledger').postedMovements(accountCode, shift(dates[0], -MATCH_WINDOW_DAYS), shift(dates[dates.length - 1], MATCH_WINDOW_DAYS));
  // Per statement line, the bank movements of its window and side, netted per entry.
  const netsOf = new Map<string, Map<string, { net: number; labels: string[] }>>();
  const wanted = new Set<string>();
  for (const line of lines) {
    const from = shift(line.lineDate, -MATCH_WINDOW_DAYS);
    const to = shift(line.lineDate, MATCH_WINDOW_DAYS);
    const side = bankLines.filter(
      (l) => l.entryDate >= from && l.entryDate <= to && (line.amountCents >= 0 ? l.debitCents > 0 : l.creditCents > 0),
    );
    const nets = netByEntry(side);
    netsOf.set(line.id, nets);
    for (const [id, v] of nets) if (v.net === line.amountCents) wanted.add(id);
  }
  if (wanted.size === 0) return out;
  const ids = [...wanted];
  const matched = new Set((await StatementLine.findAll({ where: { journalEntryId: ids }, attributes: ['journalEntryId'] })).map((l) => l.journalEntryId));
  const entries = new Map((await port('ledger').entries(ids.filter((id) => !matched.has(id)), 'POSTED')).map((e) => [e.id, e]));
  for (const line of lines) {
    const nets = netsOf.get(line.id)!;
    const candidates: Candidate[] = [];
    for (const [id, v] of nets) {
      const entry = entries.get(id);
      if (entry && v.net === line.amountCents) candidates.push({ entry, dayGap: gap(line.lineDate, entry.entryDate), score: scoreOf(line, entry, v.labels) });
    }
    out.set(line.id, candidates.sort((a, b) => b.score - a.score || a.dayGap - b.dayGap || a.entry.pieceNumber.localeCompare(b.entry.pieceNumber)));
  }
  return out;
}


