import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostPaths } from './paths';
import { choosePort, isPortFree } from './ports';
import { serverEnv } from './server-env';
import { createServerLog } from './server-log';
import { ServerSupervisor } from './server-supervisor';
import { nodeFork } from './test/node-fork';

// The real server (server/main.ts through tsx), forked and supervised as the desktop app does,
// with Node's fork standing in for Electron's utility process.
describe('supervising the real server', () => {
  const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-desktop-'));
  afterAll(() => fs.rmSync(userData, { recursive: true, force: true }));
  const paths = { ...hostPaths({ isPackaged: false, appPath: process.cwd(), resourcesPath: process.cwd(), userData }), serverEntry: path.resolve('server/main.ts') };

  it('starts it in the on-premise profile on a free port, serves /health, and stops it cleanly', async () => {
    const exits: (number | null)[] = [];
    const fork = nodeFork(['--import', 'tsx']);
    const supervisor = new ServerSupervisor({
      fork: (request) => {
        const child = fork(request);
        child.on('exit', (code) => exits.push(code));
        return child;
      },
      entry: paths.serverEntry,
      cwd: paths.serverCwd,
      env: (port) => ({ ...serverEnv(process.env, paths, port), LOG_LEVEL: 'warn' }),
      preferredPort: 18080,
      choosePort: (preferred, avoid) => choosePort(preferred, '0.0.0.0', isPortFree, avoid),
      log: createServerLog(paths.logFile),
      readyTimeoutMs: 60_000,
    });
    const ready = await supervisor.start();
    expect(ready.port).toBeGreaterThanOrEqual(18080);
    expect(ready.url).toBe(`http://localhost:${ready.port}`);
    const health = await fetch(`http://127.0.0.1:${ready.port}/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(fs.existsSync(path.join(paths.dataDir, 'baobab.sqlite'))).toBe(true);

    await supervisor.stop();
    expect(exits).toEqual([0]);
    await expect(fetch(`http://127.0.0.1:${ready.port}/health`)).rejects.toThrow();
    expect(fs.existsSync(paths.logFile)).toBe(true);
  }, 90_000);

  it('reports a configuration the server refuses, with the server’s own message', async () => {
    const supervisor = new ServerSupervisor({
      fork: nodeFork(['--import', 'tsx']),
      entry: paths.serverEntry,
      cwd: paths.serverCwd,
      env: (port) => ({ ...serverEnv(process.env, paths, port), DATABASE_URL: 'mysql://nope' }),
      preferredPort: 18090,
      choosePort: async (preferred) => ({ port: preferred, preferred: true }),
      log: createServerLog(),
      readyTimeoutMs: 60_000,
    });
    await expect(supervisor.start()).rejects.toMatchObject({
      reason: 'exited',
      exitCode: 1,
      output: [expect.stringMatching(/^Invalid setting DATABASE_URL: must start with postgres:\/\//)],
    });
  }, 90_000);
});
