import { parseCsv } from './csv';
import { parseMt940 } from './mt940';
import { parseOfx } from './ofx';
import { StatementFormatError, type ParsedStatement, type StatementFormat } from './types';

export { StatementFormatError, type ParsedStatement, type ParsedLine, type StatementFormat } from './types';

/** The format of a statement file from its content (the file name is only a hint). */
export function detectFormat(content: string): StatementFormat {
  const head = content.replace(/^\uFEFF/, '').slice(0, 2000);
  if (/OFXHEADER|<OFX>/i.test(head)) return 'OFX';
  if (/(^|\n)\s*(\{1:|:20:)/.test(head) && /:61:|:60[FM]:/.test(content)) return 'MT940';
  return 'CSV';
}

/** Reads a statement file (UTF-8, or Latin-1 when it is not valid UTF-8) in whichever format it is. */
export function parseStatement(buffer: Buffer): ParsedStatement {
  if (buffer.length === 0) throw new StatementFormatError('The file is empty', [{ path: 'file', message: 'Empty file' }]);
  if (buffer.includes(0)) throw new StatementFormatError('The file is not a text statement (CSV, OFX or MT940)', [{ path: 'file', message: 'Binary content' }]);
  const utf8 = buffer.toString('utf8');
  const content = utf8.includes('\uFFFD') ? buffer.toString('latin1') : utf8;
  const format = detectFormat(content);
  if (format === 'OFX') return parseOfx(content);
  if (format === 'MT940') return parseMt940(content);
  return parseCsv(content);
}
