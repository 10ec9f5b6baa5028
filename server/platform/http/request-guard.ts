import type { Requirement, RouteRealm } from './requirements';

/** What a request guard knows of the route being called (the caller is in the request context). */
export interface GuardedRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The route's path as declared (`/accounting/journal/{id}`). */
  path: string;
  realm: RouteRealm;
  access: Requirement;
  /** The route changes data: it runs in a writing transaction (every non-GET route, unless it says otherwise). */
  writes: boolean;
}

/**
 * A check a module adds to every API route, run after authentication and before the permission
 * check (the on-premise license refuses tenant endpoints while no valid license is installed).
 * It throws a Problem to refuse; it must not write to the database.
 */
export type RequestGuard = (route: GuardedRoute) => void | Promise<void>;
