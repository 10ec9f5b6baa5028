import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { pino, type Logger } from 'pino';
import supertest from 'supertest';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../config';
import { buildServer, type Server } from '../bootstrap';
import type { ModuleDefinition, AppServices } from '../platform/modules';

export interface TestServer {
  server: Server;
  config: AppConfig;
  dialect: 'sqlite' | 'postgres';
  /** supertest agent bound to the app (no port opened). */
  http: ReturnType<typeof supertest>;
  /** The clock the app sees; move it with `clock.set()`. */
  clock: TestClock;
  close(): Promise<void>;
}

export class TestClock {
  private current: Date;
  constructor(start = new Date()) {
    this.current = new Date(start);
  }
  now = (): Date => new Date(this.current);
  set(date: Date | string): void {
    this.current = new Date(date);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestServerOptions {
  now?: Date | string;
  env?: Record<string, string>;
  modules?: readonly ModuleDefinition[];
  /** Replaces platform services (a mailer that records, …). */
  services?: Partial<AppServices>;
  /** Builds a second app on the database of this test server (two apps in one process). */
  sameDatabaseAs?: TestServer;
  /** The server's logger (silent unless TEST_LOG_LEVEL says otherwise). */
  logger?: Logger;
  /** Folder of a built renderer to serve at /app/. */
  rendererDir?: string;
}

async function cloneDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dialect = inject('dialect');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-test-'));
  if (dialect === 'sqlite') {
    fs.copyFileSync(inject('templateLocation'), path.join(dataDir, 'baobab.sqlite'));
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = inject('templateLocation');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
      break;
    } catch (err) {
      // Two files cloning the template at the same instant: PostgreSQL refuses the second one.
      if (attempt > 20 || !/being accessed by other users/.test(String(err))) throw err;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The database (and DATA_DIR) of another test server, left in place when this one closes. */
function sharedDatabase(other: TestServer): { env: Record<string, string>; drop: () => Promise<void> } {
  const env: Record<string, string> = { DATA_DIR: other.config.dataDir };
  if (other.config.DATABASE_URL) env.DATABASE_URL = other.config.DATABASE_URL;
  return { env, drop: async () => undefined };
}

/** A fresh database cloned from the migrated template, and the app built on it. */
export async function createTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const db = options.sameDatabaseAs ? sharedDatabase(options.sameDatabaseAs) : await cloneDatabase();
  const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...db.env, ...options.env });
  const clock = new TestClock(options.now ? new Date(options.now) : new Date());
  const server = await buildServer(config, {
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    now: clock.now,
    migrate: false,
    modules: options.modules,
    services: options.services,
    rendererDir: options.rendererDir,
  });
  return {
    server,
    config,
    dialect: config.dialect,
    http: supertest(server.app),
    clock,
    async close() {
      await server.close();
      await db.drop();
    },
  };
}
