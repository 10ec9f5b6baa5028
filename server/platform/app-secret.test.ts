import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAppSecret } from './app-secret';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-secret-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('application secret', () => {
  it('uses APP_SECRET when it is set, and writes nothing', () => {
    const dataDir = tempDir();
    const secret = 'x'.repeat(40);
    expect(loadAppSecret({ APP_SECRET: secret, dataDir }).toString()).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, 'secrets'))).toBe(false);
  });

  it('otherwise generates one secret on first start, private to the server account, and keeps it', () => {
    const dataDir = tempDir();
    const first = loadAppSecret({ dataDir });
    const file = path.join(dataDir, 'secrets', 'app-secret');
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(fs.readFileSync(file, 'utf8')).toBe(first.toString());
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(loadAppSecret({ dataDir }).equals(first)).toBe(true);
    expect(fs.readdirSync(path.join(dataDir, 'secrets'))).toEqual(['app-secret']);
    expect(loadAppSecret({ dataDir: tempDir() }).equals(first)).toBe(false);
  });

  it('refuses a truncated secret file rather than signing with it', () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'secrets'));
    fs.writeFileSync(path.join(dataDir, 'secrets', 'app-secret'), 'short');
    expect(() => loadAppSecret({ dataDir })).toThrow(/shorter than 32/);
  });
});
