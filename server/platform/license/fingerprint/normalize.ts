import { createHash } from 'node:crypto';
import { canonicalJson, FINGERPRINT_FIELDS, type FingerprintFields } from '../../../../shared/license';

/**
 * Field values as they are compared: placeholder values firmware writes when it has nothing to say
 * count as absent, strings are trimmed with inner whitespace collapsed, hostnames lower-cased, MAC
 * addresses lower-case colon-separated and only those of real, globally administered interfaces.
 */

const PLACEHOLDERS = new Set(
  [
    'default string',
    'to be filled by o.e.m.',
    'to be filled by oem',
    'not specified',
    'not applicable',
    'not available',
    'none',
    'null',
    'undefined',
    'unknown',
    'n/a',
    'na',
    '-',
    'o.e.m.',
    'oem',
    'system serial number',
    'base board serial number',
    'chassis serial number',
    'serial number',
    'default',
    '123456789',
  ].map((s) => s.toLowerCase()),
);

const MAX_LENGTH = 200;

/** The text of a field, or undefined when it is empty or a placeholder. */
export function meaningful(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().replace(/\s+/g, ' ');
  if (!/[A-Za-z0-9]/.test(text) || PLACEHOLDERS.has(text.toLowerCase())) return undefined;
  // All zeros (with any separators), as in 00000000-0000-0000-0000-000000000000 or "0".
  if (/^[0\W_]+$/.test(text) && text.includes('0')) return undefined;
  // All F's, the other blank a UUID or serial comes as.
  if (/^[fF\W_]+$/.test(text) && text.replace(/[\W_]/g, '').length >= 8) return undefined;
  return text.slice(0, MAX_LENGTH);
}

export function normalizeHostname(value: unknown): string | undefined {
  return meaningful(value)?.toLowerCase();
}

export function positiveInteger(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A MAC address of a real interface in `aa:bb:cc:dd:ee:ff` form, or undefined. */
export function normalizeMac(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const hex = value.trim().toLowerCase().replace(/[:-]/g, '');
  if (!/^[0-9a-f]{12}$/.test(hex)) return undefined;
  if (/^0+$/.test(hex)) return undefined;
  const first = parseInt(hex.slice(0, 2), 16);
  // Bit 0 of the first octet marks a multicast address, bit 1 a locally administered one
  // (virtual interfaces, randomised Wi-Fi addresses): neither identifies the machine.
  if (first & 0x03) return undefined;
  return hex.match(/../g)!.join(':');
}

export function normalizeMacs(values: Iterable<unknown>): string[] | undefined {
  const macs = new Set<string>();
  for (const v of values) {
    const mac = normalizeMac(v);
    if (mac) macs.add(mac);
  }
  return macs.size ? [...macs].sort() : undefined;
}

/** Normalizes fields read elsewhere (a request file) the way collection does. */
export function normalizeFingerprint(fields: FingerprintFields): FingerprintFields {
  const out: FingerprintFields = {};
  const machineId = meaningful(fields.machineId);
  if (machineId) {
    out.machineId = machineId;
    if (fields.machineIdFallback) out.machineIdFallback = true;
  }
  const motherboardSerial = meaningful(fields.motherboardSerial);
  if (motherboardSerial) out.motherboardSerial = motherboardSerial;
  const macs = normalizeMacs(fields.macAddresses ?? []);
  if (macs) out.macAddresses = macs;
  const cpuModel = meaningful(fields.cpuModel);
  if (cpuModel) out.cpuModel = cpuModel;
  const cpuCores = positiveInteger(fields.cpuCores);
  if (cpuCores) out.cpuCores = cpuCores;
  const totalMemoryMb = positiveInteger(fields.totalMemoryMb);
  if (totalMemoryMb) out.totalMemoryMb = totalMemoryMb;
  const hostname = normalizeHostname(fields.hostname);
  if (hostname) out.hostname = hostname;
  const dockerDaemonId = meaningful(fields.dockerDaemonId);
  if (dockerDaemonId) out.dockerDaemonId = dockerDaemonId;
  return withFingerprintData(out);
}

/** Adds fingerprintData: the SHA-256 of the compared fields, for diagnostics (never compared). */
export function withFingerprintData(fields: FingerprintFields): FingerprintFields {
  const compared: Record<string, unknown> = {};
  for (const key of FINGERPRINT_FIELDS) if (fields[key] !== undefined) compared[key] = fields[key];
  if (fields.machineIdFallback) compared.machineIdFallback = true;
  const { fingerprintData: _ignored, ...rest } = fields;
  return { ...rest, fingerprintData: createHash('sha256').update(canonicalJson(compared)).digest('hex') };
}
