import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRows, workbook } from '../../modules/import/tests/fixtures';
import { buildAdmin } from '../factories';
import { createTestServer, type TestServer } from '../test-server';
import { startServerProcess, type ServerProcess } from './spawned-server';

// A graceful stop: the real server (as server/main.ts starts it) gets SIGTERM while an import
// execute is half-way through its transaction and its client has already gone away (so its HTTP
// connection no longer holds the stop back). The stop waits for that request to finish before it
// closes the database: the import is committed whole, the process exits 0, and its log holds none
// of the errors of a database closed under a request. The request is held at a known point (after
// the import's records are written) and let go only once the log says the stop is waiting: no sleeps.
let t: TestServer;
let s: ServerProcess;

beforeAll(async () => {
  t = await createTestServer();
  s = await startServerProcess(t.config, { logLevel: 'info' });
}, 120_000);

afterAll(async () => {
  await s?.stop();
  await t?.close();
});

const count = async (sql: string, replacements: Record<string, unknown>) => {
  const [row] = await t.server.sequelize.query<{ n: number | string }>(sql, { type: QueryTypes.SELECT, replacements });
  return Number(row.n);
};

describe('a server stopped (SIGTERM) in the middle of a request', () => {
  it('lets the request finish, then closes the database and exits 0', async () => {
    const { api } = await buildAdmin(t);
    const uploaded = await s.http.post('/admin/import/upload').set('Authorization', `Bearer ${api.accessToken}`).attach('file', await workbook(validRows('STOP', 'Arrêt SARL')), 'stop.xlsx');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const sessionId = uploaded.body.id as string;

    await s.pauseAfterBulkCreate('ImportRecord');
    const client = new AbortController();
    const request = fetch(`${s.url}/admin/import/sessions/${sessionId}/execute`, { method: 'POST', headers: { authorization: `Bearer ${api.accessToken}` }, signal: client.signal }).then(
      (res) => `answered ${res.status}`,
      (err: Error) => err.name,
    );
    await s.paused;
    client.abort();
    expect(await request).toBe('AbortError');

    const stopped = s.stop();
    await s.waitForOutput(/Stopping: waiting for \d+ request/);
    await s.resume();
    await stopped;
    expect(await s.exited).toBe(0);
    expect(s.output()).not.toMatch(/SQLITE_MISUSE|connection manager was closed|Stopping: work still in progress/);

    // The request ran to its commit: all of the import, none of its progress left behind.
    expect(await count("SELECT COUNT(*) AS n FROM import_sessions WHERE id = :sessionId AND status = 'EXECUTED'", { sessionId })).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM employees WHERE employee_number LIKE 'STOP-%'", {})).toBe(2);
    expect(await count('SELECT COUNT(*) AS n FROM import_records WHERE session_id = :sessionId', { sessionId })).toBeGreaterThan(0);
    expect(await count('SELECT COUNT(*) AS n FROM import_progress', {})).toBe(0);
  }, 120_000);
});
