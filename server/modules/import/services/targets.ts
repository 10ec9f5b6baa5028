import { port } from '../../../platform/modules';
import type { ImportTargetBase } from '../../../platform/imports/import-target';

/** The kinds of record a session tags, in creation order (a rollback walks them backwards). */
export const ENTITIES = ['ORGANISATION', 'DEPARTMENT', 'EMPLOYEE', 'HOLIDAY', 'RESOURCE_TYPE', 'RESOURCE', 'CONTRACT', 'PAYROLL_LINE'] as const;
export type Entity = (typeof ENTITIES)[number];

/** The organisation is the tenant itself: only ever updated, through the tenants port. */
const organisationTarget: ImportTargetBase = {
  async restoreMany(items) {
    for (const { id, previous } of items) await port('tenants').updateTenant(id, previous);
  },
  async removeMany() {
    throw new Error('An organisation is never created by an import');
  },
  async versions(ids) {
    const found = new Map<string, string>();
    for (const id of ids) {
      const tenant = await port('tenants').findTenantById(id);
      if (tenant) found.set(id, new Date(tenant.updatedAt).toISOString());
    }
    return found;
  },
};

/** The port functions that put back or remove each kind of record. */
export function targetOf(entity: Entity): ImportTargetBase {
  switch (entity) {
    case 'ORGANISATION':
      return organisationTarget;
    case 'DEPARTMENT':
      return port('employeeImport').departments;
    case 'EMPLOYEE':
      return port('employeeImport').employees;
    case 'HOLIDAY':
      return port('leaveImport').holidays;
    case 'RESOURCE_TYPE':
      return port('bookingImport').types;
    case 'RESOURCE':
      return port('bookingImport').resources;
    case 'CONTRACT':
      return port('contractImport').contracts;
    case 'PAYROLL_LINE':
      return port('payrollImport').history;
  }
}
