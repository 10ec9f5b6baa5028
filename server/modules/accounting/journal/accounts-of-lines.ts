import { businessRule, type FieldError } from '../../../platform/http/problem';
import { Account } from '../models';
import type { LedgerLineInput } from './entry-rules';

/**
 * The accounts named by an entry's lines, by code. Unknown codes, and inactive accounts unless
 * allowed (a reversal may clear an account deactivated since), are refused with BUSINESS_RULE
 * and one error per offending line.
 */
export async function accountsOfLines(lines: readonly LedgerLineInput[], options: { allowInactive?: boolean } = {}): Promise<Map<string, Account>> {
  const codes = [...new Set(lines.map((l) => l.accountCode))];
  const accounts = await Account.findAll({ where: { code: codes } });
  const byCode = new Map(accounts.map((a) => [a.code, a]));
  const errors: FieldError[] = [];
  lines.forEach((line, i) => {
    const account = byCode.get(line.accountCode);
    if (!account) errors.push({ path: `lines.${i}.accountCode`, message: `Unknown account ${line.accountCode}` });
    else if (account.status !== 'ACTIVE' && !options.allowInactive) errors.push({ path: `lines.${i}.accountCode`, message: `Account ${line.accountCode} is inactive` });
  });
  if (errors.length) {
    const unknown = errors.some((e) => e.message.startsWith('Unknown'));
    throw businessRule(unknown ? 'An entry line names an unknown account' : 'An entry line names an inactive account', { errors });
  }
  return byCode;
}
