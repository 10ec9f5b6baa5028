import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS, type LicenseFile, type LicenseUploadOutcome } from '../shared/desktop-bridge';
import { createBridge, type RendererIpc } from './bridge';
import { importLicense, LICENSE_MAX_BYTES, LicenseChannel, licenseOutcomeMessage, type LicenseImportResult } from './license-import';
import { messagesFor } from './messages';
import { FakeIpcMain, FakeWebContents } from './test/fakes';

const fr = messagesFor('fr-FR');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-lic-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const LICENSE = '-----BEGIN BAOBAB LICENSE FILE-----\r\neyJwcm90ZWN0ZWQiOiJleUpoYkdjaU9pSkZVekkxTmlKOSJ9\r\n-----END BAOBAB LICENSE FILE-----\r\n';
function licenseFile(name: string, content: string | Buffer): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** The window's web contents and its preload, wired to the main process as Electron's IPC does. */
function wire() {
  const ipcMain = new FakeIpcMain();
  const contents = new FakeWebContents();
  const rendererSide = new EventEmitter();
  contents.send = (channel, payload) => {
    contents.sent.push({ channel, payload });
    setImmediate(() => rendererSide.emit(channel, {}, payload));
  };
  const ipc: RendererIpc = {
    on: (channel, listener) => rendererSide.on(channel, listener),
    send: (channel, payload) => setImmediate(() => ipcMain.emit(channel, { sender: contents }, payload)),
    invoke: async (channel) => ipcMain.handlers.get(channel)?.({ senderFrame: { url: contents.url } }),
  };
  const bridge = createBridge(ipc);
  return { ipcMain, contents, bridge, ipc };
}

async function run(options: { pick?: string; upload: (file: LicenseFile) => Promise<LicenseUploadOutcome> }) {
  const reported: LicenseImportResult[] = [];
  const result = await importLicense({
    messages: fr,
    pickFile: async () => options.pick,
    upload: options.upload,
    report: async (r) => void reported.push(r),
  });
  return { result, reported };
}

