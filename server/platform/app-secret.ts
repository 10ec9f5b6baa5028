import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';

export const APP_SECRET_FILE = 'app-secret';

/**
 * The secret that signs URLs (and tokens): APP_SECRET when set, otherwise a random one generated
 * on first start and kept in DATA_DIR/secrets/ (readable by the server's account only). Several
 * server instances behind one address need the same secret: set APP_SECRET for them.
 */
export function loadAppSecret(config: Pick<AppConfig, 'APP_SECRET' | 'dataDir'>): Buffer {
  if (config.APP_SECRET) return Buffer.from(config.APP_SECRET, 'utf8');
  const dir = path.join(config.dataDir, 'secrets');
  const file = path.join(dir, APP_SECRET_FILE);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!fs.existsSync(file)) {
    // Written whole aside, then linked in place: when two processes start together, one link
    // wins and both read the same complete secret.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return Buffer.from(secret, 'utf8');
}
