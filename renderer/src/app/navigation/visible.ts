import { allows, type Me } from '../auth/me';
import type { NavEntry } from '../registry';

export interface NavGroup {
  section: string | null;
  entries: NavEntry[];
}

/** The caller's menu: entries of their realm they may use, grouped by section, in order. */
export function visibleNavigation(entries: readonly NavEntry[], me: Me): NavGroup[] {
  const allowed = entries
    .filter((entry) => entry.realm === me.realm && allows(me, entry))
    .sort((a, b) => a.order - b.order);
  const groups = new Map<string | null, NavEntry[]>();
  for (const entry of allowed) {
    const key = entry.section ?? null;
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key)!.push(entry);
  }
  return [...groups.entries()]
    .map(([section, list]) => ({ section, entries: list }))
    .sort((a, b) =>
      a.section === null ? -1 : b.section === null ? 1 : a.entries[0].order - b.entries[0].order,
    );
}
