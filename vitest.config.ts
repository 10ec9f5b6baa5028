import { defineConfig } from 'vitest/config';
import { findPostgresBin } from './server/test/postgres-cluster';
import { i18nNamespaces } from './build/vite-i18n';

// API tests (*.api.test.ts) run twice: once on SQLite and once on PostgreSQL.
const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL || findPostgresBin());
if (!postgresAvailable) {
  if (process.env.REQUIRE_POSTGRES === '1') throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL (initdb/pg_ctl or TEST_DATABASE_URL) was found');
  console.warn('PostgreSQL not found (no TEST_DATABASE_URL, no initdb): the PostgreSQL half of the API tests is SKIPPED.');
}

const apiProject = (dialect: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: dialect,
    include: ['server/**/*.api.test.ts'],
    env: { TEST_DB: dialect },
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // The renderer's messages by language (app/i18n.ts); modules load their namespaces when asked.
  plugins: [i18nNamespaces({ lazyNamespaces: false })],
  test: {
    globals: true,
    pool: 'forks',
    // Two workers on this 2-core machine: an API test file spends much of its time waiting on
    // PostgreSQL or on SQLite's thread pool, so a second file in flight uses the idle core.
    maxWorkers: 2,
    minWorkers: 1,
    // A worker runs file after file in one process and one module graph: loading the server's
    // modules again for each file was more than half of the run. Each API test file still builds
    // its own server on its own copy of the database, and no file keeps state in a module; the
    // pool option is the one Vitest 3 honours (a project's own `isolate` is ignored).
    poolOptions: { forks: { isolate: false } },
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'electron/**/*.test.ts', 'build/**/*.test.ts', 'renderer/**/*.test.ts'],
          exclude: ['server/**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      apiProject('sqlite'),
      ...(postgresAvailable ? [apiProject('postgres')] : []),
    ],
  },
});
