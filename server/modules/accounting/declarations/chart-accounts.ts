import type { ChartStandard } from '../../../../shared/accounting';

export interface ChartAccounts {
  vatCollected: readonly string[];
  vatDeductible: readonly string[];
  /** VAT due and VAT credit carried forward: the accounts of a VAT return's own settlement entry. */
  vatSettlement: readonly string[];
  grossPay: readonly string[];
  employerCharges: readonly string[];
  socialContributions: readonly string[];
  netPayDue: readonly string[];
}

/**
 * Where the declarations read their figures, per chart of accounts. SYSCOHADA (the OHADA
 * countries): VAT collected 443x, deductible 445x, settled through 4441 (due) and 4449 (credit
 * carried forward); gross pay 661–663, employer charges 664x, contributions due to social bodies
 * 431x, net pay due 422x. France's PCG: VAT collected 4457x, deductible 4456x, settled through
 * 44551 and 44567; gross pay 641x, employer charges 645x, contributions 431x and 437x, net pay 421x.
 */
export const CHART_ACCOUNTS: Record<ChartStandard, ChartAccounts> = {
  SYSCOHADA: {
    vatCollected: ['443'],
    vatDeductible: ['445'],
    vatSettlement: ['4441', '4449'],
    grossPay: ['661', '662', '663'],
    employerCharges: ['664'],
    socialContributions: ['431'],
    netPayDue: ['422'],
  },
  PCG: {
    vatCollected: ['4457'],
    vatDeductible: ['4456'],
    vatSettlement: ['44551', '44567'],
    grossPay: ['641'],
    employerCharges: ['645'],
    socialContributions: ['431', '437'],
    netPayDue: ['421'],
  },
};

/** `(l.account_code LIKE '661%' OR …)` from constant prefixes (digits only, checked). */
export function codeIn(prefixes: readonly string[]): string {
  for (const p of prefixes) if (!/^\d+$/.test(p)) throw new Error(`Invalid account prefix ${p}`);
  return `(${prefixes.map((p) => `l.account_code LIKE '${p}%'`).join(' OR ')})`;
}
