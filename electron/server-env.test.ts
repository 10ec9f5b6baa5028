import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../server/config';
import { hostPaths } from './paths';
import { serverEnv } from './server-env';

const packaged = hostPaths({
  isPackaged: true,
  appPath: path.join('/opt/Baobab/resources', 'app.asar'),
  resourcesPath: '/opt/Baobab/resources',
  userData: '/home/compta/.config/Baobab',
});

describe('where the desktop app finds its files', () => {
  it('runs the bundled server from the archive, with shipped files beside it and data in the user folder', () => {
    expect(packaged).toMatchObject({
      serverEntry: path.join('/opt/Baobab/resources/app.asar/dist/server/main.js'),
      serverCwd: '/opt/Baobab/resources',
      licenseTrustRoot: path.join('/opt/Baobab/resources/resources/license/root-ca.pem'),
      dataDir: path.join('/home/compta/.config/Baobab/data'),
      logFile: path.join('/home/compta/.config/Baobab/logs/server.log'),
      preload: path.join('/opt/Baobab/resources/app.asar/dist/electron/preload.cjs'),
    });
  });

  it('uses the repository in development (electron . after npm run build)', () => {
    const dev = hostPaths({ isPackaged: false, appPath: '/src/baobab', resourcesPath: '/src/baobab/node_modules/electron/dist/resources', userData: '/tmp/u' });
    expect(dev.serverCwd).toBe('/src/baobab');
    expect(dev.licenseTrustRoot).toBe(path.join('/src/baobab/resources/license/root-ca.pem'));
    expect(dev.serverEntry).toBe(path.join('/src/baobab/dist/server/main.js'));
  });
});

describe('environment of the forked server', () => {
  const base = {
    PATH: '/usr/bin',
    TZ: 'Africa/Abidjan',
    DATABASE_URL: 'postgres://baobab@localhost/baobab',
    SMTP_URL: 'smtp://mail.local:25',
    APP_PROFILE: 'saas',
    DATA_DIR: '/elsewhere',
    HOST: '127.0.0.1',
    PORT: '9000',
    ELECTRON_RUN_AS_NODE: '1',
    NODE_OPTIONS: '--require /tmp/inject.js',
  };

  it('forces the on-premise profile, the LAN bind, the chosen port, the data folder and the shipped trust root', () => {
    const env = serverEnv(base, packaged, 8081);
    expect(env).toMatchObject({
      APP_PROFILE: 'onprem',
      HOST: '0.0.0.0',
      PORT: '8081',
      DATA_DIR: packaged.dataDir,
      LICENSE_TRUST_ROOT: packaged.licenseTrustRoot,
      NODE_ENV: 'production',
    });
  });

  it("keeps the machine's own settings (PostgreSQL, mail, time zone) and drops what could hijack the process", () => {
    const env = serverEnv(base, packaged, 8080);
    expect(env).toMatchObject({ PATH: '/usr/bin', TZ: 'Africa/Abidjan', DATABASE_URL: base.DATABASE_URL, SMTP_URL: base.SMTP_URL });
    expect(env).not.toHaveProperty('ELECTRON_RUN_AS_NODE');
    expect(env).not.toHaveProperty('NODE_OPTIONS');
  });

  it("is a configuration the server accepts, with the data where the host expects it", () => {
    const config = loadConfig(serverEnv({}, packaged, 0));
    expect(config).toMatchObject({ APP_PROFILE: 'onprem', HOST: '0.0.0.0', PORT: 0, dialect: 'sqlite' });
    expect(config.dataDir).toBe(path.resolve(packaged.dataDir));
    expect(config.LICENSE_TRUST_ROOT).toBe(packaged.licenseTrustRoot);
  });
});
