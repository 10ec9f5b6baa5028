import { AuditEvent } from '../../platform/audit/model';
import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { auditRoutes } from './routes';

/** The tenant audit trail: the audit_events table (written by platform/audit hooks) and its endpoints. */
export const auditModule: ModuleDefinition = {
  id: 'audit',
  uses: ['people'],
  contributes: {
    migrations,
    models: (sequelize) => AuditEvent.initModel(sequelize),
    routes: () => auditRoutes(),
    permissions: ['audit.read'],
  },
};
