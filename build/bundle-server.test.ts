import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isReadyMessage, type ReadyMessage } from '../shared/server-host';
import { bundleServer } from './bundle-server.mjs';

// The SaaS artefact as shipped: bundled, then run with plain `node` outside the repository's
// working directory, the renderer found next to the bundle.
const root = path.resolve(import.meta.dirname, '..');
const outRoot = path.join(root, 'dist', `.test-bundle-${process.pid}`);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-bundle-'));
let bundle: Awaited<ReturnType<typeof bundleServer>>;
let child: ChildProcess;
let ready: ReadyMessage;
let stderr = '';

beforeAll(async () => {
  bundle = await bundleServer({ outdir: path.join(outRoot, 'server'), sourcemap: false });
  fs.mkdirSync(path.join(outRoot, 'renderer'), { recursive: true });
  fs.writeFileSync(path.join(outRoot, 'renderer', 'index.html'), '<!doctype html><title>Baobab test renderer</title>');
  child = fork(bundle.outfile, [], {
    cwd: work,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(work, 'data'), APP_PROFILE: 'saas', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  ready = await new Promise<ReadyMessage>((resolve, reject) => {
    child.on('message', (m) => isReadyMessage(m) && resolve(m));
    child.on('exit', (code) => reject(new Error(`bundle exited with ${code}: ${stderr}`)));
  });
}, 60_000);

afterAll(async () => {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  }
  fs.rmSync(outRoot, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
});

const get = (p: string) => fetch(`http://127.0.0.1:${ready.port}${p}`);

describe('server bundle (node dist/server/main.js)', () => {
  it('is one ESM file that runs on its own', () => {
    expect(JSON.parse(fs.readFileSync(path.join(outRoot, 'server', 'package.json'), 'utf8'))).toEqual({ type: 'module' });
    expect(fs.readdirSync(path.join(outRoot, 'server')).filter((f) => f.endsWith('.js'))).toEqual(['main.js']);
  });

  it('imports at run time only packages installed in production', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(bundle.externalPackages).toContain('sqlite3');
    expect(bundle.externalPackages.filter((name) => !(name in pkg.dependencies))).toEqual([]);
  });

  it('answers /health', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document and the API docs with their assets', async () => {
    const doc = (await (await get('/openapi.json')).json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Baobab API');
    const docs = await get('/api-docs/');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    const asset = await get('/api-docs/swagger-ui-bundle.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect((await asset.text()).length).toBeGreaterThan(100_000);
  }, 30_000); // the first request builds the document of ~470 routes: seconds on a loaded machine

  it('finds the renderer next to the bundle, whatever the working directory', async () => {
    const res = await get('/app/some/deep/link');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Baobab test renderer');
  });

  it('stops cleanly when its host asks', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.send({ type: 'shutdown' });
    expect(await exited).toBe(0);
  }, 15_000);
});
