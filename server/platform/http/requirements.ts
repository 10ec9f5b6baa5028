import type { Request } from 'express';
import type { PermissionCode } from '../../../shared/permissions';
import { Problem } from './problem';

/**
 * Who may call a route. The permission code is always explicit on the route, never inferred from
 * the HTTP verb. `anyOf` accepts any one of several codes.
 */
export type Requirement =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; anyOf: readonly PermissionCode[] };

export const PUBLIC: Requirement = { kind: 'public' };
export const AUTHENTICATED: Requirement = { kind: 'authenticated' };
export function permission(...anyOf: PermissionCode[]): Requirement {
  return { kind: 'permission', anyOf };
}

/** Tenant routes and the operator space are separate realms; the path decides which. */
export type RouteRealm = 'tenant' | 'operator';
export function realmOfPath(path: string): RouteRealm {
  return path.startsWith('/admin-platform') ? 'operator' : 'tenant';
}

/**
 * The seam between the HTTP layer and identity: authenticate fills the request context from the
 * bearer token, authorize refuses what the caller may not do. Implemented by the access module.
 */
export interface AccessControl {
  authenticate(req: Request, realm: RouteRealm, requirement: Requirement): Promise<void>;
  authorize(requirement: Requirement, realm: RouteRealm): void;
}

/** Used until identity is wired: only public routes answer. */
export const publicOnlyAccess: AccessControl = {
  async authenticate(_req, _realm, requirement) {
    if (requirement.kind !== 'public') throw new Problem('UNAUTHENTICATED');
  },
  authorize() {},
};
