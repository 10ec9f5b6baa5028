import path from 'node:path';
import fs from 'node:fs';
import type { Logger } from 'pino';
import { createLogger } from './platform/logging';
import type { Sequelize } from 'sequelize';
import type { AppConfig } from './config';
import { createApp, type BuiltApp } from './app';
import { createSequelize } from './platform/db/database';
import { runMigrations } from './platform/db/migrations';
import { inTransaction } from './platform/db/transaction';
import type { AccessControl } from './platform/http/access';
import type { AppDeps, ModuleManifest, PlatformServices, SeedContext } from './platform/modules';
import { createPlatformServices } from './platform/create-services';
import { asSystem } from './platform/tenancy/context';
import { modules as allModules } from './modules';

export interface Server extends BuiltApp {
  deps: AppDeps;
  sequelize: Sequelize;
  modules: readonly ModuleManifest[];
  close(): Promise<void>;
}

export interface BuildOptions {
  logger?: Logger;
  now?: () => Date;
  modules?: readonly ModuleManifest[];
  access?: AccessControl;
  /** Skip migrations (tests clone an already-migrated template). */
  migrate?: boolean;
  /** Replaces some platform services (a test's own mailer…). */
  services?: Partial<PlatformServices>;
  rendererDir?: string;
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
export function initModels(sequelize: Sequelize, modules: readonly ModuleManifest[]): void {
  for (const m of modules) m.models?.(sequelize);
  for (const m of modules) m.associate?.(sequelize);
}

export function migrationSources(modules: readonly ModuleManifest[]) {
  return modules.map((m) => ({ module: m.id, migrations: m.migrations ?? [] }));
}

export function defaultRendererDir(): string {
  const candidates = [path.resolve('dist/renderer'), path.resolve(import.meta.dirname ?? '.', '../renderer')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? candidates[0];
}

/** config → database → migrations → app. Listening and jobs are the caller's business. */
export async function buildServer(config: AppConfig, options: BuildOptions = {}): Promise<Server> {
  const logger = options.logger ?? createLogger(config.LOG_LEVEL);
  const modules = options.modules ?? allModules;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const sequelize = openDatabase(config, logger);
  initModels(sequelize, modules);
  if (options.migrate !== false) await runMigrations(sequelize, migrationSources(modules));
  const now = options.now ?? (() => new Date());
  const deps: AppDeps = { config, sequelize, logger, now, services: {} };
  // Services exist before any module starts: start hooks subscribe to events and register jobs.
  Object.assign(deps.services, createPlatformServices({ config, sequelize, logger, now }), options.services);
  for (const m of modules) await m.start?.(deps);
  const built = createApp(deps, { modules, access: options.access ?? deps.services.access, rendererDir: options.rendererDir });
  return {
    ...built,
    deps,
    sequelize,
    modules,
    async close() {
      await deps.services.jobs?.stop();
      await sequelize.close();
    },
  };
}

/** Runs every module's demo seed, in manifest order, in one transaction. */
export async function seedDemo(server: Server): Promise<SeedContext> {
  const ctx: SeedContext = { ...server.deps };
  await asSystem(() =>
    inTransaction(server.sequelize, async () => {
      for (const m of server.modules) await m.seed?.(ctx);
    }),
  );
  return ctx;
}
