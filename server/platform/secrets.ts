import { hkdfSync } from 'node:crypto';
import type { AppConfig } from '../config';
import { loadAppSecret } from './app-secret';

const cache = new Map<string, Uint8Array>();

/**
 * A 32-byte key for one purpose ('access-token'…) derived (HKDF-SHA256) from the application
 * secret, so that one secret never serves two purposes directly.
 */
export function deriveKey(config: Pick<AppConfig, 'APP_SECRET' | 'dataDir'>, purpose: string): Uint8Array {
  const cacheKey = `${config.APP_SECRET ?? config.dataDir}:${purpose}`;
  let key = cache.get(cacheKey);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', loadAppSecret(config), 'baobab', purpose, 32));
    cache.set(cacheKey, key);
  }
  return key;
}
