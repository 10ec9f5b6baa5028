import { isPermissionCode } from '../../../shared/permissions';
import type { Requirement } from './requirements';

/** What a route declares about who may call it, as the OpenAPI document shows it (`x-access`). */
export interface AccessDoc {
  kind: Requirement['kind'];
  /** The codes of a permission route, any one of which grants access. */
  permissions?: string[];
}

export function accessDoc(requirement: Requirement): AccessDoc {
  return requirement.kind === 'permission' ? { kind: 'permission', permissions: [...requirement.anyOf] } : { kind: requirement.kind };
}

/** The part of a route the access check reads: a registry row, or a fake one in a test. */
export interface RouteAccessRow {
  method: string;
  path: string;
  spec: { access?: unknown };
}

const KINDS = new Set(['public', 'authenticated', 'permission']);

/**
 * Every route must declare who may call it: a permission (one or more known codes), `PUBLIC`
 * (no token: logins, signed links, feeds) or `AUTHENTICATED` (any signed-in account; the handler
 * narrows it to the caller's own records or the approver it names). Answers one line per route
 * that does not; the route sweep fails on any.
 */
export function routeAccessProblems(routes: readonly RouteAccessRow[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const label = `${route.method.toUpperCase()} ${route.path}`;
    const access = route.spec.access as { kind?: unknown; anyOf?: unknown } | undefined;
    if (!access || typeof access !== 'object' || !KINDS.has(String(access.kind))) {
      problems.push(`${label}: declares no access (a permission, PUBLIC or AUTHENTICATED)`);
      continue;
    }
    if (access.kind !== 'permission') continue;
    const codes = Array.isArray(access.anyOf) ? (access.anyOf as unknown[]) : [];
    if (codes.length === 0) problems.push(`${label}: a permission route names no permission code`);
    for (const code of codes) {
      if (typeof code !== 'string' || !isPermissionCode(code)) problems.push(`${label}: unknown permission code ${String(code)}`);
    }
  }
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method.toUpperCase()} ${route.path}`;
    if (seen.has(key)) problems.push(`${key}: registered twice`);
    seen.add(key);
  }
  return problems;
}

/** The operations of an OpenAPI document whose `x-access` is missing or differs from the route's declaration. */
export function documentedAccessProblems(routes: readonly RouteAccessRow[], paths: Record<string, Record<string, { 'x-access'?: unknown }>>): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    const label = `${route.method.toUpperCase()} ${route.path}`;
    const documented = paths[route.path]?.[route.method]?.['x-access'];
    const declared = route.spec.access ? accessDoc(route.spec.access as Requirement) : undefined;
    if (JSON.stringify(documented) !== JSON.stringify(declared)) problems.push(`${label}: the OpenAPI document shows ${JSON.stringify(documented)}, the route declares ${JSON.stringify(declared)}`);
  }
  return problems;
}
