import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asSystem } from '../../../platform/tenancy/context';
import { buildUser, loginAs, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { Department } from '../models/department';
import { Employee } from '../models/employee';
import { binaryBody, buildHrWorld, createEmployee, IBAN_CI, type HrWorld } from './helpers';

let t: TestServer;
let w: HrWorld;

beforeAll(async () => {
  t = await createTestServer({ now: '2026-09-01T08:00:00Z' });
  w = await buildHrWorld(t);
});
afterAll(() => t?.close());


function send(api: ApiClient, content: Buffer, name: string, query = '') {
  return t.http.post(`/admin/employees/import${query}`).set('Authorization', `Bearer ${api.accessToken}`).attach('file', content, name);
}

const counts = async () => ({
  employees: await asSystem(() => Employee.count({ where: { tenantId: w.tenant.id } })),
  departments: await asSystem(() => Department.count({ where: { tenantId: w.tenant.id } })),
});

describe('employee import template (GET /admin/employees/import/template)', () => {
  it('is an XLSX workbook whose first sheet has the columns, with an example and instructions', async () => {
    await w.admin.post('/admin/departments', { name: 'Comptabilité', code: 'CPT' }).expect(201);
    const res = await t.http.get('/admin/employees/import/template').set('Authorization', `Bearer ${w.admin.accessToken}`).buffer(true).parse(binaryBody);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toContain('modele-import-employes.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Employés', 'Exemple', 'Instructions', 'Départements']);
    const header = (workbook.getWorksheet('Employés')!.getRow(1).values as string[]).filter(Boolean);
    expect(header.slice(0, 4)).toEqual(['Matricule', 'Nom', 'Prénom', 'Email professionnel']);
    expect(header).toContain('IBAN');
    expect(workbook.getWorksheet('Départements')!.getCell('A2').value).toBe('Comptabilité');
  });

  it('needs users.manage', async () => {
    const manager = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['MANAGER'] }));
    expect((await manager.get('/admin/employees/import/template')).status).toBe(403);
  });
});

