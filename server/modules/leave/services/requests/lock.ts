import { currentApp, requireContext } from '../../../../platform/tenancy/context';
import type { EmployeeSummary } from '../../../employees';

/**
 * Serialises the requests of one team (the employees of one manager) for the rest of the
 * transaction: overlap and team-coverage checks then read what the other requests committed.
 * PostgreSQL: a transaction-scoped advisory lock; SQLite: writers already run one at a time.
 */
export async function lockTeamOf(employee: Pick<EmployeeSummary, 'id' | 'managerId'>): Promise<void> {
  const { sequelize } = currentApp();
  if (sequelize.getDialect() !== 'postgres') return;
  const key = `leave:${requireContext().tenantId}:${employee.managerId ?? employee.id}`;
  await sequelize.query('SELECT pg_advisory_xact_lock(hashtext(:key))', { replacements: { key } });
}
