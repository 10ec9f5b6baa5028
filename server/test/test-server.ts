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
import type { ResponseMismatch } from '../platform/http/response-check';

export interface TestServer {
  server: Server;
  config: AppConfig;
  dialect: 'sqlite' | 'postgres';
  /** supertest agent bound to the app (no port opened). */
  http: ReturnType<typeof supertest>;
  /** The clock the app sees; move it with `clock.set()`. */
  clock: TestClock;
  /**
   * Answers that did not match their route's declared response schema (each also answered 500);
   * `close()` fails while any is left, so no test passes over one.
   */
  responseMismatches: ResponseMismatch[];
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
  /** Starts from this database instead of the migrated template. */
  template?: DatabaseTemplate;
}

/**
 * A database (and DATA_DIR) to start from: the migrated template by default, or a seeded one
 * (see demo-server.ts). `dataDir` is copied whole: it holds the app secret and the documents.
 */
export interface DatabaseTemplate {
  /** Copied whole; on SQLite it holds the database file too. */
  dataDir?: string;
  /** PostgreSQL: the database to copy. */
  database?: string;
}

/** Copies a database on PostgreSQL; two copies of one template at the same instant are retried. */
export async function copyPostgresDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (err) {
        if (attempt > 50 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

async function cloneDatabase(template: DatabaseTemplate = {}): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const dialect = inject('dialect');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-test-'));
  if (template.dataDir) fs.cpSync(template.dataDir, dataDir, { recursive: true });
  if (dialect === 'sqlite') {
    if (!template.dataDir) fs.copyFileSync(inject('templateLocation'), path.join(dataDir, 'baobab.sqlite'));
    return { env: { DATA_DIR: dataDir }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = inject('templateLocation');
  const name = `t_${randomBytes(6).toString('hex')}`;
  await copyPostgresDatabase(adminUrl, template.database ?? inject('templateDatabase'), name);
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
  const db = options.sameDatabaseAs ? sharedDatabase(options.sameDatabaseAs) : await cloneDatabase(options.template);
  const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...db.env, ...options.env });
  const clock = new TestClock(options.now ? new Date(options.now) : new Date());
  const responseMismatches: ResponseMismatch[] = [];
  const server = await buildServer(config, {
    logger: options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    now: clock.now,
    migrate: false,
    modules: options.modules,
    services: options.services,
    checkResponses: (mismatch) => {
      responseMismatches.push(mismatch);
      process.stderr.write(`${describeMismatch(mismatch)}\n`);
    },
    rendererDir: options.rendererDir,
  });
  return {
    server,
    config,
    dialect: config.dialect,
    http: supertest(server.app),
    clock,
    responseMismatches,
    async close() {
      await server.close();
      await db.drop();
      if (responseMismatches.length) {
        throw new Error(`Answers that do not match their declared response schema:\n${responseMismatches.map(describeMismatch).join('\n')}`);
      }
    },
  };
}

function describeMismatch(mismatch: ResponseMismatch): string {
  return `${mismatch.route}: ${mismatch.errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`;
}
