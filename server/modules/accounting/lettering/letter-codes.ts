import { QueryTypes } from 'sequelize';
import { currentTenantId, ledgerDb } from '../runtime';

/** 1 → A, 26 → Z, 27 → AA, 28 → AB… (bijective base 26, as accountants write letter codes). */
export function letterCode(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`No letter code for ${n}`);
  let code = '';
  let rest = n;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    code = String.fromCharCode(65 + digit) + code;
    rest = (rest - 1 - digit) / 26;
  }
  return code;
}

/**
 * Reserves `count` letter codes of an account, inside the caller's transaction: the account's
 * row holds the last number handed out (PostgreSQL: the update locks it until commit, so two
 * letterings of one account queue; SQLite serialises writers).
 */
export async function reserveLetterCodes(accountCode: string, count: number): Promise<string[]> {
  const sequelize = ledgerDb();
  const replacements = { tenantId: currentTenantId(), code: accountCode, count };
  const update = 'UPDATE accounts SET letter_seq = letter_seq + :count WHERE tenant_id = :tenantId AND code = :code';
  let last: number;
  if (sequelize.getDialect() === 'postgres') {
    const rows = await sequelize.query<{ letter_seq: number }>(`${update} RETURNING letter_seq`, { type: QueryTypes.SELECT, replacements });
    last = Number(rows[0]?.letter_seq);
  } else {
    await sequelize.query(update, { replacements });
    const rows = await sequelize.query<{ letter_seq: number }>('SELECT letter_seq FROM accounts WHERE tenant_id = :tenantId AND code = :code', {
      type: QueryTypes.SELECT,
      replacements,
    });
    last = Number(rows[0]?.letter_seq);
  }
  if (!Number.isSafeInteger(last)) throw new Error(`Account ${accountCode} not found for lettering`);
  return Array.from({ length: count }, (_, i) => letterCode(last - count + 1 + i));
}
