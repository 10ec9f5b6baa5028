import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ID } from '../electron/desktop-app';
import { hostPaths } from '../electron/paths';
import { bundleServer } from './bundle-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

interface FileSet {
  from?: string;
  to?: string;
  filter?: string[];
}
interface Target {
  target: string;
  arch: string[];
}
type BuilderConfig = Record<string, unknown> & {
  appId: string;
  electronVersion: string;
  files: (string | FileSet)[];
  extraResources: FileSet[];
  asarUnpack: string[];
  directories: { output: string };
  electronFuses: Record<string, boolean>;
  win: { target: Target[]; icon: string };
  nsis: Record<string, unknown> & { include: string };
  linux: { target: Target[]; icon: string };
  mac: { target: Target[]; icon: string };
};

let config: BuilderConfig;
beforeAll(async () => {
  // electron-builder's own loader and validator, against the schema of the installed version.
  const { getConfig, validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
    getConfig(projectDir: string, configPath: string): Promise<BuilderConfig>;
    validateConfiguration(config: BuilderConfig, debugLogger: { isEnabled: boolean; add(): void }): Promise<void>;
  };
  config = await getConfig(root, path.join(root, 'electron-builder.yml'));
  await validateConfiguration(config, { isEnabled: false, add: () => undefined });
});

/** The `files` patterns, whichever form electron-builder normalised them to. */
const filePatterns = () => config.files.flatMap((f) => (typeof f === 'string' ? [f] : (f.filter ?? [])));
const targets = (t: Target[]) => t.map((x) => x.target);

describe('electron-builder.yml', () => {
  it('is valid for the installed electron-builder and pins the installed Electron', () => {
    const electron = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string };
    expect(config.electronVersion).toBe(electron.version);
    expect(config.appId).toBe(APP_ID);
    expect(config.productName).toBe('Baobab');
  });

  it('builds NSIS for Windows, AppImage and deb for Linux, dmg for macOS', () => {
    expect(targets(config.win.target)).toEqual(['nsis']);
    expect(targets(config.linux.target)).toEqual(['AppImage', 'deb']);
    expect(targets(config.mac.target)).toEqual(['dmg']);
  });

  it('installs per machine on Windows with a desktop shortcut and the firewall rule', () => {
    expect(config.nsis).toMatchObject({ oneClick: false, perMachine: true, createDesktopShortcut: true });
    const include = fs.readFileSync(path.join(root, config.nsis.include), 'utf8');
    expect(include).toMatch(/!macro customInstall[\s\S]*netsh advfirewall firewall add rule[\s\S]*!macroend/);
    expect(include).toMatch(/!macro customUnInstall[\s\S]*netsh advfirewall firewall delete rule[\s\S]*!macroend/);
  });

  it('packages the three bundles and package.json, whose main is the Electron bundle', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { main: string; type: string };
    expect(pkg.main).toBe('dist/electron/main.cjs');
    expect(filePatterns()).toEqual(expect.arrayContaining(['package.json', 'dist/electron/**', 'dist/server/**', 'dist/renderer/**']));
    expect(config.directories.output).not.toMatch(/^dist\b/);
  });

  it('ships resources/ where the desktop host points the server, and unpacks native add-ons', () => {
    expect(config.extraResources).toEqual([expect.objectContaining({ from: 'resources', to: 'resources' })]);
    const packaged = hostPaths({ isPackaged: true, appPath: '/r/app.asar', resourcesPath: '/r', userData: '/u' });
    expect(path.relative(packaged.serverCwd, packaged.licenseTrustRoot).split(path.sep)[0]).toBe('resources');
    expect(config.asarUnpack).toContain('**/*.node');
  });

  it('closes RunAsNode: the server runs in a utility process, never through ELECTRON_RUN_AS_NODE', () => {
    expect(config.electronFuses).toMatchObject({ runAsNode: false, onlyLoadAppFromAsar: true });
    expect(fs.readFileSync(path.join(root, 'electron/main.ts'), 'utf8')).toContain('utilityProcess.fork(');
  });

  it('points at icons that exist and are large enough', () => {
    const png = (file: string) => {
      const buf = fs.readFileSync(path.join(root, file));
      expect(buf.subarray(1, 4).toString()).toBe('PNG');
      return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
    };
    expect(png('build/icons/icon.png')).toEqual({ width: 1024, height: 1024 });
    for (const size of [16, 32, 48, 64, 128, 256, 512]) expect(png(`${config.linux.icon}/${size}x${size}.png`)).toEqual({ width: size, height: size });

    const ico = fs.readFileSync(path.join(root, config.win.icon));
    expect(ico.readUInt16LE(2)).toBe(1);
    const icoSizes = Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico[6 + 16 * i] || 256);
    expect(icoSizes).toContain(256);

    const icns = fs.readFileSync(path.join(root, config.mac.icon));
    expect(icns.subarray(0, 4).toString()).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    expect(icns.includes(Buffer.from('ic10'))).toBe(true);
  });
});

describe('renderer-only packages left out of the desktop app and the Docker image', () => {
  const excluded = () =>
    filePatterns()
      .map((p) => /^!node_modules\/((?:@[^/]+\/)?[^/{]+)\{,\/\*\*\/\*\}$/.exec(p)?.[1])
      .filter((name): name is string => Boolean(name));

  it('are the same list in electron-builder.yml and the Dockerfile', () => {
    const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    const pruneLine = dockerfile.split('\n').find((l) => l.includes('rm -rf node_modules/@mui'))!;
    const pruned = [...pruneLine.matchAll(/node_modules\/((?:@[^/\s]+\/)?[^/\s]+)/g)].map((m) => m[1]);
    expect(excluded().length).toBeGreaterThan(0);
    expect(pruned.sort()).toEqual(excluded().sort());
  });

  it('are not needed by the server at run time, directly or through any dependency', async () => {
    const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-closure-'));
    const { externalPackages } = await bundleServer({ outdir, sourcemap: false });
    fs.rmSync(outdir, { recursive: true, force: true });
    const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string>; peerDependencies?: Record<string, string> }>;
    };
    // Node's resolution over the lockfile: a dependency of node_modules/a is node_modules/a/node_modules/b, else up the tree.
    const resolve = (from: string, name: string): string | undefined => {
      for (let dir = from; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
        const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
        if (lock.packages[candidate]) return candidate;
        if (!dir) return undefined;
      }
    };
    const needed = new Set<string>();
    const visit = (key: string) => {
      if (needed.has(key)) return;
      needed.add(key);
      const entry = lock.packages[key];
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) {
        const dep = resolve(key, name);
        if (dep) visit(dep);
      }
    };
    for (const name of externalPackages) visit(resolve('', name)!);
    expect(needed.has('node_modules/sqlite3')).toBe(true);
    const neededPackages = new Set([...needed].map((key) => /node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key)![1]));
    for (const name of excluded()) {
      const clash = [...neededPackages].filter((p) => p === name || (name.startsWith('@') && !name.includes('/') && p.startsWith(`${name}/`)));
      expect(clash, `${name} is needed at run time`).toEqual([]);
    }
  });
});
