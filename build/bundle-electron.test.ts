import { builtinModules, createRequire } from 'node:module';
import Module from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ID } from '../electron/desktop-app';
import { FakeApp, FakeChild, FakeTray, FakeWindow, type FakeMenu } from '../electron/test/fakes';
import { bundleElectron } from './bundle-electron.mjs';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-electron-'));
let bundles: Awaited<ReturnType<typeof bundleElectron>>;
beforeAll(async () => {
  bundles = await bundleElectron({ outdir: out });
});
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const requiresOf = (file: string) => [...new Set([...fs.readFileSync(file, 'utf8').matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];

/** Loads a CommonJS bundle with `require('electron')` answered by `fake`. */
function loadWith(file: string, fake: object): void {
  const loader = Module as unknown as { _load(request: string, parent: unknown, isMain: boolean): unknown };
  const original = loader._load;
  loader._load = function (request, parent, isMain) {
    return request === 'electron' ? fake : original.call(this, request, parent, isMain);
  };
  try {
    createRequire(import.meta.url)(file);
  } finally {
    loader._load = original;
  }
}

describe('Electron bundles', () => {
  it('are CommonJS files that need nothing but Electron and Node built-ins', () => {
    const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
    expect(requiresOf(bundles.main).filter((r) => r !== 'electron' && !builtins.has(r))).toEqual([]);
    expect(requiresOf(bundles.preload)).toEqual(['electron']);
    for (const icon of ['icon.png', 'tray.png', 'trayTemplate.png', 'trayTemplate@2x.png']) {
      expect(fs.existsSync(path.join(out, 'icons', icon))).toBe(true);
    }
  });

  it('the preload exposes the typed bridge, and only it, to the page', () => {
    const exposed: Record<string, unknown> = {};
    loadWith(bundles.preload, {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: { on: () => undefined, send: () => undefined, invoke: async () => [] },
    });
    expect(Object.keys(exposed)).toEqual(['baobab']);
    expect(Object.keys(exposed.baobab as object).sort()).toEqual(['isDesktop', 'lanUrls', 'onLicenseFile']);
  });

  it('the main process wires Electron to the host: app id, single instance, hardened window, server in a utility process', async () => {
    const app = Object.assign(new FakeApp(), { appUserModelId: '', setAppUserModelId: (id: string) => (app.appUserModelId = id) });
    const windows: FakeWindow[] = [];
    const forks: { entry: string; args: string[]; options: Record<string, unknown>; child: FakeChild }[] = [];
    const permissionHandlers: string[] = [];
    loadWith(bundles.main, {
      app,
      BrowserWindow: class extends FakeWindow {
        constructor(options: ConstructorParameters<typeof FakeWindow>[0]) {
          super(options);
          windows.push(this);
        }
        static getFocusedWindow = () => windows[0];
        static getAllWindows = () => windows;
      },
      Tray: FakeTray,
      Menu: { buildFromTemplate: (template: FakeMenu['template']) => ({ template }), setApplicationMenu: () => undefined },
      dialog: {},
      ipcMain: { on: () => undefined, handle: () => undefined },
      session: {
        defaultSession: {
          setPermissionRequestHandler: () => permissionHandlers.push('request'),
          setPermissionCheckHandler: () => permissionHandlers.push('check'),
        },
      },
      shell: { openExternal: async () => undefined },
      clipboard: { writeText: () => undefined },
      utilityProcess: {
        fork: (entry: string, args: string[], options: { env: Record<string, string>; cwd: string }) => {
          const child = new FakeChild({ entry, cwd: options.cwd, env: options.env });
          forks.push({ entry, args, options, child });
          return child;
        },
      },
    });
    expect(app.appUserModelId).toBe(APP_ID);
    expect(app.listenerCount('second-instance')).toBe(1);
    app.ready();
    for (let i = 0; i < 200 && forks.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    expect(forks).toHaveLength(1);
    expect(forks[0].entry).toBe(path.join(app.getAppPath(), 'dist/server/main.js'));
    expect(forks[0].options).toMatchObject({ stdio: 'pipe', serviceName: 'Baobab server', cwd: app.getAppPath() });
    expect(forks[0].options.env).toMatchObject({ APP_PROFILE: 'onprem', HOST: '0.0.0.0' });
    expect(windows[0].options.webPreferences).toMatchObject({ contextIsolation: true, nodeIntegration: false, sandbox: true });
    expect(permissionHandlers).toEqual(['request', 'check']);
    forks[0].child.ready();
    for (let i = 0; i < 200 && !windows[0].loaded.at(-1)?.startsWith('http'); i++) await new Promise((r) => setTimeout(r, 5));
    expect(windows[0].loaded.at(-1)).toBe(`http://localhost:${forks[0].child.port}/app/`);
  });
});
