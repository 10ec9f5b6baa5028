import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { login, unique } from '../lib/app';
import { expectEqual, expectText, expectVisible } from '../lib/expect';
import { test } from '../lib/harness';

test('the administrator downloads the template, imports it, simulates, executes, downloads the report and rolls the import back', async ({ page, app }) => {
  const tag = unique('IMP').toUpperCase().replace(/[^A-Z0-9]/g, '');
  await login(page, app, 'admin@demo.local');
  await page.getByTestId('nav-drawer').getByTestId('nav-import').click();
  await expectVisible(page.getByRole('heading', { name: 'Import de données' }));

  // The template's example rows form a coherent workbook: given keys of this run, it imports as is.
  const [template] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-template').click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await template.path());
  expectEqual(book.worksheets.map((s) => s.name).join(','), '01_Organisations,02_Departements,03_Employes,04_Calendrier_Conges,05_Types_Ressources,06_Ressources,07_Contrats,08_Paie,Notes', 'template sheets');
  const set = (sheet: string, cells: Record<string, string>) => {
    for (const [cell, value] of Object.entries(cells)) book.getWorksheet(sheet)!.getCell(cell).value = value;
  };
  set('01_Organisations', { B2: 'Demo SARL' });
  set('02_Departements', { A2: `${tag}-DIR`, B2: `Direction ${tag}` });
  set('03_Employes', { A2: `${tag}-1`, D2: '', F2: `${tag}-DIR`, G2: '' });
  set('05_Types_Ressources', { A2: `Salle ${tag}` });
  set('06_Ressources', { A2: `${tag}-S`, C2: `Salle ${tag}` });
  set('07_Contrats', { A2: `${tag}-C`, B2: `${tag}-1` });
  set('08_Paie', { A2: `${tag}-1`, B2: `${tag}-C` });
  await page.locator('input[type="file"]').setInputFiles({ name: `import-${tag}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) });

  const session = page.getByTestId('import-session');
  await expectText(session, new RegExp(`import-${tag}\\.xlsx`));
  await expectText(session, /0 erreurs/);
  await expectText(page.getByTestId('sheet-03_Employes'), /03_Employes\s*1\s*1/);
  await expectVisible(page.getByTestId('import-lines-grid').getByRole('row', { name: /03_Employes/ }).first());

  await page.getByTestId('import-simulate').click();
  await expectText(page.getByTestId('import-simulation'), /Rien n'a été enregistré/);

  await page.getByTestId('import-execute').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(session, /Exécuté/, 60_000);

  const [report] = await Promise.all([page.waitForEvent('download'), page.getByTestId('import-report').click()]);
  const reportBook = new ExcelJS.Workbook();
  await reportBook.xlsx.read(fs.createReadStream(await report.path()));
  expectEqual(reportBook.getWorksheet('03_Employes')!.getCell('A2').value, `${tag}-1`, 'report keeps the original rows');

  await page.getByTestId('import-rollback').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expectText(session, /Annulé/, 60_000);
  await expectVisible(page.getByTestId('import-sessions-grid').getByRole('row', { name: new RegExp(`import-${tag}`) }));
});
