import { describe, expect, it } from 'vitest';
import { SAMPLE_FILES, zipOf } from '../../test/sample-files';
import { IMAGE_KINDS, SCAN_KINDS, sniffFile, type FileKind } from './sniff';

const ALL: FileKind[] = ['pdf', 'jpeg', 'png', 'webp', 'docx'];
const typeOf = async (content: Buffer, accepted: readonly FileKind[] = ALL) => (await sniffFile(content, accepted))?.type ?? null;

describe('sniffFile: the type of an upload read from its bytes', () => {
  it('recognises PDF, JPEG, PNG, WebP and DOCX by their magic bytes', async () => {
    expect(await sniffFile(SAMPLE_FILES.pdf, ALL)).toEqual({ kind: 'pdf', type: 'application/pdf', extension: 'pdf' });
    expect(await sniffFile(SAMPLE_FILES.jpeg, ALL)).toEqual({ kind: 'jpeg', type: 'image/jpeg', extension: 'jpg' });
    expect(await typeOf(SAMPLE_FILES.png)).toBe('image/png');
    expect(await typeOf(SAMPLE_FILES.webp)).toBe('image/webp');
    expect(await sniffFile(SAMPLE_FILES.docx, ALL)).toEqual({ kind: 'docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' });
  });

  it('tells a DOCX from a plain ZIP and from another Office file', async () => {
    expect(await typeOf(SAMPLE_FILES.zip)).toBeNull();
    expect(await typeOf(SAMPLE_FILES.xlsx)).toBeNull();
    // The Word part's name alone, without [Content_Types].xml, is no DOCX.
    expect(await typeOf(zipOf([['word/document.xml', '<w:document/>']]))).toBeNull();
    // Only the local header of a ZIP, the rest garbage.
    expect(await typeOf(Buffer.from('PK\u0003\u0004\u0014\u0000[Content_Types].xml…word/document.xml…', 'latin1'))).toBeNull();
  });

  it('never believes a name: a text file called .pdf, an SVG, a GIF, truncated headers, an empty file', async () => {
    expect(await typeOf(Buffer.from('Bonjour, ceci est mon CV (cv.pdf)\n'))).toBeNull();
    expect(await typeOf(Buffer.from(' %PDF-1.4'))).toBeNull();
    expect(await typeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await typeOf(Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1'))).toBeNull();
    expect(await typeOf(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(await typeOf(Buffer.from('RIFF\u0010\u0000\u0000\u0000WAVEfmt ', 'latin1'))).toBeNull();
    expect(await typeOf(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(await typeOf(Buffer.alloc(0))).toBeNull();
  });

  it('answers only the kinds the caller accepts', async () => {
    expect(await typeOf(SAMPLE_FILES.pdf, IMAGE_KINDS)).toBeNull();
    expect(await typeOf(SAMPLE_FILES.docx, SCAN_KINDS)).toBeNull();
    expect(await typeOf(SAMPLE_FILES.png, SCAN_KINDS)).toBe('image/png');
    expect(await typeOf(SAMPLE_FILES.webp, ['pdf', 'jpeg', 'png'])).toBeNull();
  });
});
