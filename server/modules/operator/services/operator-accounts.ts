import { effectivePermissions } from '../../../platform/permissions/effective';
import { PLATFORM_SCOPE } from '../../../platform/permissions/versions';
import { operatorGrants, SYSTEM_ROLE_IDS } from '../../roles';
import { recentlyRevokedSessions, type RealmAccounts } from '../../identity';
import { now } from '../../../platform/tenancy/context';
import { Operator } from '../models/operator';

const OPERATOR_MODULES: ReadonlySet<string> = new Set(['PLATFORM']);

/** Operators: one role each, the PLATFORM module always theirs, one shared access scope. */
export const operatorAccounts: RealmAccounts = {
  scope: () => PLATFORM_SCOPE,
  async load(subjectId) {
    const operator = await Operator.findByPk(subjectId);
    if (!operator) return null;
    return {
      realm: 'operator',
      id: operator.id,
      tenantId: null,
      email: operator.email,
      firstName: operator.firstName,
      lastName: operator.lastName,
      locale: operator.locale,
      employeeId: null,
      active: operator.active,
      tenant: null,
      roles: [{ id: SYSTEM_ROLE_IDS[operator.role], name: operator.role, description: null, systemRole: true, tenantId: null }],
      permissions: effectivePermissions(operatorGrants(operator.role), OPERATOR_MODULES, 'operator'),
      modules: OPERATOR_MODULES,
      revokedSessions: await recentlyRevokedSessions('operator', operator.id, now()),
    };
  },
  async passwordHash(subjectId) {
    return (await Operator.findByPk(subjectId))?.passwordHash ?? null;
  },
  async setPassword(subjectId, _tenantId, hash, at) {
    await Operator.update({ passwordHash: hash, passwordChangedAt: at }, { where: { id: subjectId } });
  },
};
