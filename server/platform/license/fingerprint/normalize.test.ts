import { describe, expect, it } from 'vitest';
import { meaningful, normalizeFingerprint, normalizeMac, normalizeMacs } from './normalize';

describe('fingerprint normalization', () => {
  it.each([
    'Default string',
    'To be filled by O.E.M.',
    'TO BE FILLED BY O.E.M.',
    'Not Specified',
    'None',
    '0',
    '-',
    '  ',
    '',
    '00000000-0000-0000-0000-000000000000',
    '000000',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
    'System Serial Number',
    '---',
  ])('treats placeholder %j as absent', (value) => expect(meaningful(value)).toBeUndefined());

  it('keeps real values, trimmed with inner whitespace collapsed', () => {
    expect(meaningful('  /7XJ5B42/CNFCW0012345/ ')).toBe('/7XJ5B42/CNFCW0012345/');
    expect(meaningful('Intel   Xeon\tE-2236')).toBe('Intel Xeon E-2236');
    expect(meaningful('10')).toBe('10');
    expect(meaningful(undefined)).toBeUndefined();
    expect(meaningful({})).toBeUndefined();
  });

  it('keeps only globally administered unicast MAC addresses, lower-case, deduplicated and sorted', () => {
    expect(normalizeMac('00-1A-2B-3C-4D-5E')).toBe('00:1a:2b:3c:4d:5e');
    expect(normalizeMac('00:00:00:00:00:00')).toBeUndefined();
    expect(normalizeMac('02:42:ac:11:00:02')).toBeUndefined(); // locally administered (docker bridge)
    expect(normalizeMac('01:00:5e:00:00:fb')).toBeUndefined(); // multicast
    expect(normalizeMac('not a mac')).toBeUndefined();
    expect(
      normalizeMacs(['3c:ec:ef:01:02:03', '00:1A:2B:3C:4D:5E', '00:1a:2b:3c:4d:5e', 'fe:ff:ff:ff:ff:ff']),
    ).toEqual(['00:1a:2b:3c:4d:5e', '3c:ec:ef:01:02:03']);
    expect(normalizeMacs([])).toBeUndefined();
  });

  it('normalizes declared fields and adds the diagnostics hash, stable whatever the order of MACs', () => {
    const a = normalizeFingerprint({
      hostname: 'SRV-Compta',
      macAddresses: ['3c:ec:ef:01:02:03', '00:1a:2b:3c:4d:5e'],
      motherboardSerial: 'Default string',
      cpuCores: 4,
    });
    const b = normalizeFingerprint({
      hostname: 'srv-compta',
      macAddresses: ['00:1a:2b:3c:4d:5e', '3c:ec:ef:01:02:03'],
      cpuCores: 4,
    });
    expect(a).toEqual(b);
    expect(a.motherboardSerial).toBeUndefined();
    expect(a.fingerprintData).toMatch(/^[0-9a-f]{64}$/);
    expect(normalizeFingerprint({ ...b, cpuCores: 8 }).fingerprintData).not.toBe(a.fingerprintData);
  });
});
