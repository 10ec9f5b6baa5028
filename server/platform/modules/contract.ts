import type { Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config';
import type { ApiRouter } from '../http/api-router';
import type { DatabaseErrorMapper } from '../http/error-handler';
import type { Migration } from '../db/migrations';
import type { DocumentStore, EventBus, JobScheduler, Mailer, PdfRenderer } from '../services';
import type { ScheduledJob, TenantDirectory } from '../jobs/job-runner';
import type { AccessControl } from '../http/requirements';
import type { WorkflowDirectory } from '../workflow/directory';
import type { WorkflowHandler } from '../workflow/handlers';
import type { PendingSource } from '../workflow/pending-sources';
import type { PermissionCode } from '../../../shared/permissions';

/**
 * The module contract. A module is one folder under server/modules whose index.ts exports one
 * `ModuleDefinition`: what it PROVIDES to other modules (ports), what it CONTRIBUTES to the app
 * (routes, migrations, jobs, workflow handlers, dashboard counters…) and what it SUBSCRIBES to
 * (domain events). Bootstrap resolves the list once per app into an `AppContainer`; nothing of
 * it lives in module-level state, so two apps in one process share nothing.
 */

/**
 * Ports other modules may use, keyed by name. A providing module adds its port to this interface
 * by declaration merging, next to its implementation:
 *
 *   declare module '../../platform/modules/contract' { interface Ports { people: PeoplePort } }
 */
export interface Ports {
  /** Authenticates requests and fills the request context (identity module). */
  accessControl: AccessControl;
  /** The tenants a tenant-scoped job visits (tenants module). */
  tenantDirectory: TenantDirectory;
  /** The people the approval engine resolves approvers among (employees module). */
  workflowDirectory: WorkflowDirectory;
}
export type PortName = keyof Ports;

/**
 * Domain events and their payloads, by type; publishers add theirs by declaration merging:
 *
 *   declare module '../../platform/modules/contract' { interface DomainEvents { 'tenant.created': { tenantId: string } } }
 */
export interface DomainEvents {}
export type EventType = keyof DomainEvents;

/** The platform services of one app. Tests may swap one (a mailer that records) after build. */
export interface AppServices {
  mail: Mailer;
  events: EventBus;
  jobs: JobScheduler;
  documents: DocumentStore;
  pdf: PdfRenderer;
}

/** A figure a module adds to the accounting or HR dashboard, computed in the caller's tenant. */
export interface DashboardCounter {
  /** Field of the dashboard answer (e.g. `pendingExpenseClaims`). */
  key: string;
  count(): Promise<number>;
}

/** One app: its settings, database, services, resolved ports and collected contributions. */
export interface AppContainer {
  readonly config: AppConfig;
  readonly sequelize: Sequelize;
  readonly logger: Logger;
  /** Clock of the application; tests inject a fixed one. */
  readonly now: () => Date;
  readonly services: AppServices;
  readonly ports: Ports;
  readonly dashboardCounters: readonly DashboardCounter[];
  readonly workflowHandlers: ReadonlyMap<string, WorkflowHandler>;
  readonly databaseErrorMappers: readonly DatabaseErrorMapper[];
  readonly pendingSources: readonly PendingSource[];
  readonly modules: readonly ModuleDefinition[];
}

/** What a seed receives: the app, plus the demo tenant once the tenants module created it. */
export interface SeedContext extends AppContainer {
  demoTenantId?: string;
}

export type EventSubscriptions = {
  [E in EventType]?: (payload: DomainEvents[E], app: AppContainer) => Promise<void> | void;
};

export interface ModuleContributions {
  migrations?: readonly Migration[];
  /** Initialises the module's models on a Sequelize instance. */
  models?: (sequelize: Sequelize) => void;
  /** Associations needing other modules' models, run after every module's models. */
  associate?: (sequelize: Sequelize) => void;
  routes?: (app: AppContainer) => ApiRouter | ApiRouter[];
  jobs?: readonly ScheduledJob[];
  workflow?: readonly WorkflowHandler[];
  /** Records outside the engine waiting for the caller's decision, shown in the approvals inbox. */
  pendingApprovals?: readonly PendingSource[];
  dashboardCounters?: readonly DashboardCounter[];
  /** Explains database errors of the module's own constraints as problems. */
  databaseErrorMappers?: readonly DatabaseErrorMapper[];
  /** Permission codes the module's routes and policies name (checked against the catalog). */
  permissions?: readonly PermissionCode[];
  /** Demo data, run in module order on an empty database. */
  seed?: (ctx: SeedContext) => Promise<void>;
}

export interface ModuleDefinition {
  id: string;
  /** Ports this module calls; bootstrap refuses an app where no module provides one of them. */
  uses?: readonly PortName[];
  provides?: { [K in PortName]?: (app: AppContainer) => Ports[K] };
  contributes?: ModuleContributions;
  subscribes?: EventSubscriptions;
}
