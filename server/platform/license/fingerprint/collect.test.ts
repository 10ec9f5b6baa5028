import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { collectFingerprint, type FingerprintSources } from './collect';
import { createHash } from 'node:crypto';

const nic = (mac: string, internal = false): os.NetworkInterfaceInfo => ({
  address: '10.0.0.2',
  netmask: '255.255.255.0',
  family: 'IPv4',
  mac,
  internal,
  cidr: '10.0.0.2/24',
});

function sources(overrides: Partial<FingerprintSources> = {}): FingerprintSources {
  return {
    machineId: async () => '4c4c4544004a3510804bb4c04f4d3432',
    baseboardSerial: async () => '/7XJ5B42/CNFCW0012345/',
    systemSerial: async () => ({ serial: '7XJ5B42', uuid: '4c4c4544-004a-3510-804b-b4c04f4d3432' }),
    cpu: async () => ({ manufacturer: 'Intel', brand: 'Xeon® E-2236', physicalCores: 6 }),
    memTotalBytes: async () => 34_359_738_368,
    dockerId: async () => 'ABCD:EFGH:IJKL',
    hostname: () => 'SRV-Compta',
    networkInterfaces: () => ({
      lo: [nic('00:00:00:00:00:00', true)],
      eth0: [nic('00:1a:2b:3c:4d:5e')],
      docker0: [nic('02:42:ac:11:00:02')],
    }),
    ...overrides,
  };
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('collectFingerprint', () => {
  it('reads every field from the sources', async () => {
    const f = await collectFingerprint(sources());
    expect(f).toMatchObject({
      machineId: sha('4c4c4544004a3510804bb4c04f4d3432'),
      motherboardSerial: '/7XJ5B42/CNFCW0012345/',
      macAddresses: ['00:1a:2b:3c:4d:5e'],
      cpuModel: 'Intel Xeon® E-2236',
      cpuCores: 6,
      totalMemoryMb: 32_768,
      hostname: 'srv-compta',
      dockerDaemonId: 'ABCD:EFGH:IJKL',
    });
    expect(f.machineIdFallback).toBeUndefined();
    expect(f.fingerprintData).toMatch(/^[0-9a-f]{64}$/);
  });

  it('leaves a field absent when its source fails, throws or hangs past the timeout', async () => {
    const started = Date.now();
    const f = await collectFingerprint(
      sources({
        cpu: () => new Promise(() => undefined),
        memTotalBytes: async () => {
          throw new Error('no /proc');
        },
        dockerId: () => {
          throw new Error('thrown before any promise');
        },
        networkInterfaces: () => {
          throw new Error('uv_interface_addresses');
        },
      }),
      50,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect(f.cpuModel).toBeUndefined();
    expect(f.cpuCores).toBeUndefined();
    expect(f.totalMemoryMb).toBeUndefined();
    expect(f.dockerDaemonId).toBeUndefined();
    expect(f.macAddresses).toBeUndefined();
    expect(f.hostname).toBe('srv-compta');
  });

  it('falls back from the baseboard serial to the system serial, then the hardware UUID; placeholders count as absent', async () => {
    expect(
      (await collectFingerprint(sources({ baseboardSerial: async () => 'Default string' })))
        .motherboardSerial,
    ).toBe('7XJ5B42');
    const uuidOnly = sources({
      baseboardSerial: async () => 'To be filled by O.E.M.',
      systemSerial: async () => ({ serial: 'Not Specified', uuid: 'c0ffee00-1234-5678-9abc-def012345678' }),
    });
    expect((await collectFingerprint(uuidOnly)).motherboardSerial).toBe(
      'c0ffee00-1234-5678-9abc-def012345678',
    );
    const none = sources({
      baseboardSerial: async () => 'None',
      systemSerial: async () => ({ serial: '0', uuid: '00000000-0000-0000-0000-000000000000' }),
    });
    expect((await collectFingerprint(none)).motherboardSerial).toBeUndefined();
  });

  it('flags a machine id that is only the hostname (node-machine-id on a Linux without /etc/machine-id)', async () => {
    const fallback = await collectFingerprint(sources({ machineId: async () => 'srv-compta' }));
    expect(fallback).toMatchObject({ machineId: sha('srv-compta'), machineIdFallback: true });
    const missing = await collectFingerprint(
      sources({ machineId: async () => Promise.reject(new Error('exec failed')) }),
    );
    expect(missing).toMatchObject({ machineId: sha('srv-compta'), machineIdFallback: true });
  });

  it('reads this machine with the real sources (systeminformation, node-machine-id, os)', async () => {
    const f = await collectFingerprint();
    expect(f.hostname).toBeTruthy();
    expect(f.machineId).toMatch(/^[0-9a-f]{64}$/);
    expect(f.fingerprintData).toMatch(/^[0-9a-f]{64}$/);
  }, 20_000);
});
