import { businessRule, type FieldError } from '../../../platform/http/problem';
import { QueryTypes } from 'sequelize';
import { currentTenantId, ledgerDb } from '../runtime';
import type { LedgerLineInput } from './entry-rules';

export interface AccountRow {
  id: string;
  code: string;
  status: string;
}

/**
 * The accounts named by an entry's lines, by code. Unknown codes, and inactive accounts unless
 * allowed (a reversal may clear an account deactivated since), are refused with BUSINESS_RULE
 * and one error per offending line.
 */
export async function accountsOfLines(lines: readonly LedgerLineInput[], options: { allowInactive?: boolean } = {}): Promise<Map<string, AccountRow>> {
  const codes = [...new Set(lines.map((l) => l.accountCode))];
  // Plain rows (no model instance): this runs for every entry recorded.
  const accounts = await ledgerDb().query<AccountRow>('SELECT id, code, status FROM accounts WHERE tenant_id = :tenantId AND code IN (:codes)', {
    type: QueryTypes.SELECT,
    replacements: { tenantId: currentTenantId(), codes },
  });
  const byCode = new Map(accounts.map((a) => [a.code, a]));
  assertAccountsUsable(
    lines.map((line) => ({ accountCode: line.accountCode, status: byCode.get(line.accountCode)?.status ?? null })),
    options,
  );
  return byCode;
}

/**
 * The refusal of lines whose account (`status` null: none of that code) is unknown, or inactive
 * unless allowed: BUSINESS_RULE with one error per offending line, in the lines' order.
 */
export function assertAccountsUsable(lines: ReadonlyArray<{ accountCode: string; status: string | null }>, options: { allowInactive?: boolean } = {}): void {
  const errors: FieldError[] = [];
  lines.forEach((line, i) => {
    if (line.status === null) errors.push({ path: `lines.${i}.accountCode`, message: `Unknown account ${line.accountCode}` });
    else if (line.status !== 'ACTIVE' && !options.allowInactive) errors.push({ path: `lines.${i}.accountCode`, message: `Account ${line.accountCode} is inactive` });
  });
  if (errors.length) {
    const unknown = errors.some((e) => e.message.startsWith('Unknown'));
    throw businessRule(unknown ? 'An entry line names an unknown account' : 'An entry line names an inactive account', { errors });
  }
}
