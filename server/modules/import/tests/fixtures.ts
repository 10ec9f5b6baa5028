export { HEADERS, validRows, workbook, type SheetRows } from '../../../test/import-workbook';

/** The same file with one central-directory entry claiming an expanded size of 300 MiB. */
export function inflatedClaim(content: Buffer): Buffer {
  const copy = Buffer.from(content);
  for (let i = copy.length - 46; i >= 0; i--) {
    if (copy.readUInt32LE(i) === 0x02014b50) {
      copy.writeUInt32LE(300 * 1024 * 1024, i + 24);
      return copy;
    }
  }
  throw new Error('No central directory');
}
