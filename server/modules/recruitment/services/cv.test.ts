import { describe, expect, it } from 'vitest';
import { cvContentType } from './cv';

describe('cvContentType', () => {
  it('reads PDF and DOCX from the bytes, never from a name', () => {
    expect(cvContentType(Buffer.from('%PDF-1.7\n…'))).toBe('application/pdf');
    expect(cvContentType(Buffer.from('PK\u0003\u0004\u0014\u0000[Content_Types].xml…word/document.xml…', 'latin1'))).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    // An XLSX is a ZIP too, without the Word part; a text file is nothing.
    expect(cvContentType(Buffer.from('PK\u0003\u0004xl/workbook.xml', 'latin1'))).toBeNull();
    expect(cvContentType(Buffer.from('Bonjour, ceci est mon CV'))).toBeNull();
    expect(cvContentType(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(cvContentType(Buffer.alloc(0))).toBeNull();
  });
});