describe('employee import (POST /admin/employees/import)', () => {
  it('imports a CSV: creates employees, departments and reporting lines, in dependency order', async () => {
    const csv = [
      'Matricule;Nom;Prénom;Email professionnel;Poste;Département;Matricule du manager;Date d\'embauche;Statut;IBAN;BIC',
      'IMP-002;Koné;Awa;awa.kone@demo.ci;Comptable;CPT;IMP-001;01/03/2024;ACTIVE;;',
      'IMP-001;Yao;Konan;konan.yao@demo.ci;Directeur;Direction;;2019-01-02;ACTIVE;' + IBAN_CI + ';SGCICIAB',
      'IMP-003;Bamba;Mariam;;Stagiaire;Direction;IMP-001;;;;',
    ].join('\r\n');
    const res = await send(w.admin, Buffer.from(`\uFEFF${csv}`), 'employes.csv');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ dryRun: false, created: 3, updated: 0, departmentsCreated: ['Direction'] });
    expect(res.body.issues).toEqual([{ row: 3, column: 'Département', message: 'Department Direction does not exist: it will be created', severity: 'WARNING' }]);
    const list = await w.admin.get('/admin/employees?q=imp&sort=employeeNumber').expect(200);
    expect(list.body.items.map((e: { employeeNumber: string; status: string; manager: { fullName: string } | null; department: { name: string } }) => [e.employeeNumber, e.status, e.manager?.fullName ?? null, e.department.name])).toEqual([
      ['IMP-001', 'ACTIVE', null, 'Direction'],
      ['IMP-002', 'ACTIVE', 'Konan Yao', 'Comptabilité'],
      ['IMP-003', 'PRE_HIRE', 'Konan Yao', 'Direction'],
    ]);
    expect(list.body.items[0].bankAccount).toMatchObject({ iban: IBAN_CI, bic: 'SGCICIAB' });
    expect(list.body.items[1].hireDate).toBe('2024-03-01');
  });

  it('updates existing employees matched by number (empty cells change nothing), from an XLSX file', async () => {
    const existing = await createEmployee(w.admin, { employeeNumber: 'UPD-1', firstName: 'Seydou', lastName: 'Cissé', jobTitle: 'Technicien', phone: '+225 01 02 03 04 05' });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Employés');
    sheet.addRow(['Matricule', 'Nom', 'Prénom', 'Poste', 'Téléphone', 'Statut', "Date d'embauche"]);
    sheet.addRow(['UPD-1', '', '', 'Technicien senior', '', 'ACTIVE', new Date(Date.UTC(2022, 4, 2))]);
    const res = await send(w.admin, Buffer.from(await workbook.xlsx.writeBuffer()), 'maj.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ created: 0, updated: 1, rows: [{ row: 2, employeeNumber: 'UPD-1', action: 'UPDATE' }] });
    const after = (await w.admin.get(`/admin/employees/${existing.id}`)).body;
    expect(after).toMatchObject({ firstName: 'Seydou', jobTitle: 'Technicien senior', phone: '+225 01 02 03 04 05', status: 'ACTIVE', hireDate: '2022-05-02' });
  });

  it('refuses the whole file when a row has an error: 422 with row, column, message and severity, nothing written', async () => {
    const before = await counts();
    const csv = [
      'Matricule,Nom,Prénom,Email professionnel,Département,Matricule du manager,IBAN,BIC',
      'ERR-1,Touré,Souleymane,souleymane@demo.ci,Nouveau service,,,',
      'ERR-2,Assi,Koffi,pas-un-email,,ERR-9,CI94CI0080111301134291200589,SGCICIAB',
    ].join('\n');
    const res = await send(w.admin, Buffer.from(csv), 'erreurs.csv');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('BUSINESS_RULE');
    expect(res.body.detail).toBe('The file has 3 error(s); nothing was imported');
    expect(res.body.issues).toEqual([
      { row: 2, column: 'Département', message: 'Department Nouveau service does not exist: it will be created', severity: 'WARNING' },
      { row: 3, column: 'Email professionnel', message: 'Not a valid email address', severity: 'ERROR' },
      { row: 3, column: 'IBAN', message: 'Wrong IBAN check digits', severity: 'ERROR' },
      { row: 3, column: 'Matricule du manager', message: 'No employee has number ERR-9', severity: 'ERROR' },
    ]);
    expect(res.body.errors).toContainEqual({ path: 'row 3 / IBAN', message: 'Wrong IBAN check digits' });
    expect(await counts()).toEqual(before);
  });

  it('reports a missing column and an unreadable file', async () => {
    const missing = await send(w.admin, Buffer.from('Matricule;Prénom\nX-1;Awa\n'), 'a.csv');
    expect(missing.status).toBe(422);
    expect(missing.body.issues).toEqual([{ row: 1, column: 'Nom', message: 'Missing column Nom', severity: 'ERROR' }]);
    const broken = await send(w.admin, Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'a.xlsx');
    expect(broken.status).toBe(422);
    const empty = await send(w.admin, Buffer.from('Matricule;Nom;Prénom\n'), 'a.csv');
    expect(empty.body.issues).toEqual([{ row: 2, column: null, message: 'The file has no data row', severity: 'ERROR' }]);
  });

  it('validates without writing on a dry run', async () => {
    const before = await counts();
    const res = await send(w.admin, Buffer.from('Matricule;Nom;Prénom;Département\nDRY-1;Gnagne;Didier;Dry service\n'), 'a.csv', '?dryRun=true');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, created: 1, updated: 0, departmentsCreated: ['Dry service'], rows: [{ employeeNumber: 'DRY-1', action: 'CREATE' }] });
    expect(await counts()).toEqual(before);
  });

  it('requires a file, and users.manage or employee.manage', async () => {
    const res = await t.http.post('/admin/employees/import').set('Authorization', `Bearer ${w.admin.accessToken}`).field('x', 'y');
    expect(res.status).toBe(400);
    const manager = await loginAs(t, await buildUser(t, { tenant: w.tenant, roles: ['MANAGER'] }));
    expect((await send(manager, Buffer.from('Matricule;Nom;Prénom\nH-1;A;B\n'), 'a.csv')).status).toBe(403);
    expect((await send(w.hr, Buffer.from('Matricule;Nom;Prénom\nH-1;A;B\n'), 'a.csv')).status).toBe(200);
  });
});
