import type { BaseError } from 'sequelize';
import { Problem } from '../../../platform/http/problem';

interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * The unique name of a company value, when two creations of one name pass the service's check
 * together: 409 DUPLICATE on the name. PostgreSQL names the index (23505); SQLite its columns.
 */
export function mapSatisfactionDatabaseError(error: BaseError): Problem | undefined {
  const original = ((error as { original?: DriverError }).original ?? (error as { parent?: DriverError }).parent ?? {}) as DriverError;
  const message = original.message ?? error.message ?? '';
  if (
    (original.code === '23505' && original.constraint === 'satisfaction_company_values_name_uq') ||
    /UNIQUE constraint failed: satisfaction_company_values\.tenant_id, satisfaction_company_values\.name_key/.test(message)
  ) {
    return new Problem('DUPLICATE', 'A company value of this name already exists', { errors: [{ path: 'name', message: 'A company value of this name already exists' }] });
  }
  return undefined;
}
