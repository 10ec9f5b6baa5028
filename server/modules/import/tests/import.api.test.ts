import ExcelJS from 'exceljs';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTenant, buildUser, loginAs, type ApiClient, type TestTenant } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { binaryBody } from '../../employees/tests/helpers';
import { executionProgress } from '../services/progress';
import { inflatedClaim, validRows, workbook, type SheetRows } from './fixtures';

let t: TestServer;
let tenant: TestTenant;
let admin: ApiClient;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-11-18T08:00:00Z' });
  tenant = await buildTenant(t, { companyName: 'Import SARL' });
  admin = await loginAs(t, await buildUser(t, { tenant, roles: ['ORG_ADMIN'] }));
});
afterAll(() => t?.close());

const upload = (content: Buffer, name = 'import.xlsx', api = admin) =>
  t.http.post('/admin/import/upload').set('Authorization', `Bearer ${api.accessToken}`).attach('file', content, name);

async function uploaded(rows: SheetRows): Promise<{ id: string; status: string }> {
  const res = await upload(await workbook(rows));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function lines(id: string, query = ''): Promise<Array<{ sheet: string; row: number; column: string | null; severity: string; action: string | null; message: string }>> {
  const res = await admin.get(`/admin/import/sessions/${id}/lines?pageSize=200${query}`).expect(200);
  return res.body.items;
}

/** Row counts of every table of the database. */
async function tableCounts(only?: string[]): Promise<Record<string, number>> {
  const sequelize = t.server.container.sequelize;
  const tables = (await sequelize.getQueryInterface().showAllTables()).map((x) => (typeof x === 'string' ? x : (x as { tableName: string }).tableName));
  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    if (only && !only.includes(table)) continue;
    const [row] = await sequelize.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM "${table}"`, { type: QueryTypes.SELECT });
    counts[table] = Number(row.n);
  }
  return counts;
}
/** Every row of the given tables, but the time of its last change (a restored record is saved again). */
async function tableRows(tables: string[]): Promise<Record<string, Array<Record<string, unknown>>>> {
  const sequelize = t.server.container.sequelize;
  const rows: Record<string, Array<Record<string, unknown>>> = {};
  for (const table of tables) {
    const all = await sequelize.query<Record<string, unknown>>(`SELECT * FROM "${table}" ORDER BY id`, { type: QueryTypes.SELECT });
    rows[table] = all.map(({ updated_at: _updatedAt, ...rest }) => rest);
  }
  return rows;
}
const BUSINESS_TABLES = ['tenants', 'departments', 'employees', 'leave_holidays', 'booking_resource_types', 'booking_resources', 'contracts', 'payroll_history_lines'];

describe('GET /admin/import/template', () => {
  it('is the 8-sheet workbook in dependency order with French headers, lists, examples and notes; needs import.template', async () => {
    const res = await t.http.get('/admin/import/template').set('Authorization', `Bearer ${admin.accessToken}`).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['01_Organisations', '02_Departements', '03_Employes', '04_Calendrier_Conges', '05_Types_Ressources', '06_Ressources', '07_Contrats', '08_Paie', 'Notes']);
    expect((book.getWorksheet('07_Contrats')!.getRow(1).values as string[]).filter(Boolean).slice(0, 5)).toEqual(['Référence', 'Matricule', 'Type', 'Statut', 'Date de début']);
    expect(book.getWorksheet('03_Employes')!.getCell('A1').value).toBe('Matricule');
    expect(book.getWorksheet('07_Contrats')!.getCell('C2').value).toBe('CDI');
    expect(book.getWorksheet('07_Contrats')!.getCell('C3').dataValidation).toMatchObject({ type: 'list', formulae: ['"CDI,CDD,STAGE,CONSULTANT,INTERIM"'] });
    expect(book.getWorksheet('Notes')!.rowCount).toBeGreaterThan(40);
    const employee = await loginAs(t, await buildUser(t, { tenant }));
    expect((await employee.get('/admin/import/template')).status).toBe(403);
    expect((await upload(await workbook(validRows('X', 'Import SARL')), 'x.xlsx', employee)).status).toBe(403);
  });
});

describe('POST /admin/import/upload refusals', () => {
  it('refuses a non-xlsx, an encrypted workbook, a zip bomb and an oversized file with a clear problem, creating no session', async () => {
    const before = await tableCounts(['import_sessions', 'stored_documents']);
    const text = await upload(Buffer.from('Matricule;Nom\nA;B\n'), 'employes.csv');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'NOT_XLSX' });
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]);
    expect((await upload(ole, 'protege.xlsx')).body).toMatchObject({ code: 'VALIDATION_FAILED', reason: 'ENCRYPTED' });
    const bomb = await upload(inflatedClaim(await workbook(validRows('B', 'Import SARL'))), 'bombe.xlsx');
    expect(bomb.status).toBe(400);
    expect(bomb.body.reason).toBe('ZIP_BOMB');
    const big = await upload(Buffer.alloc(21 * 1024 * 1024, 1), 'gros.xlsx');
    expect(big.status).toBe(413);
    expect(await tableCounts(['import_sessions', 'stored_documents'])).toEqual(before);
  });
});

describe('validation lines', () => {
  it('reports each error type on its sheet, row and column letter, with a severity; an INVALID session is not executed', async () => {
    const rows = validRows('ERR', 'Import SARL');
    delete rows['04_Calendrier_Conges'];
    rows['01_Organisations'] = [['ORG', 'Import SARL', 'CI', 'ERR-001']];
    rows['02_Departements'] = [['ERR-A', 'A', 'ORG', 'ERR-B'], ['ERR-B', 'B', 'ORG', 'ERR-A'], ['ERR-A', 'A bis', 'ORG', '']];
    rows['03_Employes'] = [['ERR-001', 'Yao', 'Konan', '', 'Directeur', 'ERR-A', '', '2019-01-02', 'ACTIVE', 'CI00XX', 'SGCICIAB']];
    rows['07_Contrats'] = [
      ['ERR-C1', 'NOPE', 'CDD', 'ACTIVE', '2024-03-01', '2024-01-01', '', '450000', '', ''],
      ['ERR-C2', 'ERR-001', 'CDX', 'ACTIVE', '2024-03-01', '', '', '450000', '', ''],
    ];
    rows['08_Paie'] = [['ERR-001', '', 'deux mille', 10, '100', '10', '90'], ['ERR-001', '', 2026, 11, '100000', '15000', '80000']];
    const content = await workbook(rows, { '06_Ressources': ['Code', 'Type', 'Emplacement'] });
    const res = await upload(content);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.status).toBe('INVALID');
    const found = await lines(res.body.id, '&severity=ERROR');
    const at = (sheet: string, row: number, column: string | null, text: RegExp) =>
      expect(found.find((l) => l.sheet === sheet && l.row === row && l.column === column && text.test(l.message)), `${sheet} ${row} ${column} ${text}`).toMatchObject({ severity: 'ERROR' });
    at('04_Calendrier_Conges', 1, null, /Missing sheet/);
    at('06_Ressources', 1, null, /Missing column Nom/);
    at('08_Paie', 2, 'C', /wrong type/);
    at('02_Departements', 4, 'A', /Duplicate/);
    at('07_Contrats', 2, 'B', /Unknown reference NOPE/);
    at('01_Organisations', 2, 'D', /later sheet/);
    at('02_Departements', 2, 'D', /Cycle in the department hierarchy/);
    at('03_Employes', 2, 'J', /IBAN/i);
    at('07_Contrats', 2, 'F', /before the start date/);
    at('07_Contrats', 3, 'C', /not one of/);
    at('08_Paie', 3, 'G', /Payroll arithmetic/);
    expect(res.body.errorCount).toBe(found.length);
    expect(res.body.sheets.find((s: { sheet: string }) => s.sheet === '08_Paie')).toMatchObject({ rows: 2, error: 2 });
    const actions = await lines(res.body.id, '&sheet=07_Contrats&action=ERROR');
    expect(actions.map((l) => l.row)).toEqual([2, 3]);
    const refused = await admin.post(`/admin/import/sessions/${res.body.id}/execute`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: 'INVALID' });
  });
});

describe('simulate, execute, rollback', () => {
  it('simulates without writing, executes all sheets once, and rolls back to the database as it was', async () => {
    const dir = await admin.post('/admin/departments', { name: 'Ancienne direction', code: 'RUN-DIR' }).expect(201);
    const session = await uploaded(validRows('RUN', 'Import SARL Nouvelle'));
    expect(session.status).toBe('VALIDATED');

    const everything = await tableCounts();
    const simulation = await admin.post(`/admin/import/sessions/${session.id}/simulate`).expect(200);
    expect(await tableCounts()).toEqual(everything);
    expect(simulation.body.errorCount).toBe(0);
    const bySheet = Object.fromEntries(simulation.body.sheets.map((s: { sheet: string }) => [s.sheet, s]));
    expect(bySheet['01_Organisations']).toMatchObject({ update: 1, create: 0 });
    expect(bySheet['02_Departements']).toMatchObject({ update: 1, create: 1 });
    expect(bySheet['08_Paie']).toMatchObject({ create: 1 });
    expect(simulation.body.rows).toContainEqual({ sheet: '03_Employes', row: 3, action: 'CREATE' });

    const before = await tableCounts(BUSINESS_TABLES);
    const rowsBefore = await tableRows(BUSINESS_TABLES);
    const executed = await admin.post(`/admin/import/sessions/${session.id}/execute`);
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    expect(executed.body).toMatchObject({ status: 'EXECUTED', progress: 100, summary: { created: 8, updated: 2, skipped: 0 } });
    const after = await tableCounts(BUSINESS_TABLES);
    expect(after.employees - before.employees).toBe(2);
    expect(after.contracts - before.contracts).toBe(1);
    expect(after.payroll_history_lines - before.payroll_history_lines).toBe(1);
    const employees = await admin.get('/admin/employees?q=RUN-00&sort=employeeNumber').expect(200);
    expect(employees.body.items.map((e: { employeeNumber: string; manager: { fullName: string } | null; department: { name: string } }) => [e.employeeNumber, e.manager?.fullName ?? null, e.department.name])).toEqual([
      ['RUN-001', null, 'Direction RUN'],
      ['RUN-002', 'Konan Yao', 'Finances RUN'],
    ]);
    expect((await admin.get(`/hr/departments/${dir.body.id}`).expect(200)).body.name).toBe('Direction RUN');

    const again = await admin.post(`/admin/import/sessions/${session.id}/execute`);
    expect(again.status).toBe(409);
    expect(again.body.currentStatus).toBe('EXECUTED');

    const rolled = await admin.post(`/admin/import/sessions/${session.id}/rollback`);
    expect(rolled.status, JSON.stringify(rolled.body)).toBe(200);
    expect(rolled.body.status).toBe('ROLLED_BACK');
    expect(await tableCounts(BUSINESS_TABLES)).toEqual(before);
    expect(await tableRows(BUSINESS_TABLES)).toEqual(rowsBefore);
    expect((await admin.get(`/hr/departments/${dir.body.id}`).expect(200)).body).toMatchObject({ name: 'Ancienne direction', code: 'RUN-DIR' });
    expect((await admin.get('/admin/employees?q=RUN-00').expect(200)).body.total).toBe(0);
    // Removed in bulk, each record still has its DELETE in the trail, with the values it had.
    const trail = (await admin.get(`/audit/EMPLOYEE/${employees.body.items[1].id}?pageSize=50`).expect(200)).body.items as Array<{ action: string; changes: Array<{ field: string; before: unknown; after: unknown }> }>;
    expect(trail.map((e) => e.action).sort()).toEqual(['CREATE', 'DELETE']);
    expect(trail.find((e) => e.action === 'DELETE')!.changes).toContainEqual({ field: 'employeeNumber', before: 'RUN-002', after: null });
    expect(trail.find((e) => e.action === 'DELETE')!.changes).toContainEqual({ field: 'managerId', before: employees.body.items[0].id, after: null });
    expect((await admin.post(`/admin/import/sessions/${session.id}/rollback`)).status).toBe(409);
    const history = await admin.get('/admin/import/sessions?status=ROLLED_BACK').expect(200);
    expect(history.body.items.map((s: { id: string }) => s.id)).toContain(session.id);
  });

  it('shows EXECUTING with its progress to a reader while the execution runs', async () => {
    const session = await uploaded(validRows('PRG', 'Import SARL'));
    const seen: Array<{ percent: number; status: number; body: { status: string; progress: number } }> = [];
    // The execution waits for this listener: the session is read mid-run, deterministically.
    const stop = executionProgress.listen(t.server.container, async (id, percent) => {
      if (id !== session.id || seen.length > 0 || percent === 0) return;
      const res = await admin.get(`/admin/import/sessions/${id}`);
      seen.push({ percent, status: res.status, body: res.body });
    });
    try {
      const executed = await admin.post(`/admin/import/sessions/${session.id}/execute`);
      expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    } finally {
      stop();
    }
    expect(seen).toHaveLength(1);
    expect(seen[0].status).toBe(200);
    expect(seen[0].body.status).toBe('EXECUTING');
    expect(seen[0].body.progress).toBe(seen[0].percent);
    expect(seen[0].body.progress).toBeGreaterThan(0);
    expect(seen[0].body.progress).toBeLessThan(100);
    expect((await admin.get(`/admin/import/sessions/${session.id}`).expect(200)).body).toMatchObject({ status: 'EXECUTED', progress: 100 });
  });

  it('executes once when 20 executes arrive together', async () => {
    const session = await uploaded(validRows('CON', 'Import SARL'));
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post(`/admin/import/sessions/${session.id}/execute`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect((await admin.get('/admin/employees?q=CON-00').expect(200)).body.total).toBe(2);
  });

  it('refuses a rollback with the list of blockers when an imported record changed since', async () => {
    const session = await uploaded(validRows('BLK', 'Import SARL'));
    await admin.post(`/admin/import/sessions/${session.id}/execute`).expect(200);
    const employee = (await admin.get('/admin/employees?q=BLK-001').expect(200)).body.items[0];
    await admin.put(`/admin/employees/${employee.id}`, { jobTitle: 'Président' }).expect(200);
    const before = await tableCounts(BUSINESS_TABLES);
    const refused = await admin.post(`/admin/import/sessions/${session.id}/rollback`);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('BUSINESS_RULE');
    expect(refused.body.blockers).toEqual([{ sheet: '03_Employes', row: 2, entity: 'EMPLOYEE', entityId: employee.id, reason: 'Modified since the import' }]);
    expect(await tableCounts(BUSINESS_TABLES)).toEqual(before);
    expect((await admin.get(`/admin/import/sessions/${session.id}`).expect(200)).body.status).toBe('EXECUTED');
  });

  it('refuses a rollback with the list of blockers when other records now depend on imported ones, undoing nothing', async () => {
    const session = await uploaded(validRows('DEP', 'Import SARL'));
    await admin.post(`/admin/import/sessions/${session.id}/execute`).expect(200);
    const manager = (await admin.get('/admin/employees?q=DEP-001').expect(200)).body.items[0];
    const direction = (await admin.get('/hr/departments?q=DEP&pageSize=100').expect(200)).body.items.find((d: { code: string }) => d.code === 'DEP-DIR');
    // A profile created by hand reporting to an imported manager: the manager (and the department he is in) cannot go.
    await admin.post('/admin/employees', { employeeNumber: 'DEP-EXT', firstName: 'Ext', lastName: 'Erne', managerId: manager.id }).expect(201);
    const before = await tableCounts(BUSINESS_TABLES);
    const rowsBefore = await tableRows(BUSINESS_TABLES);
    const refused = await admin.post(`/admin/import/sessions/${session.id}/rollback`);
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body.blockers).toEqual([
      { sheet: '03_Employes', row: 2, entity: 'EMPLOYEE', entityId: manager.id, reason: 'Other records now depend on it' },
      { sheet: '02_Departements', row: 2, entity: 'DEPARTMENT', entityId: direction.id, reason: 'Other records now depend on it' },
    ]);
    expect(await tableCounts(BUSINESS_TABLES)).toEqual(before);
    expect(await tableRows(BUSINESS_TABLES)).toEqual(rowsBefore);
    expect((await admin.get(`/admin/import/sessions/${session.id}`).expect(200)).body.status).toBe('EXECUTED');
  });
});

describe('GET …/report', () => {
  it('redirects to a signed, time-limited link serving the report with the errors highlighted', async () => {
    const rows = validRows('REP', 'Import SARL');
    rows['08_Paie'] = [['REP-002', 'REP-C1', 2026, 10, '100', '10', '80']];
    const res = await upload(await workbook(rows));
    const redirect = await admin.get(`/admin/import/sessions/${res.body.id}/report`);
    expect(redirect.status).toBe(302);
    const location = redirect.headers.location as string;
    expect(location).toMatch(/^\/documents\/[0-9a-f-]{36}\/download\?expires=\d+&signature=/);
    const file = await t.http.get(location).buffer(true).parse(binaryBody);
    expect(file.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.body as ArrayBuffer);
    const paie = book.getWorksheet('08_Paie')!;
    expect(paie.getCell('H1').value).toBe('Action');
    expect(paie.getCell('H2').value).toBe('ERROR');
    expect(String(paie.getCell('I2').value)).toMatch(/ERROR G: Payroll arithmetic/);
    expect(paie.getCell('G2').fill).toMatchObject({ fgColor: { argb: 'FFE06666' } });
    expect(paie.getCell('A2').fill).toMatchObject({ fgColor: { argb: 'FFF4C7C3' } });
    t.clock.set(new Date(t.clock.now().getTime() + 11 * 60 * 1000));
    expect((await t.http.get(location)).status).toBe(403);
  });
});
