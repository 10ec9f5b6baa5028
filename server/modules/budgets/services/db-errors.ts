import type { BaseError } from 'sequelize';
import { Problem } from '../../../platform/http/problem';

interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * The one-ACTIVE-budget-per-year index, should a second activation ever reach it (the year's row
 * locks serialize activations first): 409 INVALID_STATE, the state the other activation left.
 * PostgreSQL names the index (23505); SQLite names its columns.
 */
export function mapBudgetDatabaseError(error: BaseError): Problem | undefined {
  const original = ((error as { original?: DriverError }).original ?? (error as { parent?: DriverError }).parent ?? {}) as DriverError;
  const message = original.message ?? error.message ?? '';
  if (
    (original.code === '23505' && original.constraint === 'budgets_one_active_uq') ||
    /UNIQUE constraint failed: budgets\.tenant_id, budgets\.fiscal_year/.test(message)
  ) {
    return new Problem('INVALID_STATE', 'Another budget of this fiscal year was activated at the same time', { currentStatus: 'DRAFT' });
  }
  return undefined;
}
