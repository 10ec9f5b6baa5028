import { describe, expect, it } from 'vitest';
import { safeExtension, sanitizeCategory, sanitizeContentType, sanitizeFilename } from './names';

describe('file names of stored documents', () => {
  it.each([
    ['Facture FAC-2026-0001.pdf', 'Facture FAC-2026-0001.pdf'],
    ['../../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['/absolute/path/relevé.csv', 'relevé.csv'],
    ['.htaccess', 'htaccess'],
    ['...', 'document'],
    ['', 'document'],
    ['a\u0000b\r\nc.txt', 'ab c.txt'],
    ['rapport: "final" <v2>?.docx', 'rapport_ _final_ _v2__.docx'],
    ['CON.txt', '_CON.txt'],
    ['nul', '_nul'],
    ['bulletin   de\tpaie .pdf ', 'bulletin de paie .pdf'],
    ['ÉTAT DES LIEUX.pdf', 'ÉTAT DES LIEUX.pdf'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFilename(raw)).toBe(expected);
  });

  it('shortens long names and keeps the extension', () => {
    const name = sanitizeFilename(`${'a'.repeat(300)}.pdf`);
    expect(name.length).toBeLessThanOrEqual(180);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('keeps only plain extensions', () => {
    expect(safeExtension('x.PDF')).toBe('pdf');
    expect(safeExtension('x.tar.gz')).toBe('gz');
    expect(safeExtension('x')).toBe('');
    expect(safeExtension('x.p/df')).toBe('');
    expect(safeExtension('x.verylongextension')).toBe('');
  });

  it.each([
    [undefined, 'general'],
    ['', 'general'],
    ['Invoices', 'invoices'],
    ['hr/contracts', 'hr/contracts'],
    ['../../secrets', 'secrets'],
    ['a/b/c/d', 'a/b/c'],
    ['..', 'general'],
    ['pay slips/2026', 'payslips/2026'],
    ['--/__', 'general'],
  ])('category %j → %j', (raw, expected) => {
    expect(sanitizeCategory(raw)).toBe(expected);
  });

  it.each([
    ['application/pdf', 'application/pdf'],
    ['text/csv; charset=utf-8', 'text/csv; charset=utf-8'],
    [
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    ['text/html\r\nSet-Cookie: x=1', 'application/octet-stream'],
    ['pdf', 'application/octet-stream'],
    ['', 'application/octet-stream'],
  ])('content type %j → %j', (raw, expected) => {
    expect(sanitizeContentType(raw)).toBe(expected);
  });
});
