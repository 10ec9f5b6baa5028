/**
 * `npm run lint:openapi`: builds the app (no listening server, a throwaway SQLite folder), writes
 * the OpenAPI document it serves at /openapi.json, and lints it with Redocly's recommended rules
 * (`redocly.yaml`). Exits non-zero on any error; `npm run lint` runs it, so CI does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildServer } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { buildDocument } from '../server/platform/openapi/document';
import { APP_VERSION } from '../server/version';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-openapi-'));
let status = 1;
try {
  const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', DATA_DIR: dir, APP_SECRET: 'x'.repeat(32) });
  const server = await buildServer(config, { logger: pino({ level: 'silent' }), migrate: false });
  const file = path.join(dir, 'openapi.json');
  try {
    fs.writeFileSync(file, JSON.stringify(buildDocument(server.registry, APP_VERSION), null, 2));
  } finally {
    await server.close();
  }
  const bin = path.resolve('node_modules', '.bin', process.platform === 'win32' ? 'redocly.cmd' : 'redocly');
  const args = ['lint', file, '--config', path.resolve('redocly.yaml'), ...process.argv.slice(2)];
  status = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } }).status ?? 1;
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
