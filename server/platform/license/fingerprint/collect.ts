import { createHash } from 'node:crypto';
import os from 'node:os';
import nodeMachineId from 'node-machine-id';
import si from 'systeminformation';
import type { FingerprintFields } from '../../../../shared/license';
import {
  meaningful,
  normalizeHostname,
  normalizeMacs,
  positiveInteger,
  withFingerprintData,
} from './normalize';

/**
 * Reads this machine's fingerprint. Every source is called with a timeout and a failing or slow
 * one only leaves its field absent. Collection spawns processes (dmidecode, docker's socket…): the
 * server runs it at start and every few hours, never per request. The sources are injectable so
 * tests use fixed machines.
 */

export interface FingerprintSources {
  /** The OS machine id (node-machine-id, unhashed). */
  machineId(): Promise<string>;
  baseboardSerial(): Promise<string | undefined>;
  systemSerial(): Promise<{ serial?: string; uuid?: string }>;
  cpu(): Promise<{ manufacturer?: string; brand?: string; physicalCores?: number }>;
  memTotalBytes(): Promise<number | undefined>;
  dockerId(): Promise<string | undefined>;
  hostname(): string;
  networkInterfaces(): NodeJS.Dict<os.NetworkInterfaceInfo[]>;
}

export const systemFingerprintSources: FingerprintSources = {
  machineId: () => nodeMachineId.machineId(true),
  baseboardSerial: async () => (await si.baseboard()).serial,
  systemSerial: async () => {
    const s = await si.system();
    return { serial: s.serial, uuid: s.uuid };
  },
  cpu: async () => {
    const c = await si.cpu();
    return { manufacturer: c.manufacturer, brand: c.brand, physicalCores: c.physicalCores };
  },
  memTotalBytes: async () => (await si.mem()).total,
  dockerId: async () => (await si.dockerInfo()).id,
  hostname: () => os.hostname(),
  networkInterfaces: () => os.networkInterfaces(),
};

export const FINGERPRINT_SOURCE_TIMEOUT_MS = 5000;
/** How often the server reads the fingerprint again in the background (design: every few hours). */
export const FINGERPRINT_REFRESH_INTERVAL_MS = 4 * 3_600_000;

export type FingerprintCollector = () => Promise<FingerprintFields>;

export function fingerprintCollector(
  sources: FingerprintSources = systemFingerprintSources,
  timeoutMs = FINGERPRINT_SOURCE_TIMEOUT_MS,
): FingerprintCollector {
  return () => collectFingerprint(sources, timeoutMs);
}

export async function collectFingerprint(
  sources: FingerprintSources = systemFingerprintSources,
  timeoutMs = FINGERPRINT_SOURCE_TIMEOUT_MS,
): Promise<FingerprintFields> {
  const read = <T>(call: () => Promise<T>) => withTimeout(call, timeoutMs);
  const hostnameRaw = readSync(() => sources.hostname());
  const [machineIdRaw, boardSerial, system, cpu, memBytes, dockerId] = await Promise.all([
    read(() => sources.machineId()),
    read(() => sources.baseboardSerial()),
    read(() => sources.systemSerial()),
    read(() => sources.cpu()),
    read(() => sources.memTotalBytes()),
    read(() => sources.dockerId()),
  ]);
  const fields: FingerprintFields = {};

  const hostname = normalizeHostname(hostnameRaw);
  const machineId = meaningful(machineIdRaw);
  if (machineId) {
    fields.machineId = sha256(machineId.toLowerCase());
    // node-machine-id answers the hostname on a Linux without /etc/machine-id.
    if (hostname && machineId.toLowerCase() === hostname.replace(/\s+/g, '')) fields.machineIdFallback = true;
  } else if (hostname) {
    fields.machineId = sha256(hostname);
    fields.machineIdFallback = true;
  }
  const motherboardSerial = meaningful(boardSerial) ?? meaningful(system?.serial) ?? meaningful(system?.uuid);
  if (motherboardSerial) fields.motherboardSerial = motherboardSerial;
  const ifaces = readSync(() => sources.networkInterfaces()) ?? {};
  const macs = normalizeMacs(
    Object.values(ifaces)
      .flat()
      .filter((i): i is os.NetworkInterfaceInfo => Boolean(i && !i.internal))
      .map((i) => i.mac),
  );
  if (macs) fields.macAddresses = macs;
  const cpuModel = meaningful(
    [meaningful(cpu?.manufacturer), meaningful(cpu?.brand)].filter(Boolean).join(' '),
  );
  if (cpuModel) fields.cpuModel = cpuModel;
  const cores = positiveInteger(cpu?.physicalCores);
  if (cores) fields.cpuCores = cores;
  const memMb =
    typeof memBytes === 'number' && memBytes > 0 ? Math.round(memBytes / (1024 * 1024)) : undefined;
  if (memMb) fields.totalMemoryMb = memMb;
  if (hostname) fields.hostname = hostname;
  const docker = meaningful(dockerId);
  if (docker) fields.dockerDaemonId = docker;
  return withFingerprintData(fields);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The call's value, or undefined when it fails or takes longer than timeoutMs. */
async function withTimeout<T>(call: () => Promise<T>, timeoutMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  try {
    return await Promise.race([call().catch(() => undefined), timeout]);
  } catch {
    // A source that throws before returning its promise.
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

function readSync<T>(call: () => T): T | undefined {
  try {
    return call();
  } catch {
    return undefined;
  }
}
