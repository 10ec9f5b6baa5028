import type { Sequelize } from 'sequelize';
import { EXPORT_BATCH_SIZE } from '../../../platform/db/keyset';
import { FLUSH, csvHead, csvLineWriter } from './export/csv-writer';
import { amountText, type Language } from './export/tabular';
import { GRAND_LIVRE_COLUMNS, accountRowCells, grandTotalCells, ledgerAccounts, ledgerLineBatches, readAhead, sides, walkLedger, type LedgerParams } from './exports';
import { dateText } from './sql';

/**
 * The general ledger as CSV text, written without a row object per line: each line's text
 * columns (date, journal, piece, label, third party, letter) come from the database already
 * joined as the CSV writer would write them — formula-escaped as `escapeCsvCell`, quoted as
 * `csvLineWriter`, French dates as dd/mm/yyyy —, so the server only adds the account, the amounts
 * and the running balance. Same bytes as `csvChunks` over `grandLivreRowBatches` (tested).
 */

interface CsvLine {
  account_code: string;
  text: string;
  debit_cents: unknown;
  credit_cents: unknown;
}

/**
 * SQL giving a text column as the CSV writer writes it: NULL as nothing; a first character that
 * a spreadsheet reads as a formula (= + - @ tab CR) behind a quote unless the text is a plain
 * negative number; then in double quotes (its quotes doubled) when it holds a quote, the
 * delimiter or the record delimiter.
 */
export function csvTextSql(expression: string, language: Language, dialect: string): string {
  const pg = dialect === 'postgres';
  const chr = (code: number) => (pg ? `chr(${code})` : `char(${code})`);
  const v = `COALESCE(${expression}, '')`;
  const holds = (part: string) => (pg ? `strpos(${v}, ${part}) > 0` : `instr(${v}, ${part}) > 0`);
  const plainNegative = pg
    ? `${v} ~ '^-[0-9]+([.][0-9]+)?$'`
    : `(${v} GLOB '-[0-9]*' AND substr(${v}, 2) NOT GLOB '*[^0-9.]*' AND substr(${v}, 2) NOT GLOB '*.*.*' AND ${v} NOT GLOB '*.')`;
  const formula = `(CASE WHEN substr(${v}, 1, 1) IN ('=', '+', '-', '@', ${chr(9)}, ${chr(13)}) AND NOT ${plainNegative} THEN '''' ELSE '' END)`;
  const delimiter = language === 'fr' ? "';'" : "','";
  const eol = language === 'fr' ? `${chr(13)} || ${chr(10)}` : chr(10);
  // The quote put before a formula holds no quote, delimiter or line end: whether to quote depends on the text alone.
  return `(CASE WHEN ${holds(`'"'`)} OR ${holds(delimiter)} OR ${holds(`(${eol})`)} THEN '"' || ${formula} || replace(${v}, '"', '""') || '"' ELSE ${formula} || ${v} END)`;
}

/** The line columns the CSV reads: the account, the text columns joined, the amounts. */
function csvLineColumns(language: Language, dialect: string): string {
  const iso = dateText('l.entry_date');
  const date = language === 'fr' ? `substr(${iso}, 9, 2) || '/' || substr(${iso}, 6, 2) || '/' || substr(${iso}, 1, 4)` : iso;
  const delimiter = language === 'fr' ? "';'" : "','";
  const texts = ['e.journal_code', 'e.piece_number', 'COALESCE(l.label, e.label)', 'l.third_party', 'l.letter_code'].map((c) => csvTextSql(c, language, dialect));
  return `l.account_code, ${[date, ...texts].join(` || ${delimiter} || `)} AS text, l.debit_cents, l.credit_cents`;
}

/** The ledger's CSV (BOM, header, rows) in chunks of about `flush` characters; lines read in batches of `batchSize`. */
export async function* grandLivreCsv(sequelize: Sequelize, params: LedgerParams, language: Language, batchSize = EXPORT_BATCH_SIZE, flush = FLUSH): AsyncGenerator<string> {
  const { accounts, filters, replacements } = await ledgerAccounts(sequelize, params);
  const kinds = GRAND_LIVRE_COLUMNS.map((c) => c.kind);
  const row = csvLineWriter(kinds, language);
  const delimiter = language === 'fr' ? ';' : ',';
  const eol = language === 'fr' ? '\r\n' : '\n';
  const lead = csvLineWriter(kinds.slice(0, 2), language);
  const amount = (cents: number) => amountText(cents, language);
  const openingLabel = language === 'fr' ? 'Solde à nouveau' : 'Opening balance';
  const columns = csvLineColumns(language, sequelize.getDialect());
  let chunk = csvHead(GRAND_LIVRE_COLUMNS, language);
  // The account and its title as the writer writes them, once per account.
  let head = '';
  const take = () => {
    const text = chunk;
    chunk = '';
    return text;
  };
  yield* walkLedger(accounts, readAhead(ledgerLineBatches<CsvLine>(sequelize, accounts, filters, replacements, batchSize, columns)), {
    opening: (account, balance) => {
      head = lead([account.accountCode, account.accountTitle ?? '']).slice(0, -eol.length) + delimiter;
      chunk += row(accountRowCells(account, params.from, openingLabel, [null, null, ...sides(balance)]));
    },
    line: (_account, line, debit, credit, balance) => {
      chunk += `${head}${line.text}${delimiter}${amount(debit)}${delimiter}${amount(credit)}${delimiter}${balance >= 0 ? `${amount(balance)}${delimiter}${amount(0)}` : `${amount(0)}${delimiter}${amount(-balance)}`}${eol}`;
    },
    total: (account, debit, credit, balance) => {
      chunk += row(accountRowCells(account, params.to, `Total ${account.accountCode}`, [debit, credit, ...sides(balance)]));
    },
    end: (totalDebit, totalCredit) => {
      chunk += row(grandTotalCells(totalDebit, totalCredit));
    },
    ready: () => (chunk.length >= flush ? take() : null),
    rest: take,
  });
}
