import { createHmac, randomBytes } from 'node:crypto';
import type { FingerprintBaseline, FingerprintFields } from '../../../../shared/license';
import { normalizeFingerprint } from './normalize';

/**
 * The fingerprint baseline of a license: a salted hash (HMAC-SHA256 keyed by a random salt) of
 * each field read when the request was made, so the signed file does not disclose the machine.
 */

export function fieldHash(salt: string, field: string, value: string | number): string {
  return createHmac('sha256', Buffer.from(salt, 'base64url'))
    .update(`${field}\u0000${String(value).toLowerCase()}`)
    .digest('base64url');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}

export function buildBaseline(fields: FingerprintFields, salt: string = newSalt()): FingerprintBaseline {
  const f = normalizeFingerprint(fields);
  const baseline: FingerprintBaseline = { salt };
  if (f.machineId) {
    baseline.machineId = fieldHash(salt, 'machineId', f.machineId);
    if (f.machineIdFallback) baseline.machineIdFallback = true;
  }
  if (f.motherboardSerial)
    baseline.motherboardSerial = fieldHash(salt, 'motherboardSerial', f.motherboardSerial);
  if (f.macAddresses)
    baseline.macAddresses = f.macAddresses.map((m) => fieldHash(salt, 'macAddresses', m)).sort();
  if (f.cpuModel) baseline.cpuModel = fieldHash(salt, 'cpuModel', f.cpuModel);
  if (f.cpuCores) baseline.cpuCores = fieldHash(salt, 'cpuCores', f.cpuCores);
  if (f.totalMemoryMb) baseline.totalMemoryMb = fieldHash(salt, 'totalMemoryMb', f.totalMemoryMb);
  if (f.hostname) baseline.hostname = fieldHash(salt, 'hostname', f.hostname);
  if (f.dockerDaemonId) baseline.dockerDaemonId = fieldHash(salt, 'dockerDaemonId', f.dockerDaemonId);
  return baseline;
}