describe('license import from the desktop menu', () => {
  it('hands the exact bytes of the chosen .lic to the renderer, whose upload outcome is reported', async () => {
    const { ipcMain, contents, bridge } = wire();
    const channel = new LicenseChannel(ipcMain, { contents: () => contents });
    const received: LicenseFile[] = [];
    bridge.onLicenseFile(async (file) => {
      received.push(file);
      return { ok: true, status: 200 };
    });
    const { result, reported } = await run({ pick: licenseFile('acme.lic', LICENSE), upload: (f) => channel.send(f) });
    expect(received).toHaveLength(1);
    expect(received[0].name).toBe('acme.lic');
    expect(Buffer.from(received[0].bytes).toString('utf8')).toBe(LICENSE);
    expect(contents.sent[0].channel).toBe(DESKTOP_CHANNELS.licenseFile);
    expect(result).toEqual({ type: 'info', message: fr.licenseOk, detail: fr.licenseOkDetail });
    expect(reported).toEqual([result]);
  });

  it("tells the administrator to sign in when the renderer has no session", async () => {
    const { ipcMain, contents, bridge } = wire();
    const channel = new LicenseChannel(ipcMain, { contents: () => contents });
    bridge.onLicenseFile(async () => ({ ok: false, status: 401 }));
    const { result } = await run({ pick: licenseFile('a.lic', LICENSE), upload: (f) => channel.send(f) });
    expect(result).toEqual({ type: 'warning', message: fr.licenseNotSignedIn });
  });

  it('shows the server’s refusal with its code', async () => {
    const { ipcMain, contents, bridge } = wire();
    const channel = new LicenseChannel(ipcMain, { contents: () => contents });
    bridge.onLicenseFile(async () => ({ ok: false, status: 422, code: 'BUSINESS_RULE', detail: 'HARDWARE_MISMATCH: this license belongs to another machine' }));
    const { result } = await run({ pick: licenseFile('b.lic', LICENSE), upload: (f) => channel.send(f) });
    expect(result).toEqual({
      type: 'error',
      message: fr.licenseRefused,
      detail: 'HARDWARE_MISMATCH: this license belongs to another machine (BUSINESS_RULE)',
    });
  });

  it('says so when the page has not registered a handler, or an unregistered one', async () => {
    const { ipcMain, contents, bridge } = wire();
    const channel = new LicenseChannel(ipcMain, { contents: () => contents });
    const off = bridge.onLicenseFile(async () => ({ ok: true, status: 200 }));
    off();
    const outcome = await channel.send({ name: 'c.lic', bytes: new Uint8Array([1]) });
    expect(outcome).toEqual({ ok: false, status: 0, code: 'NO_HANDLER' });
    expect(licenseOutcomeMessage(outcome, fr).message).toBe(fr.licenseNoAnswer);
  });

  it('reports an upload that threw (server unreachable)', async () => {
    const { ipcMain, contents, bridge } = wire();
    const channel = new LicenseChannel(ipcMain, { contents: () => contents });
    bridge.onLicenseFile(async () => {
      throw new TypeError('Failed to fetch');
    });
    const outcome = await channel.send({ name: 'd.lic', bytes: new Uint8Array([1]) });
    expect(outcome).toEqual({ ok: false, status: 0, code: 'UPLOAD_FAILED', detail: 'Failed to fetch' });
    expect(licenseOutcomeMessage(outcome, fr)).toMatchObject({ type: 'error', message: fr.licenseNoServer });
  });

  it('stops waiting for a renderer that never answers, and answers without a window', async () => {
    const ipcMain = new FakeIpcMain();
    const silent = new FakeWebContents();
    const channel = new LicenseChannel(ipcMain, { contents: () => silent }, 30);
    expect(await channel.send({ name: 'e.lic', bytes: new Uint8Array([1]) })).toEqual({ ok: false, status: 0, code: 'NO_ANSWER' });
    const none = new LicenseChannel(ipcMain, { contents: () => undefined });
    expect(await none.send({ name: 'e.lic', bytes: new Uint8Array([1]) })).toEqual({ ok: false, status: 0, code: 'NO_WINDOW' });
  });

  it('accepts the answer only from the page the file went to, and only well-formed', async () => {
    const ipcMain = new FakeIpcMain();
    const contents = new FakeWebContents();
    const channel = new LicenseChannel(ipcMain, { contents: () => contents }, 50);
    const pending = channel.send({ name: 'f.lic', bytes: new Uint8Array([1]) });
    const { requestId } = contents.sent[0].payload as { requestId: string };
    ipcMain.emit(DESKTOP_CHANNELS.licenseOutcome, { sender: new FakeWebContents() }, { requestId, outcome: { ok: true, status: 200 } });
    ipcMain.emit(DESKTOP_CHANNELS.licenseOutcome, { sender: contents }, { requestId, outcome: { ok: 'yes' } });
    ipcMain.emit(DESKTOP_CHANNELS.licenseOutcome, { sender: contents }, { requestId: 'other', outcome: { ok: true, status: 200 } });
    expect(await pending).toEqual({ ok: false, status: 0, code: 'NO_ANSWER' });
  });

  it('checks the file before sending it: too large, empty, unreadable; and does nothing when cancelled', async () => {
    const uploads: LicenseFile[] = [];
    const upload = async (f: LicenseFile) => {
      uploads.push(f);
      return { ok: true, status: 200 };
    };
    expect((await run({ pick: licenseFile('big.lic', Buffer.alloc(LICENSE_MAX_BYTES + 1, 65)), upload })).result).toEqual({
      type: 'error',
      message: fr.licenseTooLarge,
    });
    expect((await run({ pick: licenseFile('empty.lic', ''), upload })).result).toEqual({ type: 'error', message: fr.licenseEmpty });
    const missing = await run({ pick: path.join(dir, 'missing.lic'), upload });
    expect(missing.result?.type).toBe('error');
    expect(missing.result?.message).toContain("Le fichier n'a pas pu être lu");
    const cancelled = await run({ pick: undefined, upload });
    expect(cancelled).toEqual({ result: undefined, reported: [] });
    expect(uploads).toEqual([]);
    expect((await run({ pick: licenseFile('max.lic', Buffer.alloc(LICENSE_MAX_BYTES, 65)), upload })).result?.type).toBe('info');
    expect(uploads).toHaveLength(1);
  });

  it.each([
    [{ ok: false, status: 403, code: 'PERMISSION_DENIED' }, 'warning', fr.licenseForbidden],
    [{ ok: false, status: 413, code: 'PAYLOAD_TOO_LARGE' }, 'error', fr.licenseTooLarge],
    [{ ok: false, status: 0, code: 'NETWORK_ERROR' }, 'error', fr.licenseNoServer],
    [{ ok: false, status: 500 }, 'error', fr.licenseRefused],
  ] as const)('turns %o into a %s', (outcome, type, message) => {
    expect(licenseOutcomeMessage(outcome, fr)).toMatchObject({ type, message });
  });
});

describe('preload bridge', () => {
  it('is frozen and exposes only its three members', () => {
    const { bridge } = wire();
    expect(Object.isFrozen(bridge)).toBe(true);
    expect(Object.keys(bridge).sort()).toEqual(['isDesktop', 'lanUrls', 'onLicenseFile']);
  });

  it('asks the main process for the LAN addresses, which answers only the app’s own pages', async () => {
    const { ipcMain, contents, bridge } = wire();
    ipcMain.handle(DESKTOP_CHANNELS.lanUrls, (event) => (event.senderFrame?.url.startsWith('http://localhost:8080/') ? ['http://192.168.1.20:8080/app/'] : []));
    contents.url = 'http://localhost:8080/app/';
    expect(await bridge.lanUrls()).toEqual(['http://192.168.1.20:8080/app/']);
    contents.url = 'https://example.org/';
    expect(await bridge.lanUrls()).toEqual([]);
  });
});
