import { describe, expect, it } from 'vitest';
import type { FingerprintFields } from '../../../../shared/license';
import { MACHINE } from '../test-kit';
import { buildBaseline } from './baseline';
import { matchFingerprint } from './match';

const baseline = buildBaseline(MACHINE, 'c2FsdC1mb3ItbWF0Y2gtdGVzdHM');
const now = (changes: Partial<FingerprintFields>) => matchFingerprint(baseline, { ...MACHINE, ...changes });

describe('matchFingerprint', () => {
  it('does not disclose the machine: the baseline holds salted hashes only', () => {
    const text = JSON.stringify(baseline);
    for (const value of [
      MACHINE.machineId,
      MACHINE.motherboardSerial,
      MACHINE.hostname,
      MACHINE.cpuModel,
      ...MACHINE.macAddresses!,
    ]) {
      expect(text).not.toContain(String(value));
    }
    expect(buildBaseline(MACHINE).hostname).not.toBe(baseline.hostname);
  });

  it('matches the same machine with score 1', () => {
    expect(matchFingerprint(baseline, MACHINE)).toMatchObject({ verdict: 'MATCH', score: 1 });
  });

  it('a different motherboard or machine id is a mismatch, whatever the rest', () => {
    expect(now({ motherboardSerial: 'OTHER-BOARD' })).toMatchObject({
      verdict: 'MISMATCH',
      requiredField: 'motherboardSerial',
    });
    expect(now({ machineId: 'another-machine-id' })).toMatchObject({
      verdict: 'MISMATCH',
      requiredField: 'machineId',
    });
  });

  it('RAM, a network card or the hostname alone still match', () => {
    expect(now({ totalMemoryMb: 65_536 })).toMatchObject({ verdict: 'MATCH', score: 7 / 8 });
    expect(now({ macAddresses: ['00:aa:bb:cc:dd:ee'] })).toMatchObject({ verdict: 'MATCH', score: 5 / 8 });
    expect(now({ hostname: 'srv-new' })).toMatchObject({ verdict: 'MATCH', score: 7 / 8 });
    // Any MAC in common counts: a card added or one of two replaced.
    expect(now({ macAddresses: ['00:1a:2b:3c:4d:5e', '00:aa:bb:cc:dd:ee'] }).fields.macAddresses).toBe(
      'match',
    );
  });

  it('memory within ±10% matches, beyond does not', () => {
    expect(now({ totalMemoryMb: Math.floor(32_768 * 1.1) }).fields.totalMemoryMb).toBe('match');
    expect(now({ totalMemoryMb: Math.ceil(32_768 * 0.9) }).fields.totalMemoryMb).toBe('match');
    expect(now({ totalMemoryMb: Math.floor(32_768 * 1.1) + 1 }).fields.totalMemoryMb).toBe('differs');
    expect(now({ totalMemoryMb: Math.ceil(32_768 * 0.9) - 1 }).fields.totalMemoryMb).toBe('differs');
  });

  it('drifts between 0.3 and 0.6 and has changed below 0.3', () => {
    // NIC + CPU model: (1 + 1 + 1) / 8 = 0.375
    expect(now({ macAddresses: ['00:aa:bb:cc:dd:ee'], cpuModel: 'AMD EPYC 7313P' })).toMatchObject({
      verdict: 'DRIFT',
      score: 3 / 8,
    });
    // NIC + CPU model + cores: 2 / 8 = 0.25
    expect(
      now({ macAddresses: ['00:aa:bb:cc:dd:ee'], cpuModel: 'AMD EPYC 7313P', cpuCores: 16 }),
    ).toMatchObject({ verdict: 'CHANGED', score: 0.25 });
  });

  it('weighs only fields present on both sides, docker included only then', () => {
    const withDocker = buildBaseline({ ...MACHINE, dockerDaemonId: 'ABCD:EFGH' }, baseline.salt);
    expect(matchFingerprint(withDocker, { ...MACHINE, dockerDaemonId: 'WXYZ:0000' })).toMatchObject({
      verdict: 'MATCH',
      score: 8 / 9,
    });
    expect(matchFingerprint(withDocker, MACHINE)).toMatchObject({ verdict: 'MATCH', score: 1 });
    expect(
      matchFingerprint(baseline, {
        machineId: MACHINE.machineId,
        motherboardSerial: MACHINE.motherboardSerial,
      }),
    ).toMatchObject({ verdict: 'MATCH', score: 1 });
  });

  it('a required field that can no longer be read is drift, not a match', () => {
    const { motherboardSerial: _m, ...rest } = MACHINE;
    expect(matchFingerprint(baseline, rest)).toMatchObject({
      verdict: 'DRIFT',
      requiredField: 'motherboardSerial',
      score: 1,
    });
  });

  it('a machine id that is only the hostname is not required', () => {
    const hostOnly = buildBaseline(
      { ...MACHINE, machineId: 'srv-compta-hash', machineIdFallback: true },
      baseline.salt,
    );
    expect(
      matchFingerprint(hostOnly, {
        ...MACHINE,
        machineId: 'srv-new-hash',
        machineIdFallback: true,
        hostname: 'srv-new',
      }),
    ).toMatchObject({ verdict: 'MATCH' });
    expect(
      matchFingerprint(baseline, { ...MACHINE, machineId: 'fallback', machineIdFallback: true }),
    ).toMatchObject({ verdict: 'MATCH' });
  });

  it('placeholders read now count as absent rather than different', () => {
    expect(now({ motherboardSerial: 'To be filled by O.E.M.' })).toMatchObject({
      verdict: 'DRIFT',
      requiredField: 'motherboardSerial',
    });
  });
});
