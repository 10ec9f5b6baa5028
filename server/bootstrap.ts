import path from 'node:path';
import fs from 'node:fs';
import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { createLogger } from './platform/logging';
import type { AppConfig } from './config';
import { createApp, type BuiltApp, type CreateAppOptions } from './app';
import { createSequelize } from './platform/db/database';
import { runMigrations } from './platform/db/migrations';
import { inTransaction } from './platform/db/transaction';
import { modulesForProfile, resolveApp, type AppContainer, type AppServices, type ModuleDefinition, type SeedContext } from './platform/modules';
import { createPlatformServices } from './platform/create-services';
import { asSystem } from './platform/tenancy/context';
import { modules as allModules } from './modules';

export interface Server extends BuiltApp {
  /** The resolved app: services, ports and contributions of this server only. */
  container: AppContainer;
  sequelize: Sequelize;
  modules: readonly ModuleDefinition[];
  close(): Promise<void>;
}

export interface BuildOptions {
  logger?: Logger;
  now?: () => Date;
  /** The modules of the app (all of server/modules by default), kept to those of the config's profile. */
  modules?: readonly ModuleDefinition[];
  /** Skip migrations (tests clone an already-migrated template). */
  migrate?: boolean;
  /** Replaces some platform services (a test's own mailer…). */
  services?: Partial<AppServices>;
  rendererDir?: string;
  checkResponses?: CreateAppOptions['checkResponses'];
}

export function openDatabase(config: AppConfig, logger?: Logger): Sequelize {
  return createSequelize({
    dialect: config.dialect,
    url: config.DATABASE_URL,
    storage: path.join(config.dataDir, 'baobab.sqlite'),
    logging: logger && config.LOG_LEVEL === 'trace' ? (sql) => logger.trace(sql) : false,
  });
}

/** Initialises every module's models on one Sequelize instance, then cross-module associations. */
export function initModels(sequelize: Sequelize, modules: readonly ModuleDefinition[]): void {
  for (const m of modules) m.contributes?.models?.(sequelize);
  for (const m of modules) m.contributes?.associate?.(sequelize);
}

export function migrationSources(modules: readonly ModuleDefinition[]) {
  return modules.map((m) => ({ module: m.id, migrations: m.contributes?.migrations ?? [] }));
}

export function defaultRendererDir(): string {
  const candidates = [path.resolve('dist/renderer'), path.resolve(import.meta.dirname ?? '.', '../renderer')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? candidates[0];
}

/** config → database → migrations → resolved modules → app. Listening and jobs are the caller's business. */
export async function buildServer(config: AppConfig, options: BuildOptions = {}): Promise<Server> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  // A module kept to one profile (the on-premise license) is absent from the others: no tables, no routes.
  const modules = modulesForProfile(options.modules ?? allModules, config.APP_PROFILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sequelize = openDatabase(config, logger);
  initModels(sequelize, modules);
  if (options.migrate !== false) await runMigrations(sequelize, migrationSources(modules));
  const now = options.now ?? (() => new Date());
  const services: AppServices = { ...createPlatformServices({ config, sequelize, logger, now }), ...options.services };
  const container = resolveApp({ config, sequelize, logger, now, services, modules });
  const built = createApp(container, { rendererDir: options.rendererDir, checkResponses: options.checkResponses });
  return {
    ...built,
    container,
    sequelize,
    modules,
    async close() {
      await services.jobs.stop();
      await sequelize.close();
    },
  };
}

/** Runs every module's demo seed, in module order, in one transaction. */
export async function seedDemo(server: Server): Promise<SeedContext> {
  const ctx: SeedContext = Object.create(server.container);
  await asSystem(
    () =>
      inTransaction(server.sequelize, async () => {
        for (const m of server.modules) await m.contributes?.seed?.(ctx);
      }),
    { app: server.container },
  );
  return ctx;
}
