import { optionalPort } from '../../platform/modules';
import type { Cents } from '../../../shared/money';

/**
 * Amounts committed but not yet in the books — approved purchase requests not received — that
 * the variance shows beside the actuals. The supplies module provides this port
 * (`provides: { budgetCommitments: () => … }`); without it every commitment is zero.
 */
export interface BudgetCommitmentsPort {
  /** Committed amounts per account code over the period (dates inclusive), in the caller's tenant. */
  committed(period: { from: string; to: string }): Promise<ReadonlyArray<{ accountCode: string; amountCents: Cents }>>;
}

declare module '../../platform/modules/contract' {
  interface Ports {
    budgetCommitments: BudgetCommitmentsPort;
  }
}

export async function committedByAccount(from: string, to: string): Promise<Map<string, Cents>> {
  const rows = (await optionalPort('budgetCommitments')?.committed({ from, to })) ?? [];
  const totals = new Map<string, Cents>();
  for (const r of rows) totals.set(r.accountCode, (totals.get(r.accountCode) ?? 0) + r.amountCents);
  return totals;
}
