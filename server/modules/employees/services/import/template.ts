import { EMPLOYEE_STATUSES } from '../../../../../shared/employees';
import { IMPORT_COLUMNS, TEMPLATE_SHEET } from './columns';

/** Rows prepared with lists and text formats (the file accepts more). */
const TEMPLATE_ROWS = 500;

const EXAMPLE: Record<string, string> = {
  employeeNumber: 'EMP-0101',
  lastName: 'Kouassi',
  firstName: 'Aya',
  email: 'aya.kouassi@exemple.ci',
  jobTitle: 'Comptable',
  department: 'Comptabilité',
  managerEmployeeNumber: 'EMP-0001',
  hireDate: '2025-03-01',
  status: 'ACTIVE',
  collectiveAgreementCode: 'CI-CCI-1977',
  phone: '+225 07 08 09 10 11',
  personalEmail: 'aya.kouassi@gmail.com',
  birthDate: '1992-06-14',
  nationality: 'CI',
  socialSecurityNumber: '1920614012345',
  iban: 'CI93CI0080111301134291200589',
  bic: 'SGCICIAB',
  bankName: "Société Générale Côte d'Ivoire",
  emergencyContactName: 'Koffi Kouassi',
  emergencyContactRelationship: 'Conjoint',
  emergencyContactPhone: '+225 05 06 07 08 09',
};

/** The blank workbook users fill in: the data sheet, an example and the column guide. */
export async function buildImportTemplate(departments: string[]): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Baobab';
  const sheet = workbook.addWorksheet(TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.fr, key: c.key, width: Math.max(14, c.fr.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0E0' } };
  const statusColumn = IMPORT_COLUMNS.findIndex((c) => c.key === 'status') + 1;
  const departmentColumn = IMPORT_COLUMNS.findIndex((c) => c.key === 'department') + 1;
  for (let row = 2; row <= TEMPLATE_ROWS; row++) {
    sheet.getCell(row, statusColumn).dataValidation = { type: 'list', allowBlank: true, formulae: [`"${EMPLOYEE_STATUSES.join(',')}"`] };
    if (departments.length) {
      sheet.getCell(row, departmentColumn).dataValidation = { type: 'list', allowBlank: true, showErrorMessage: false, formulae: [`Départements!$A$2:$A$${departments.length + 1}`] };
    }
    for (const key of ['hireDate', 'birthDate', 'employeeNumber', 'managerEmployeeNumber', 'socialSecurityNumber', 'phone', 'emergencyContactPhone']) {
      sheet.getCell(row, IMPORT_COLUMNS.findIndex((c) => c.key === key) + 1).numFmt = '@';
    }
  }

  const example = workbook.addWorksheet('Exemple');
  example.columns = IMPORT_COLUMNS.map((c) => ({ header: c.fr, key: c.key, width: Math.max(14, c.fr.length + 4) }));
  example.getRow(1).font = { bold: true };
  example.addRow(EXAMPLE);

  const guide = workbook.addWorksheet('Instructions');
  guide.columns = [
    { header: 'Colonne', key: 'fr', width: 30 },
    { header: 'Column', key: 'en', width: 30 },
    { header: 'Obligatoire', key: 'required', width: 12 },
    { header: 'Description', key: 'help', width: 90 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const c of IMPORT_COLUMNS) guide.addRow({ fr: c.fr, en: c.en, required: c.required ? 'Oui' : 'Non', help: c.help });
  guide.addRow({});
  guide.addRow({ fr: 'Le fichier est importé en entier ou pas du tout : une seule erreur refuse tout le fichier, les avertissements ne bloquent pas.' });

  const list = workbook.addWorksheet('Départements');
  list.columns = [{ header: 'Département', key: 'name', width: 40 }];
  list.getRow(1).font = { bold: true };
  for (const name of departments) list.addRow({ name });

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
