import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { AppContainer } from '../modules/contract';

export type Realm = 'tenant' | 'operator' | 'public' | 'system';

/** What every layer may ask about the request in progress. */
export interface RequestContext {
  requestId: string;
  realm: Realm;
  tenantId: string | null;
  userId: string | null;
  /** Effective permission codes of the caller (empty for public and system work). */
  permissions: ReadonlySet<string>;
  /** Modules licensed to the caller's tenant (PLATFORM for operators); set by authentication. */
  licensedModules?: ReadonlySet<string>;
  /** The employee profile linked to the calling user, for self-service record rules. */
  employeeId?: string | null;
  /** Refresh-token family of the caller's session. */
  sessionId?: string | null;
  /** How the caller is shown in the audit trail (email). */
  actorLabel?: string | null;
  /** Lifts tenant filtering; only for platform jobs, seeds and operator-space services. */
  systemScope: boolean;
  /** The clock of this request; tests and jobs inject their own. */
  now: () => Date;
  ip?: string;
  /** Slot used by Sequelize's CLS support to carry the ambient transaction. */
  cls: Map<string, unknown>;
  /** The app serving this request, job or event: its services, ports and contributions. */
  app?: AppContainer;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function newContext(partial: Partial<RequestContext> = {}): RequestContext {
  return {
    requestId: partial.requestId ?? randomUUID(),
    realm: partial.realm ?? 'public',
    tenantId: partial.tenantId ?? null,
    userId: partial.userId ?? null,
    permissions: partial.permissions ?? new Set(),
    licensedModules: partial.licensedModules,
    employeeId: partial.employeeId ?? null,
    sessionId: partial.sessionId ?? null,
    actorLabel: partial.actorLabel ?? null,
    systemScope: partial.systemScope ?? false,
    now: partial.now ?? (() => new Date()),
    ip: partial.ip,
    cls: partial.cls ?? new Map(),
    app: partial.app,
  };
}

export function runWithContext<T>(ctx: RequestContext, fn: () => T): T {
  return storage.run(ctx, fn);
}

export function currentContext(): RequestContext | undefined {
  return storage.getStore();
}

export function requireContext(): RequestContext {
  const ctx = storage.getStore();
  if (!ctx) throw new Error('No request context: wrap the call in runWithContext/asTenant/asSystem');
  return ctx;
}

/** Mutates the current context (used by authentication once the caller is known). */
export function updateContext(patch: Partial<RequestContext>): void {
  Object.assign(requireContext(), patch);
}

/** A switched context stays inside the caller's ambient transaction (seeds, nested services). */
function inherited(parent: RequestContext | undefined): Map<string, unknown> {
  return new Map(parent?.cls ?? []);
}

/** Runs fn as the given tenant (jobs, seeds, event handlers), keeping the current clock. */
export function asTenant<T>(tenantId: string, fn: () => T, extra: Partial<RequestContext> = {}): T {
  const parent = currentContext();
  return storage.run(
    newContext({ now: parent?.now, requestId: parent?.requestId, app: parent?.app, realm: 'system', cls: inherited(parent), ...extra, tenantId }),
    fn,
  );
}

/** Runs fn with tenant filtering lifted: platform-level work only. */
export function asSystem<T>(fn: () => T, extra: Partial<RequestContext> = {}): T {
  const parent = currentContext();
  return storage.run(
    newContext({ now: parent?.now, requestId: parent?.requestId, app: parent?.app, realm: 'system', cls: inherited(parent), ...extra, systemScope: true }),
    fn,
  );
}

/** The app of the work in progress; every request, job, event handler and seed runs inside one. */
export function currentApp(): AppContainer {
  const app = currentContext()?.app;
  if (!app) throw new Error('No app in the context: run the call inside a request, job, event handler or runInApp()');
  return app;
}

export function now(): Date {
  return currentContext()?.now() ?? new Date();
}

/**
 * A namespace with the shape Sequelize's `useCLS` expects, backed by AsyncLocalStorage:
 * `run` opens a child store so a transaction set inside never leaks to the caller.
 */
export const sequelizeNamespace = {
  get(key: string): unknown {
    return storage.getStore()?.cls.get(key);
  },
  set(key: string, value: unknown): void {
    storage.getStore()?.cls.set(key, value);
  },
  run(fn: (ctx: unknown) => unknown): unknown {
    const parent = storage.getStore() ?? newContext({ realm: 'system' });
    const child: RequestContext = { ...parent, cls: new Map(parent.cls) };
    return storage.run(child, () => fn(child));
  },
  bind<F extends (...args: never[]) => unknown>(fn: F): F {
    return fn;
  },
};
