import { lazy, type ComponentType } from 'react';

/**
 * A named export of a module, loaded on its first render (a page, a dashboard card):
 * `lazyPage(() => import('./JournalPage'), 'JournalPage')`. Each page is then a chunk of its own,
 * and the router and the dashboard show their Suspense fallback while it loads.
 */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
