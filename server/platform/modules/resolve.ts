import type { Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import { toJobDefinition } from '../jobs/job-runner';
import type { WorkflowHandler } from '../workflow/handlers';
import type { DatabaseErrorMapper } from '../http/error-handler';
import type { PendingSource } from '../workflow/pending-sources';
import { PERMISSION_CODES } from '../../../shared/permissions';
import { asSystem, currentApp } from '../tenancy/context';
import type { AppContainer, AppServices, DashboardCounter, EventType, ModuleDefinition, PortName, Ports } from './contract';

export interface ResolveInput {
  config: AppConfig;
  sequelize: Sequelize;
  logger: Logger;
  now: () => Date;
  services: AppServices;
  modules: readonly ModuleDefinition[];
}

export class ModuleContractError extends Error {}

/**
 * Resolves the module list into one app: checks the contract (unique ids, every port used is
 * provided by an earlier module, permission codes exist), builds the ports in module order,
 * collects contributions, subscribes event handlers and registers jobs on this app's services.
 */
export function resolveApp(input: ResolveInput): AppContainer {
  const { modules, services } = input;
  checkContract(modules);
  const ports = {} as Ports;
  const workflowHandlers = new Map<string, WorkflowHandler>();
  const dashboardCounters: DashboardCounter[] = [];
  const databaseErrorMappers: DatabaseErrorMapper[] = [];
  const pendingSources: PendingSource[] = [];
  const app: AppContainer = {
    config: input.config,
    sequelize: input.sequelize,
    logger: input.logger,
    now: input.now,
    services,
    ports,
    dashboardCounters,
    workflowHandlers,
    databaseErrorMappers,
    pendingSources,
    modules,
  };
  definePorts(app, modules);
  for (const module of modules) {
    const c = module.contributes ?? {};
    for (const handler of c.workflow ?? []) {
      if (workflowHandlers.has(handler.entityType)) throw new ModuleContractError(`Two handlers for workflow entity ${handler.entityType}`);
      workflowHandlers.set(handler.entityType, handler);
    }
    dashboardCounters.push(...(c.dashboardCounters ?? []));
    databaseErrorMappers.push(...(c.databaseErrorMappers ?? []));
    pendingSources.push(...(c.pendingApprovals ?? []));
    for (const job of c.jobs ?? []) {
      services.jobs.register(toJobDefinition(job, app));
    }
    for (const [type, handler] of Object.entries(module.subscribes ?? {}) as [EventType, (payload: unknown, app: AppContainer) => Promise<void> | void][]) {
      services.events.subscribe(type, (event) => handler(event.payload, app));
    }
  }
  return app;
}

export function requirePort<K extends PortName>(app: AppContainer, name: K): Ports[K] {
  const port = app.ports[name];
  if (!port) throw new ModuleContractError(`No module provides the port "${String(name)}"`);
  return port;
}

/**
 * Each port is built on first use, so a module may use a port of a module listed after it
 * (identity authenticates operators with the operator module's accounts); a cycle of ports
 * building each other is refused.
 */
function definePorts(app: AppContainer, modules: readonly ModuleDefinition[]): void {
  const building = new Set<string>();
  for (const module of modules) {
    for (const [name, build] of Object.entries(module.provides ?? {}) as [PortName, (app: AppContainer) => Ports[PortName]][]) {
      let value: Ports[PortName] | undefined;
      Object.defineProperty(app.ports, name, {
        enumerable: true,
        get() {
          if (value === undefined) {
            if (building.has(name)) throw new ModuleContractError(`The port "${name}" needs itself to be built`);
            building.add(name);
            try {
              value = build(app);
            } finally {
              building.delete(name);
            }
          }
          return value;
        },
      });
    }
  }
}

function checkContract(modules: readonly ModuleDefinition[]): void {
  const ids = new Set<string>();
  const provided = new Set<string>();
  const known = new Set<string>(PERMISSION_CODES);
  for (const module of modules) {
    if (ids.has(module.id)) throw new ModuleContractError(`Module ${module.id} is listed twice`);
    ids.add(module.id);
    for (const name of Object.keys(module.provides ?? {})) {
      if (provided.has(name)) throw new ModuleContractError(`The port "${name}" is provided twice (again by ${module.id})`);
      provided.add(name);
    }
    for (const code of module.contributes?.permissions ?? []) {
      if (!known.has(code)) throw new ModuleContractError(`Module ${module.id} names the unknown permission ${code}`);
    }
  }
  for (const module of modules) {
    for (const name of module.uses ?? []) {
      if (!provided.has(name)) throw new ModuleContractError(`Module ${module.id} uses the port "${name}", which no module of this app provides`);
    }
  }
}

/** A port of the app of the work in progress (request, job, event handler or seed). */
export function port<K extends PortName>(name: K): Ports[K] {
  return requirePort(currentApp(), name);
}

/** The platform services (mail, documents, pdf, events, jobs) of the app of the work in progress. */
export function appServices(): AppServices {
  return currentApp().services;
}

/** Runs fn as platform work of `app` (tests, scripts and seeds calling services directly). */
export function runInApp<T>(app: AppContainer, fn: () => T, extra: Parameters<typeof asSystem>[1] = {}): T {
  return asSystem(fn, { now: app.now, ...extra, app });
}
