import { describe, expect, it } from 'vitest';
import { armour, ARMOUR_MAX_BYTES, dearmour, decodeBase64Strict, decodeBase64UrlStrict } from './armour';

const LABEL = 'TEST FILE';
const bytes = Buffer.from(Array.from({ length: 200 }, (_, i) => i));

describe('armour', () => {
  it('wraps base64 at 64 columns and reads it back', () => {
    const text = armour(LABEL, bytes);
    const lines = text.trimEnd().split('\n');
    expect(lines[0]).toBe('-----BEGIN TEST FILE-----');
    expect(lines.slice(1, -2).every((l) => l.length === 64)).toBe(true);
    expect(dearmour(LABEL, text)).toEqual({ ok: true, bytes });
    expect(dearmour(LABEL, text.trimEnd())).toEqual({ ok: true, bytes });
  });

  it('tolerates CRLF and a BOM, as text or bytes', () => {
    const text = `\ufeff${armour(LABEL, bytes).replaceAll('\n', '\r\n')}`;
    expect(dearmour(LABEL, text)).toEqual({ ok: true, bytes });
    expect(dearmour(LABEL, Buffer.from(text, 'utf8'))).toEqual({ ok: true, bytes });
  });

  it('refuses characters Node would skip, stray carriage returns, bad wrapping, other labels and oversize input', () => {
    const text = armour(LABEL, bytes);
    const lines = text.split('\n');
    const edit = (i: number, line: string) => lines.map((l, j) => (j === i ? line : l)).join('\n');
    expect(Buffer.from(`${lines[1].slice(0, 10)}!${lines[1].slice(11)}`, 'base64').length).toBeGreaterThan(0); // Node would decode it
    expect(dearmour(LABEL, edit(1, `${lines[1].slice(0, 10)}!${lines[1].slice(11)}`)).ok).toBe(false);
    expect(dearmour(LABEL, edit(1, `${lines[1].slice(0, 10)}\r${lines[1].slice(11)}`)).ok).toBe(false);
    expect(dearmour(LABEL, edit(1, `${lines[1]}A`)).ok).toBe(false);
    expect(dearmour(LABEL, edit(1, '')).ok).toBe(false);
    expect(dearmour('OTHER FILE', text).ok).toBe(false);
    expect(dearmour(LABEL, `${text}\n`).ok).toBe(false);
    expect(dearmour(LABEL, `x${text}`).ok).toBe(false);
    expect(dearmour(LABEL, Buffer.alloc(ARMOUR_MAX_BYTES + 1, 0x41))).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/larger/),
    });
    expect(dearmour(LABEL, '')).toMatchObject({ ok: false, detail: 'the file is empty' });
    expect(dearmour(LABEL, Buffer.from([0xc3, 0x28]))).toMatchObject({
      ok: false,
      detail: 'the file is not UTF-8 text',
    });
  });

  it('accepts only the one canonical base64 spelling of some bytes', () => {
    expect(decodeBase64Strict('QQ==')).toEqual(Buffer.from('A'));
    expect(decodeBase64Strict('QR==')).toBeUndefined(); // same byte, non-zero padding bits
    expect(decodeBase64Strict('QQ')).toBeUndefined();
    expect(decodeBase64Strict('Q Q==')).toBeUndefined();
    expect(decodeBase64Strict('')).toBeUndefined();
    expect(decodeBase64UrlStrict('QQ')).toEqual(Buffer.from('A'));
    expect(decodeBase64UrlStrict('QR')).toBeUndefined();
    expect(decodeBase64UrlStrict('QQ==')).toBeUndefined();
    expect(decodeBase64UrlStrict('_-8')).toEqual(Buffer.from([0xff, 0xef]));
    expect(decodeBase64UrlStrict('/+8')).toBeUndefined();
  });
});
