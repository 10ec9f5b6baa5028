import type { Sequelize } from 'sequelize';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import type { ApiRouter } from './http/api-router';
import type { MigrationSource } from './db/migrations';

/** What the server hands to every module. Platform services are added here as they land. */
export interface AppDeps {
  config: AppConfig;
  sequelize: Sequelize;
  logger: Logger;
  /** Clock of the application; tests inject a fixed one. */
  now: () => Date;
  services: PlatformServices;
}

export type { PlatformServices } from './services';
import type { PlatformServices } from './services';

export interface SeedContext extends AppDeps {
  /** The demo tenant's id once the platform part of the seed has created it. */
  demoTenantId?: string;
}

/** A module's manifest: everything the server needs to know about one capability. */
export interface ModuleManifest {
  id: string;
  migrations?: MigrationSource['migrations'];
  /** Initialises the module's models (and associations) on a Sequelize instance. */
  models?: (sequelize: Sequelize) => void;
  /** Associations that need models of other modules, run after every module's models. */
  associate?: (sequelize: Sequelize) => void;
  routes?: (deps: AppDeps) => ApiRouter | ApiRouter[];
  /** Called once the app is built (event subscriptions, job registration…). */
  start?: (deps: AppDeps) => void | Promise<void>;
  /** Demo data, run in manifest order on an empty database. */
  seed?: (ctx: SeedContext) => Promise<void>;
}
