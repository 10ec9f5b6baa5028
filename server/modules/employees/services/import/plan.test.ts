import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse';
import { importDate, planImport, type ExistingDepartment, type ExistingEmployee } from './plan';
import { buildImportTemplate } from './template';

const csv = (lines: string[]) => Buffer.from(lines.join('\n'), 'utf8');
const existing: ExistingEmployee[] = [
  { id: 'e1', employeeNumber: 'EMP-0001', email: 'dg@demo.ci', managerId: null, status: 'ACTIVE' },
  { id: 'e2', employeeNumber: 'EMP-0002', email: 'old@demo.ci', managerId: 'e1', status: 'TERMINATED' },
  { id: 'e3', employeeNumber: 'EMP-0003', email: null, managerId: 'e1', status: 'ON_LEAVE' },
];
const departments: ExistingDepartment[] = [{ id: 'd1', name: 'Comptabilité', code: 'CPT' }];

async function plan(lines: string[]) {
  return planImport(await parseImportFile(csv(lines)), existing, departments);
}

describe('employee import: parsing', () => {
  it('reads a semicolon CSV with French headers and a BOM, skipping empty lines', async () => {
    const file = await parseImportFile(Buffer.from('\uFEFFMatricule;Nom;Prénom;Département\nEMP-0100;Koné;Awa;comptabilite\n;;;\nEMP-0101;Traoré;Ali;\n'));
    expect(file.issues).toEqual([]);
    expect(file.rows).toEqual([
      { row: 2, values: { employeeNumber: 'EMP-0100', lastName: 'Koné', firstName: 'Awa', department: 'comptabilite' } },
      { row: 4, values: { employeeNumber: 'EMP-0101', lastName: 'Traoré', firstName: 'Ali' } },
    ]);
  });

  it('reports missing required columns and ignores unknown ones with a warning', async () => {
    const file = await parseImportFile(csv(['Matricule,Couleur préférée', 'EMP-1,bleu']));
    expect(file.issues).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'Couleur préférée', message: 'Unknown column Couleur préférée: ignored', severity: 'WARNING' },
        { row: 1, column: 'Nom', message: 'Missing column Nom', severity: 'ERROR' },
        { row: 1, column: 'Prénom', message: 'Missing column Prénom', severity: 'ERROR' },
      ]),
    );
  });

  it('reads the XLSX template sheet, with date cells as ISO dates', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildImportTemplate(['Comptabilité'])) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employés')!;
    sheet.getRow(2).values = ['EMP-0200', 'Yao', 'Koffi', { text: 'koffi.yao@demo.ci', hyperlink: 'mailto:koffi.yao@demo.ci' }];
    sheet.getCell(2, 8).value = new Date(Date.UTC(2024, 0, 15));
    const file = await parseImportFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(file.issues).toEqual([]);
    expect(file.rows).toEqual([{ row: 2, values: { employeeNumber: 'EMP-0200', lastName: 'Yao', firstName: 'Koffi', email: 'koffi.yao@demo.ci', hireDate: '2024-01-15' } }]);
  });

  it('refuses a file that is neither XLSX nor CSV', async () => {
    const file = await parseImportFile(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 3]));
    expect(file.issues).toEqual([{ row: 1, column: null, message: 'The file is neither a readable XLSX workbook nor a CSV file', severity: 'ERROR' }]);
  });

  it('turns French dates into ISO dates', () => {
    expect(importDate('5/3/2024')).toBe('2024-03-05');
    expect(importDate('2024-03-05')).toBe('2024-03-05');
  });
});

