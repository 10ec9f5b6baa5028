import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../shared/license';
import { armour } from './armour';
import { createRequestFile, parseRequestFile, REQUEST_ARMOUR_LABEL } from './request-file';
import { MACHINE, T0 } from './test-kit';

const make = () =>
  createRequestFile({
    instanceCode: 'PLATFORM-ONPREM-AB12CD',
    currentKeyId: null,
    appVersion: '0.1.0',
    fingerprint: MACHINE,
    now: T0,
  });
const documentOf = (text: string) =>
  JSON.parse(Buffer.from(text.split('\n').slice(1, -2).join(''), 'base64').toString('utf8'));
const rearmour = (value: unknown) =>
  armour(REQUEST_ARMOUR_LABEL, Buffer.from(typeof value === 'string' ? value : canonicalJson(value)));

describe('license request file', () => {
  it('round-trips: the operator reads the nonce, hash and fingerprint fields the installation keeps', () => {
    const { text, request } = make();
    expect(text.startsWith('-----BEGIN BAOBAB LICENSE REQUEST-----\n')).toBe(true);
    const parsed = parseRequestFile(text);
    expect(parsed).toEqual({ ok: true, request });
    expect(request).toMatchObject({
      instanceCode: 'PLATFORM-ONPREM-AB12CD',
      currentKeyId: null,
      appVersion: '0.1.0',
      createdAt: T0.toISOString(),
    });
    expect(request.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.requestHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(request.fingerprint).sort()).toEqual([
      'cpuCores',
      'cpuModel',
      'fingerprintData',
      'hostname',
      'macAddresses',
      'machineId',
      'motherboardSerial',
      'totalMemoryMb',
    ]);
    expect(make().request.nonce).not.toBe(request.nonce);
  });

  it('accepts the uploaded bytes with CRLF line ends and a byte-order mark', () => {
    const { text, request } = make();
    expect(parseRequestFile(Buffer.from(`\ufeff${text.replaceAll('\n', '\r\n')}`))).toEqual({
      ok: true,
      request,
    });
  });

  it('refuses anything but the exact document', () => {
    const doc = documentOf(make().text);
    const cases: Record<string, string> = {
      'a license file': make().text.replaceAll('LICENSE REQUEST', 'LICENSE FILE'),
      truncated: make().text.slice(0, 120),
      'duplicate key': rearmour(canonicalJson(doc).replace('{', '{"appVersion":"9.9.9",')),
      'extra field': rearmour({ ...doc, extra: 1 }),
      'not canonical': rearmour(JSON.stringify(doc, null, 2)),
      'bad MAC': rearmour({ ...doc, fingerprint: { ...doc.fingerprint, macAddresses: ['zz'] } }),
      'bad instance code': rearmour({ ...doc, instanceCode: 'ONPREM-1' }),
      'unknown fingerprint field': rearmour({ ...doc, fingerprint: { ...doc.fingerprint, biosDate: 'x' } }),
      'wrong type': rearmour({ ...doc, type: 'baobab-license' }),
    };
    for (const [name, text] of Object.entries(cases)) {
      const parsed = parseRequestFile(text);
      expect(parsed, name).toMatchObject({ ok: false, reason: 'MALFORMED' });
      if (!parsed.ok) expect(parsed.detail.length, name).toBeGreaterThan(10);
    }
  });
});
