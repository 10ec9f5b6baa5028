import type { AppContainer } from '../../../platform/modules/contract';
import { currentApp } from '../../../platform/tenancy/context';

/**
 * Progress of the executions running in this app (session id → 0–100). It lives beside the
 * app, not in the database: the execution's own transaction is not visible to other readers
 * until it commits, and the progress must be.
 */
const running = new WeakMap<AppContainer, Map<string, number>>();

function table(): Map<string, number> {
  const app = currentApp();
  let map = running.get(app);
  if (!map) running.set(app, (map = new Map()));
  return map;
}

export const executionProgress = {
  start: (sessionId: string) => table().set(sessionId, 0),
  set: (sessionId: string, percent: number) => table().set(sessionId, Math.max(0, Math.min(99, Math.floor(percent)))),
  end: (sessionId: string) => table().delete(sessionId),
  of: (sessionId: string): number | undefined => table().get(sessionId),
};
