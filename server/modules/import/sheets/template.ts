import { port } from '../../../platform/modules';
import { NOTES_SHEET_NAME as NOTES_SHEET, SHEETS, templateColumns } from './definitions';

/** Rows prepared with lists (the file accepts more). */
const PREPARED_ROWS = 500;


/**
 * The blank workbook: the 8 sheets in dependency order with French headers, one example row
 * each (a coherent set: the example employee's department, contract and payroll reference each
 * other), lists on enumerated columns, and a notes sheet describing every column.
 */
export async function buildTemplate(): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  workbook.creator = 'Baobab';
  const employeeColumns = port('employeeImport').columns;
  const notes: Array<{ sheet: string; header: string; required: string; help: string }> = [];
  for (const sheetName of SHEETS) {
    const columns = templateColumns(sheetName, employeeColumns);
    const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: Math.max(14, c.header.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8F0E0' } };
    sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, c.example])));
    columns.forEach((c, index) => {
      if (c.required) sheet.getRow(1).getCell(index + 1).note = 'Obligatoire';
      notes.push({ sheet: sheetName, header: c.header, required: c.required ? 'Oui' : 'Non', help: c.values ? `${c.help} Valeurs : ${c.values.join(', ')}.` : c.help });
      for (let row = 2; row <= PREPARED_ROWS; row++) {
        const cell = sheet.getCell(row, index + 1);
        if (c.values) cell.dataValidation = { type: 'list', allowBlank: !c.required, showErrorMessage: true, formulae: [`"${c.values.join(',')}"`] };
        else if (c.type === 'text') cell.numFmt = '@';
      }
    });
  }
  const guide = workbook.addWorksheet(NOTES_SHEET);
  guide.columns = [
    { header: 'Feuille', key: 'sheet', width: 24 },
    { header: 'Colonne', key: 'header', width: 30 },
    { header: 'Obligatoire', key: 'required', width: 12 },
    { header: 'Description', key: 'help', width: 100 },
  ];
  guide.getRow(1).font = { bold: true };
  for (const note of notes) guide.addRow(note);
  guide.addRow({});
  for (const line of [
    'Les feuilles sont importées dans leur ordre ; une feuille ne peut référencer que les feuilles qui la précèdent (ou des données déjà enregistrées).',
    'Chaque feuille contient une ligne d’exemple : remplacez-la par vos données. Les en-têtes (ligne 1) ne doivent pas être modifiés.',
    'L’import se fait en entier ou pas du tout ; une erreur bloque l’exécution, un avertissement non. Un import exécuté peut être annulé tant que ses données n’ont pas été modifiées.',
  ]) guide.addRow({ sheet: line });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
