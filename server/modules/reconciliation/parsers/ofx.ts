import { Ofx } from 'ofx-data-extractor';
import { bankAmountToCents } from './amounts';
import { StatementFormatError, isRealDate, type ParsedLine, type ParsedStatement } from './types';

type Tags = Record<string, unknown>;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]).trim();
const text = (v: unknown) => (typeof v === 'string' ? decode(v) : typeof v === 'number' ? String(v) : '');

/** The first object found under `key` anywhere in the parsed tree (depth-first). */
function find(node: unknown, key: string): unknown {
  if (!node || typeof node !== 'object') return undefined;
  if (key in (node as Tags)) return (node as Tags)[key];
  for (const child of Object.values(node as Tags)) {
    const hit = find(child, key);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/**
 * OFX 1.x (SGML, leaf tags unclosed) and 2.x (XML) through ofx-data-extractor: STMTTRN with
 * DTPOSTED, TRNAMT (signed), FITID (required: it is what refuses a re-import), NAME, MEMO;
 * LEDGERBAL as the closing balance.
 */
export function parseOfx(content: string): ParsedStatement {
  let transactions: unknown;
  let tree: unknown;
  try {
    const ofx = new Ofx(content);
    tree = ofx.toJson();
    transactions = ofx.getBankTransferList();
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new StatementFormatError(`OFX: ${message}`, [{ path: 'file', message }]);
  }
  const list = (Array.isArray(transactions) ? transactions : transactions ? [transactions] : []) as Tags[];
  if (list.length === 0) throw new StatementFormatError('OFX: no STMTTRN transaction found', [{ path: 'file', message: 'No BANKTRANLIST/STMTTRN' }]);
  const errors: Array<{ path: string; message: string }> = [];
  const lines: ParsedLine[] = [];
  const fitids = new Set<string>();
  list.forEach((t, i) => {
    const path = `STMTTRN[${i + 1}]`;
    const date = text(t.DTPOSTED).slice(0, 10);
    const amount = bankAmountToCents(text(t.TRNAMT));
    const fitid = text(t.FITID);
    if (!isRealDate(date)) errors.push({ path: `${path}.DTPOSTED`, message: `Not a date: ${text(t.DTPOSTED) || '(missing)'}` });
    if (amount === null) errors.push({ path: `${path}.TRNAMT`, message: `Not an amount: ${text(t.TRNAMT) || '(missing)'}` });
    if (!fitid) errors.push({ path: `${path}.FITID`, message: 'Missing FITID' });
    else if (fitids.has(fitid)) errors.push({ path: `${path}.FITID`, message: `FITID ${fitid} appears twice in the file` });
    fitids.add(fitid);
    const name = text(t.NAME);
    const memo = text(t.MEMO);
    const label = [name, memo].filter(Boolean).join(' — ') || text(t.TRNTYPE) || 'Mouvement';
    if (amount !== null && isRealDate(date) && fitid) {
      lines.push({ date, label: label.slice(0, 500), reference: (text(t.CHECKNUM) || text(t.REFNUM) || memo || null)?.slice(0, 100) ?? null, amountCents: amount, externalId: fitid });
    }
  });
  if (errors.length) throw new StatementFormatError('OFX: some transactions cannot be read', errors);
  const ledger = find(tree, 'LEDGERBAL') as Tags | undefined;
  const closing = ledger ? bankAmountToCents(text(ledger.BALAMT)) : null;
  return { format: 'OFX', currency: text(find(tree, 'CURDEF')) || null, openingBalanceCents: null, closingBalanceCents: closing, lines };
}
