import fs from 'node:fs';
import path from 'node:path';
import { hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';

const cache = new Map<string, Buffer>();

/**
 * The application secret: APP_SECRET when set, otherwise a random value generated once into
 * DATA_DIR/secrets/app-secret (mode 0600). Several processes sharing DATA_DIR agree on it: the
 * first one to write the file wins and the others read it.
 */
export function appSecret(config: Pick<AppConfig, 'APP_SECRET' | 'dataDir'>): Buffer {
  if (config.APP_SECRET) return Buffer.from(config.APP_SECRET, 'utf8');
  const file = path.join(config.dataDir, 'secrets', 'app-secret');
  const cached = cache.get(file);
  if (cached) return cached;
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 bytes`);
  cache.set(file, secret);
  return secret;
}

/** A 32-byte key for one purpose ('jwt', 'signed-url'…) derived from the application secret. */
export function deriveKey(config: Pick<AppConfig, 'APP_SECRET' | 'dataDir'>, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', appSecret(config), 'baobab', purpose, 32));
}
