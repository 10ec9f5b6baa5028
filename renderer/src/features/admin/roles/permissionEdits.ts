import { isPermissionCode, PERMISSION_IMPLIES } from '../../../../../shared/permissions';

/** Codes that grant `code` by implication (booking.manage grants resource.manage). */
export function impliedBy(code: string, granted: ReadonlySet<string>): string | undefined {
  return Object.entries(PERMISSION_IMPLIES).find(
    ([source, implied]) => granted.has(source) && (implied as readonly string[]).includes(code),
  )?.[0];
}

/** Grant or withdraw codes, keeping what the server would add by implication. */
export function togglePermissions(
  granted: ReadonlySet<string>,
  codes: readonly string[],
  on: boolean,
): Set<string> {
  const next = new Set(granted);
  for (const code of codes) {
    if (on) {
      next.add(code);
      for (const implied of (isPermissionCode(code) ? PERMISSION_IMPLIES[code] : undefined) ?? []) next.add(implied);
    } else {
      next.delete(code);
    }
  }
  if (!on) {
    // A withdrawn code stays when another kept code still implies it.
    for (const [source, implied] of Object.entries(PERMISSION_IMPLIES)) {
      if (next.has(source)) for (const code of implied) next.add(code);
    }
  }
  return next;
}

export function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((code) => b.has(code));
}
