import type { AppContainer } from '../../../platform/modules/contract';
import { currentApp } from '../../../platform/tenancy/context';

/** Hears each progress an execution reaches; the execution waits for it (tests read the session mid-run this way). */
export type ProgressListener = (sessionId: string, percent: number) => void | Promise<void>;

/**
 * Progress of the executions running in this app (session id → 0–100). It lives beside the
 * app, not in the database: the execution's own transaction is not visible to other readers
 * until it commits, and the progress must be.
 */
const running = new WeakMap<AppContainer, Map<string, number>>();
const listeners = new WeakMap<AppContainer, Set<ProgressListener>>();

function table(): Map<string, number> {
  const app = currentApp();
  let map = running.get(app);
  if (!map) running.set(app, (map = new Map()));
  return map;
}

export const executionProgress = {
  start: (sessionId: string) => table().set(sessionId, 0),
  /** Records a new figure (0–99 while running) and waits for the listeners when it moved. */
  async set(sessionId: string, percent: number): Promise<void> {
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    const map = table();
    if (map.get(sessionId) === value) return;
    map.set(sessionId, value);
    for (const listener of listeners.get(currentApp()) ?? []) await listener(sessionId, value);
  },
  end: (sessionId: string) => table().delete(sessionId),
  of: (sessionId: string): number | undefined => table().get(sessionId),
  /** Adds a listener to an app's executions; answers the function that removes it. */
  listen(app: AppContainer, listener: ProgressListener): () => void {
    let set = listeners.get(app);
    if (!set) listeners.set(app, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  },
};
