import type { Sequelize } from 'sequelize';
import { inTransaction } from '../../platform/db/transaction';
import { TenantContextMissing } from '../../platform/db/tenant-scope';
import { now, requireContext } from '../../platform/tenancy/context';
import { Account } from './models';

/** The Sequelize instance the ledger's models were initialised on. */
export function ledgerDb(): Sequelize {
  const sequelize = Account.sequelize;
  if (!sequelize) throw new Error('The accounting models are not initialised');
  return sequelize;
}

/** Runs fn in the ambient transaction, or in a new one (reads that may write, e.g. lazy seeding). */
export function inLedgerTransaction<T>(fn: () => Promise<T>): Promise<T> {
  return inTransaction(ledgerDb(), fn);
}

export function currentTenantId(): string {
  const tenantId = requireContext().tenantId;
  if (!tenantId) throw new TenantContextMissing('The ledger needs a tenant context');
  return tenantId;
}

export function currentUserId(): string | null {
  return requireContext().userId;
}

/** Today's date (UTC) on the request's clock, as YYYY-MM-DD. */
export function today(): string {
  return now().toISOString().slice(0, 10);
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

export function monthOf(date: string): number {
  return Number(date.slice(5, 7));
}
