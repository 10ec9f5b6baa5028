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

/** What candidates are computed from: a statement line's date, amount and words. */
export type LineFacts = Pick<StatementLine, 'id' | 'lineDate' | 'label' | 'reference' | 'amountCents'>;

/** One entry's lines on one side of the account (debit lines, or credit lines): their net (debit − credit) and labels. */
interface SideMovement {
  entryId: string;
  entryDate: string;
  net: number;
  labels: string[];
}

/**
 * The window's movements on the account, netted per entry and side, indexed by net amount (each
 * list in date order). Every line of an entry carries the entry's date, so an entry's lines are
 * all inside a line's window or all outside it: netting per entry once gives, for each line, the
 * same nets as netting the lines of its window.
 */
function indexBySide(movements: readonly Movement[]): { moneyIn: Map<number, SideMovement[]>; moneyOut: Map<number, SideMovement[]> } {
  const sides = { moneyIn: new Map<string, SideMovement>(), moneyOut: new Map<string, SideMovement>() };
  const add = (side: Map<string, SideMovement>, m: Movement) => {
    let row = side.get(m.entryId);
    if (!row) side.set(m.entryId, (row = { entryId: m.entryId, entryDate: m.entryDate, net: 0, labels: [] }));
    row.net += m.debitCents - m.creditCents;
    if (m.label) row.labels.push(m.label);
  };
  for (const m of movements) {
    if (m.debitCents > 0) add(sides.moneyIn, m);
    if (m.creditCents > 0) add(sides.moneyOut, m);
  }
  const byNet = (side: Map<string, SideMovement>) => {
    const out = new Map<number, SideMovement[]>();
    for (const row of side.values()) {
      const list = out.get(row.net);
      if (list) list.push(row);
      else out.set(row.net, [row]);
    }
    for (const list of out.values()) list.sort((a, b) => (a.entryDate < b.entryDate ? -1 : a.entryDate > b.entryDate ? 1 : 0));
    return out;
  };
  return { moneyIn: byNet(sides.moneyIn), moneyOut: byNet(sides.moneyOut) };
}

/** The movements of a date-ordered list dated from `from` to `to` (inclusive). */
function within(list: readonly SideMovement[], from: string, to: string): SideMovement[] {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid].entryDate < from) low = mid + 1;
    else high = mid;
  }
  const out: SideMovement[] = [];
  for (let i = low; i < list.length && list[i].entryDate <= to; i++) out.push(list[i]);
  return out;
}

/** Looked-up ids per query. */
const CHUNK = 1000;

async function matchedEntryIds(ids: readonly string[]): Promise<Set<string>> {
  const matched = new Set<string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = (await StatementLine.findAll({ where: { journalEntryId: ids.slice(i, i + CHUNK) }, attributes: ['journalEntryId'], raw: true })) as unknown as Array<{ journalEntryId: string }>;
    for (const row of rows) matched.add(row.journalEntryId);
  }
  return matched;
}

/**
 * The posted entries that could record each statement line: a movement on the bank account's
 * ledger account of exactly the line's amount (debit for money in, credit for money out), dated
 * within the window, and not already matched to a line. Best score first. One read of the
 * window's movements, then the candidates' entries and matches in chunks, whatever the number of
 * lines; each line looks its amount up instead of scanning the window.
 */
export async function candidatesForLines(lines: readonly LineFacts[], accountCode: string): Promise<Map<string, Candidate[]>> {
  const out = new Map<string, Candidate[]>(lines.map((l) => [l.id, []]));
  if (lines.length === 0) return out;
  const dates = lines.map((l) => l.lineDate).sort();
  const index = indexBySide(await port('ledger').postedMovements(accountCode, shift(dates[0], -MATCH_WINDOW_DAYS), shift(dates[dates.length - 1], MATCH_WINDOW_DAYS)));
  // Per statement line, the entries of its window and side whose net is its amount.
  const found = new Map<string, SideMovement[]>();
  const wanted = new Set<string>();
  for (const line of lines) {
    const list = (line.amountCents >= 0 ? index.moneyIn : index.moneyOut).get(line.amountCents);
    if (!list) continue;
    const near = within(list, shift(line.lineDate, -MATCH_WINDOW_DAYS), shift(line.lineDate, MATCH_WINDOW_DAYS));
    if (near.length === 0) continue;
    found.set(line.id, near);
    for (const m of near) wanted.add(m.entryId);
  }
  if (wanted.size === 0) return out;
  const ids = [...wanted];
  const matched = await matchedEntryIds(ids);
  const entries = new Map((await port('ledger').entries(ids.filter((id) => !matched.has(id)), 'POSTED')).map((e) => [e.id, e]));
  for (const line of lines) {
    const candidates: Candidate[] = [];
    for (const m of found.get(line.id) ?? []) {
      const entry = entries.get(m.entryId);
      if (entry) candidates.push({ entry, dayGap: gap(line.lineDate, entry.entryDate), score: scoreOf(line, entry, m.labels) });
    }
    out.set(line.id, candidates.sort((a, b) => b.score - a.score || a.dayGap - b.dayGap || a.entry.pieceNumber.localeCompare(b.entry.pieceNumber)));
  }
  return out;
}