describe('employee import: row rules', () => {
  const header = 'Matricule;Nom;Prénom;Email professionnel;Département;Matricule du manager;Statut;Date d\'embauche;IBAN;BIC';

  it('plans creations and updates, with departments matched by name or code and new ones created', async () => {
    const result = await plan([header, 'EMP-0100;Koné;Awa;awa@demo.ci;CPT;EMP-0001;ACTIVE;01/02/2024;CI93CI0080111301134291200589;SGCICIAB', 'EMP-0003;;;;Logistique;;ACTIVE;;;']);
    expect(result.issues).toEqual([{ row: 3, column: 'Département', message: 'Department Logistique does not exist: it will be created', severity: 'WARNING' }]);
    expect(result.departmentsToCreate).toEqual(['Logistique']);
    expect(result.rows).toMatchObject([
      {
        row: 2,
        action: 'CREATE',
        department: { id: 'd1' },
        managerNumber: 'EMP-0001',
        status: 'ACTIVE',
        fields: { firstName: 'Awa', lastName: 'Koné', email: 'awa@demo.ci', hireDate: '2024-02-01', bankAccount: { iban: 'CI93CI0080111301134291200589', bic: 'SGCICIAB' } },
      },
      { row: 3, action: 'UPDATE', existingId: 'e3', department: { create: 'Logistique' }, status: 'ACTIVE' },
    ]);
  });

  it('reports each wrong cell with its row and column', async () => {
    const result = await plan([
      header,
      'EMP-0100;Koné;Awa;pas-un-email;;;;31/02/2024;CI94CI0080111301134291200589;SGCICIAB',
      'EMP-0100;Koné;Awa;;;;;;;',
      'EMP-0101;;Ali;dg@demo.ci;;EMP-0002;ON_LEAVE;;CI93CI0080111301134291200589;',
    ]);
    const errors = result.issues.filter((i) => i.severity === 'ERROR').map((i) => [i.row, i.column, i.message]);
    expect(errors).toEqual(
      expect.arrayContaining([
        [2, 'Email professionnel', 'Not a valid email address'],
        [2, "Date d'embauche", 'Not a real date'],
        [2, 'IBAN', 'Wrong IBAN check digits'],
        [3, 'Matricule', 'Employee number EMP-0100 already appears on row 2'],
        [4, 'Nom', 'Required for a new employee'],
        [4, 'Email professionnel', 'Email dg@demo.ci belongs to employee EMP-0001'],
        [4, 'BIC', 'IBAN and BIC go together'],
        [4, 'Statut', 'A new employee starts as PRE_HIRE or ACTIVE'],
        [4, 'Matricule du manager', 'Manager EMP-0002 is terminated'],
      ]),
    );
  });

  it('refuses status moves outside the lifecycle for existing employees', async () => {
    const result = await plan([header, 'EMP-0002;;;;;;ACTIVE;;;', 'EMP-0003;;;;;;SUSPENDED;;;']);
    expect(result.issues.map((i) => [i.row, i.message])).toEqual([
      [2, 'Cannot move from TERMINATED to ACTIVE'],
      [3, 'Cannot move from ON_LEAVE to SUSPENDED'],
    ]);
  });

  it('finds managers in the file and refuses reporting lines that loop, through the file or the tenant', async () => {
    const ok = await plan([header, 'EMP-0200;A;A;;;EMP-0201;;;;', 'EMP-0201;B;B;;;EMP-0001;;;;']);
    expect(ok.issues).toEqual([]);
    const loop = await plan([header, 'EMP-0200;A;A;;;EMP-0201;;;;', 'EMP-0201;B;B;;;EMP-0200;;;;', 'EMP-0001;;;;;EMP-0003;;;;', 'EMP-0202;C;C;;;EMP-0202;;;;', 'EMP-0203;D;D;;;EMP-9999;;;;']);
    expect(loop.issues.map((i) => [i.row, i.message])).toEqual([
      [2, 'The reporting line would loop back to this employee'],
      [3, 'The reporting line would loop back to this employee'],
      [4, 'The reporting line would loop back to this employee'],
      [5, 'An employee cannot be their own manager'],
      [6, 'No employee has number EMP-9999'],
    ]);
  });
});
