import type { Test } from 'supertest';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validRows, workbook } from '../../modules/import/tests/fixtures';
import { createDemoServer } from '../demo-server';
import { changedTables, tableChecksums } from '../table-checksums';
import type { TestServer } from '../test-server';
import { startServerProcess, type ServerProcess } from './spawned-server';

// Crash safety: the real server, killed (SIGKILL) half-way through an import execute and through
// a payroll compute, restarted on the same DATA_DIR and database. Each piece of work runs in one
// transaction and keeps its state in it (a payroll run has no COMPUTING state; an import's
// EXECUTING is never stored), so after the restart the database is exactly as before the
// request, every session can be acted on, and the work done again completes. The one exception
// is on PostgreSQL: the progress row an import writes outside its transaction for the other
// processes (import_progress) outlives the killed process, and is ignored because no live
// transaction holds the session's lock any more.
let t: TestServer;
let server: ServerProcess | undefined;

beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await t?.close();
});

const EXTRA_EMPLOYEES = 300;
const snapshot = () => tableChecksums(t.server.sequelize, { ignore: ['import_progress'] });
const progressRows = async (sessionId: string) => {
  const [row] = await t.server.sequelize.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM import_progress WHERE session_id = :sessionId', { type: QueryTypes.SELECT, replacements: { sessionId } });
  return Number(row.n);
};

async function restart(): Promise<ServerProcess> {
  server = await startServerProcess(t.config);
  return server;
}

async function login(s: ServerProcess, email: string): Promise<string> {
  const res = await s.http.post('/auth/login').send({ email, password: 'demo1234', tenant: 'demo' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.accessToken as string;
}

/** Sends a request that must reach the armed pause point, then kills the process there. */
async function killedDuring(s: ServerProcess, request: Test): Promise<void> {
  const answer = Promise.resolve(request).then(
    (res) => ({ status: res.status, body: res.body as unknown }),
    (err: Error) => ({ error: err.message }),
  );
  const first = await Promise.race([s.paused.then(() => null), answer]);
  if (first) throw new Error(`The request ended before its pause point: ${JSON.stringify(first)}`);
  await s.kill();
  expect(await answer).toHaveProperty('error');
}

async function crashEmployees(): Promise<number> {
  const [row] = await t.server.sequelize.query<{ n: number | string }>("SELECT COUNT(*) AS n FROM employees WHERE employee_number LIKE 'CRASH-%'", { type: QueryTypes.SELECT });
  return Number(row.n);
}

describe('a server killed in the middle of its work', () => {
  it('keeps all or nothing of an import execute and of a payroll compute, and both complete after the restart', async () => {
    let s = await restart();
    const admin = { accessToken: await login(s, 'admin@demo.local') };

    const rows = validRows('CRASH', 'Baobab Démo');
    for (let i = 0; i < EXTRA_EMPLOYEES; i++) {
      rows['03_Employes'].push([`CRASH-${1000 + i}`, 'Diomandé', `Agent ${i}`, '', 'Agent', 'CRASH-FIN', 'CRASH-001', '2025-01-06', 'ACTIVE', '', '']);
    }
    const uploaded = await s.http.post('/admin/import/upload').set('Authorization', `Bearer ${admin.accessToken}`).attach('file', await workbook(rows), 'crash.xlsx');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.status).toBe('VALIDATED');
    const sessionId = uploaded.body.id as string;

    // The import dies once its records are written, before it commits.
    const beforeImport = await snapshot();
    await s.pauseAfterBulkCreate('ImportRecord');
    await killedDuring(s, s.as(admin).post(`/admin/import/sessions/${sessionId}/execute`));
    s = await restart();
    expect(changedTables(beforeImport, await snapshot())).toEqual([]);
    expect(await crashEmployees()).toBe(0);
    const session = (await s.as(admin).get(`/admin/import/sessions/${sessionId}`).expect(200)).body;
    expect(session).toMatchObject({ status: 'VALIDATED', progress: 0, executedAt: null, summary: null });
    expect(await progressRows(sessionId)).toBe(t.dialect === 'postgres' ? 1 : 0);

    // The payroll compute dies once the new entries are written over the old ones, before it commits.
    const runs = (await s.as(admin).get('/accounting/payroll').expect(200)).body.items as Array<{ id: string; status: string; employeeCount: number; computedAt: string }>;
    const draft = runs.find((r) => r.status === 'DRAFT')!;
    expect(draft.employeeCount).toBeGreaterThan(0);
    const beforeCompute = await snapshot();
    await s.pauseAfterBulkCreate('PayrollEntry');
    await killedDuring(s, s.as(admin).post(`/accounting/payroll/${draft.id}/compute`));
    s = await restart();
    expect(changedTables(beforeCompute, await snapshot())).toEqual([]);
    expect((await s.as(admin).get(`/accounting/payroll/${draft.id}`).expect(200)).body).toMatchObject({ status: 'DRAFT', employeeCount: draft.employeeCount, computedAt: draft.computedAt });

    // Both done again on the restarted server: the import whole, then the payroll with the imported contract.
    const executed = (await s.as(admin).post(`/admin/import/sessions/${sessionId}/execute`).expect(200)).body;
    expect(executed).toMatchObject({ status: 'EXECUTED', progress: 100 });
    expect(await progressRows(sessionId)).toBe(0);
    expect(await crashEmployees()).toBe(EXTRA_EMPLOYEES + 2);
    const computed = await s.as(admin).post(`/accounting/payroll/${draft.id}/compute`);
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    expect((await s.as(admin).get(`/accounting/payroll/${draft.id}`).expect(200)).body).toMatchObject({ status: 'DRAFT', employeeCount: draft.employeeCount + 1 });
  }, 240_000);
});
