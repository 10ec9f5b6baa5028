import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('applies the contract defaults', () => {
    const cfg = loadConfig({});
    expect(cfg).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', APP_PROFILE: 'onprem', dialect: 'sqlite' });
    expect(cfg.dataDir).toBe(path.resolve('./data'));
    expect(cfg.LICENSE_ISSUER_DIR).toBe(path.join(path.resolve('./data'), 'license-issuer'));
    expect(cfg.LICENSE_TRUST_ROOT).toBe('resources/license/root-ca.pem');
  });

  it('serves the API documentation unless API_DOCS=false', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('selects PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).dialect).toBe('postgres');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['APP_PROFILE', 'cloud'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail'],
    ['APP_SECRET', 'short'],
    ['API_DOCS', 'off'],
  ])('refuses %s=%s with a one-line message naming the setting', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain(name);
      expect(message).not.toContain('\n');
    }
  });

  it('stops the server start with that line and a failure exit code', { timeout: 60_000 }, () => {
    let out = '';
    let status = 0;
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: { ...process.env, PORT: 'nope' },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (err) {
      const e = err as { status: number; stderr: string };
      status = e.status;
      out = e.stderr;
    }
    expect(status).toBe(1);
    expect(out.trim()).toMatch(/^Invalid setting PORT: .*\(got "nope"\)$/);
  });
});
