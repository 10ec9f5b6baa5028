import type { ChartStandard } from '../../../../shared/accounting';
import { isThirdPartyAccount } from '../../../../shared/accounting';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { ledgerDb } from '../runtime';

/** Classes of the income statement: 6, 7 and, in SYSCOHADA, 8 (HAO); PCG's class 8 holds special accounts. */
export function resultClassesOf(standard: ChartStandard): number[] {
  return standard === 'PCG' ? [6, 7] : [6, 7, 8];
}

/** Result accounts: profit and loss (SYSCOHADA 131 / 139; PCG 120 / 129). */
export function resultAccounts(standard: ChartStandard): { profit: { code: string; title: string }; loss: { code: string; title: string } } {
  return standard === 'PCG'
    ? { profit: { code: '120', title: "Résultat de l'exercice (bénéfice)" }, loss: { code: '129', title: "Résultat de l'exercice (perte)" } }
    : { profit: { code: '131', title: 'Résultat net : bénéfice' }, loss: { code: '139', title: 'Résultat net : perte' } };
}

const classList = (classes: readonly number[]) => classes.map((c) => `'${c}'`).join(', ');

/** Net (debit − credit) per income-statement account over the year's posted lines. */
export async function resultBalances(year: number, standard: ChartStandard): Promise<Array<{ accountCode: string; net: number }>> {
  const rows = await tenantQuery<{ account_code: string; net: unknown }>(
    ledgerDb(),
    `SELECT l.account_code, CAST(COALESCE(SUM(l.debit_cents - l.credit_cents), 0) AS BIGINT) AS net
      FROM journal_lines l
      WHERE l.tenant_id = :tenantId AND l.posted = TRUE AND l.entry_date >= :from AND l.entry_date <= :to AND l.year_end IS NULL
        AND SUBSTR(l.account_code, 1, 1) IN (${classList(resultClassesOf(standard))})
      GROUP BY l.account_code ORDER BY l.account_code`,
    { from: `${year}-01-01`, to: `${year}-12-31` },
  );
  return rows.map((r) => ({ accountCode: r.account_code, net: Number(r.net) })).filter((r) => r.net !== 0);
}

export interface CarriedItem {
  lineId: string;
  accountCode: string;
  debitCents: number;
  creditCents: number;
  thirdPartyId: string | null;
  label: string | null;
  dueDate: string | null;
  reference: string;
  letterId: string | null;
}

/**
 * What the à-nouveaux carry at the year's end (lines from `bookStart`): every account outside
 * the income statement with its balance, and for third-party accounts their items still open on
 * that day — unlettered, or lettered only by a later line — one by one, with their third party,
 * due date and reference, so that lettering and aged balances go on in the new year.
 */
export async function carriedBalances(
  bookStart: string,
  yearEnd: string,
  standard: ChartStandard,
): Promise<{ balances: Array<{ accountCode: string; net: number }>; items: CarriedItem[] }> {
  const rows = await tenantQuery<{ account_code: string; net: unknown }>(
    ledgerDb(),
    `SELECT l.account_code, CAST(COALESCE(SUM(l.debit_cents - l.credit_cents), 0) AS BIGINT) AS net
      FROM journal_lines l
      WHERE l.tenant_id = :tenantId AND l.posted = TRUE AND l.entry_date >= :bookStart AND l.entry_date <= :yearEnd
        AND SUBSTR(l.account_code, 1, 1) NOT IN (${classList(resultClassesOf(standard))})
      GROUP BY l.account_code ORDER BY l.account_code`,
    { bookStart, yearEnd },
  );
  const balances = rows.map((r) => ({ accountCode: r.account_code, net: Number(r.net) }));
  const partyAccounts = balances.filter((b) => isThirdPartyAccount(b.accountCode, standard)).map((b) => b.accountCode);
  const items = partyAccounts.length
    ? await tenantQuery<Record<string, unknown>>(
        ledgerDb(),
        `SELECT l.id, l.account_code, l.debit_cents, l.credit_cents, l.third_party_id, COALESCE(l.label, e.label) AS label,
            CAST(l.due_date AS VARCHAR(10)) AS due_date, COALESCE(l.reference, e.source_ref, e.piece_number) AS lettering_key, l.letter_id
          FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id AND e.tenant_id = :tenantId
          WHERE l.tenant_id = :tenantId AND l.posted = TRUE AND l.entry_date >= :bookStart AND l.entry_date <= :yearEnd
            AND l.account_code IN (:accounts) AND (l.letter_id IS NULL OR l.lettered_on > :yearEnd)
          ORDER BY l.account_code, l.entry_date, e.piece_number, l.line_no`,
        { bookStart, yearEnd, accounts: partyAccounts },
      )
    : [];
  return {
    balances: balances.filter((b) => b.net !== 0 && !isThirdPartyAccount(b.accountCode, standard)),
    items: items.map((r) => ({
      lineId: String(r.id),
      accountCode: String(r.account_code),
      debitCents: Number(r.debit_cents),
      creditCents: Number(r.credit_cents),
      thirdPartyId: (r.third_party_id as string | null) ?? null,
      label: ((r.label as string | null) ?? null)?.slice(0, 255) ?? null,
      dueDate: (r.due_date as string | null) ?? null,
      reference: String(r.lettering_key).slice(0, 60),
      letterId: (r.letter_id as string | null) ?? null,
    })),
  };
}
