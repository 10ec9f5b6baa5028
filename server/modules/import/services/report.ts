import { appServices } from '../../../platform/modules';
import { columnLetter } from '../../../platform/spreadsheet/cells';
import { ImportLine, type ImportSession } from '../models';
import { SHEETS } from '../sheets/definitions';
import { decodeRows, sessionRows } from './rows';
import { XLSX } from './workbook';

const RED = 'FFF4C7C3';
const DARK_RED = 'FFE06666';
const YELLOW = 'FFFFF2CC';
/** The report's download link lives this long. */
export const REPORT_LINK_SECONDS = 10 * 60;

/**
 * The line-by-line report: each sheet's original rows with two columns added (action, messages),
 * rows with an error in red and the cells named by an error in dark red, warnings in yellow; a
 * first sheet sums up the session. Written with exceljs's streaming writer.
 */
export async function buildReport(session: ImportSession): Promise<Buffer> {
  const { default: Excel } = await import('exceljs');
  const sheets = decodeRows(await sessionRows(session));
  const lines = await ImportLine.findAll({ where: { sessionId: session.id }, order: [['sheet', 'ASC'], ['row', 'ASC']], raw: true });
  const byRow = new Map<string, typeof lines>();
  for (const line of lines) {
    const key = `${line.sheet}#${line.row}`;
    byRow.set(key, [...(byRow.get(key) ?? []), line]);
  }
  const chunks: Buffer[] = [];
  const { PassThrough } = await import('node:stream');
  const sink = new PassThrough();
  sink.on('data', (c: Buffer) => chunks.push(c));
  const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true });
  const summary = workbook.addWorksheet('Rapport');
  summary.addRow(['Fichier', session.filename]).commit();
  summary.addRow(['Statut', session.status]).commit();
  summary.addRow(['Erreurs', session.errorCount]).commit();
  summary.addRow(['Avertissements', session.warningCount]).commit();
  summary.addRow([]).commit();
  summary.addRow(['Feuille', 'Lignes', 'Créations', 'Mises à jour', 'Inchangées', 'En erreur', 'Erreurs', 'Avertissements']).commit();
  for (const s of session.sheetStats) summary.addRow([s.sheet, s.rows, s.create, s.update, s.skip, s.error, s.errors, s.warnings]).commit();
  summary.commit();

  for (const name of SHEETS) {
    const content = sheets.find((s) => s.name === name);
    const sheet = workbook.addWorksheet(name);
    const width = Math.max(content?.header.length ?? 0, ...(content?.rows.map((r) => r.cells.length) ?? [0]));
    const header = sheet.addRow([...Array.from({ length: width }, (_, i) => content?.header[i] ?? ''), 'Action', 'Messages']);
    header.font = { bold: true };
    header.commit();
    const sheetLines = byRow.get(`${name}#1`) ?? [];
    if (sheetLines.length) sheet.addRow([sheetLines.map((l) => `${l.severity}${l.column ? ` ${l.column}` : ''}: ${l.message}`).join('\n')]).commit();
    for (const r of content?.rows ?? []) {
      const found = byRow.get(`${name}#${r.row}`) ?? [];
      const action = found.find((l) => l.action)?.action ?? '';
      const messages = found.filter((l) => l.severity !== 'INFO').map((l) => `${l.severity}${l.column ? ` ${l.column}` : ''}: ${l.message}`);
      const row = sheet.addRow([...Array.from({ length: width }, (_, i) => r.cells[i] ?? ''), action, messages.join('\n')]);
      const hasError = found.some((l) => l.severity === 'ERROR');
      const hasWarning = found.some((l) => l.severity === 'WARNING');
      if (hasError || hasWarning) {
        for (let c = 1; c <= width + 2; c++) row.getCell(c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: hasError ? RED : YELLOW } };
        for (const l of found) {
          if (l.severity !== 'ERROR' || !l.column) continue;
          const index = Array.from({ length: width }, (_, i) => columnLetter(i + 1)).indexOf(l.column);
          if (index >= 0) row.getCell(index + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: DARK_RED } };
        }
      }
      row.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A signed, time-limited link to the session's report, generated again only when the session changed status. */
export async function reportLink(session: ImportSession): Promise<string> {
  const documents = appServices().documents;
  if (!session.reportDocumentId || session.reportStatus !== session.status) {
    const previous = session.reportDocumentId;
    const base = session.filename.replace(/\.xlsx$/i, '');
    const document = await documents.save({ filename: `rapport-${base}.xlsx`, contentType: XLSX, content: await buildReport(session), category: 'imports/reports' });
    session.set({ reportDocumentId: document.id, reportStatus: session.status });
    await session.save();
    if (previous) await documents.delete(previous);
  }
  return documents.signedUrl(session.reportDocumentId!, REPORT_LINK_SECONDS);
}
