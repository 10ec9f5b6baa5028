import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS } from '../shared/desktop-bridge';
import { runDesktopApp } from './desktop-app';
import { messagesFor } from './messages';
import { fakeDesktop } from './test/fakes';

const fr = messagesFor('fr-FR');
const until = async (check: () => boolean) => {
  for (let i = 0; i < 400 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

/** Starts the host on the fakes and lets its server report ready. */
async function started(overrides: Parameters<typeof fakeDesktop>[0] = {}) {
  const desk = fakeDesktop(overrides);
  const host = runDesktopApp(desk.deps)!;
  desk.app.ready();
  await until(() => desk.children.length === 1);
  desk.children[0].ready();
  await host.started;
  const window = desk.windows[0];
  const port = desk.children[0].port;
  return { ...desk, host, window, port, appUrl: `http://localhost:${port}/app/` };
}

describe('desktop host: start', () => {
  it('shows a splash, forks the server in the on-premise profile, then opens the app on the port it got', async () => {
    const desk = fakeDesktop();
    const host = runDesktopApp(desk.deps)!;
    desk.app.ready();
    await until(() => desk.children.length === 1);
    const window = desk.windows[0];
    expect(window.loaded[0]).toMatch(/^data:text\/html/);
    expect(decodeURIComponent(window.loaded[0])).toContain(fr.starting);
    expect(desk.trays[0].tooltip).toBe(fr.trayStarting);

    const { request } = desk.children[0];
    expect(request.entry).toBe(path.join('/opt/baobab/app/dist/server/main.js'));
    expect(request.cwd).toBe('/opt/baobab/app');
    expect(request.env).toMatchObject({
      APP_PROFILE: 'onprem',
      HOST: '0.0.0.0',
      DATA_DIR: path.join('/home/user/.config/Baobab/data'),
      LICENSE_TRUST_ROOT: path.join('/opt/baobab/app/resources/license/root-ca.pem'),
    });
    expect(Number(request.env.PORT)).toBeGreaterThanOrEqual(8080);

    desk.children[0].ready();
    await host.started;
    expect(window.loaded.at(-1)).toBe(`http://localhost:${desk.children[0].port}/app/`);
    window.emit('ready-to-show');
    expect(window.visible).toBe(true);
  });

  it('opens a locked-down window with the preload bridge', async () => {
    const { window } = await started();
    expect(window.options.webPreferences).toMatchObject({
      preload: path.join('/opt/baobab/app/dist/electron/preload.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
    });
  });

  it('shows in the tray the LAN address users open, and copies it on click', async () => {
    const { trays, copied, port } = await started();
    const lan = `http://192.168.1.20:${port}/app/`;
    expect(trays[0].tooltip).toBe(`Baobab — ${lan}`);
    trays[0].click(fr.lanAddress(lan));
    expect(copied).toEqual([lan]);
  });

  it('runs the packaged server with the shipped resources folder as working directory', async () => {
    const desk = fakeDesktop();
    desk.app.isPackaged = true;
    runDesktopApp(desk.deps);
    desk.app.ready();
    await until(() => desk.children.length === 1);
    expect(desk.children[0].request.cwd).toBe('/opt/baobab/resources');
    expect(desk.children[0].request.env.LICENSE_TRUST_ROOT).toBe(path.join('/opt/baobab/resources/resources/license/root-ca.pem'));
  });

  it('quits at once as a second instance, and brings the first one forward', async () => {
    const second = fakeDesktop();
    second.app.lock = false;
    expect(runDesktopApp(second.deps)).toBeUndefined();
    second.app.ready();
    await new Promise((r) => setTimeout(r, 10));
    expect(second.app.quitCalls).toBe(1);
    expect(second.windows).toEqual([]);
    expect(second.children).toEqual([]);

    const { app, window } = await started();
    window.hide();
    app.emit('second-instance');
    expect(window.visible).toBe(true);
  });

  it('tells why the server could not start, where its log is, and exits', async () => {
    const desk = fakeDesktop();
    const host = runDesktopApp(desk.deps)!;
    desk.app.ready();
    await until(() => desk.children.length === 1);
    desk.children[0].stderr.write('Invalid setting DATABASE_URL: must start with postgres:// (got "mysql://x")\n');
    desk.children[0].exit(1);
    await host.started;
    await until(() => desk.app.exitCode !== undefined);
    expect(desk.dialogs.errors).toHaveLength(1);
    const { content } = desk.dialogs.errors[0];
    expect(content).toContain(fr.serverFailed);
    expect(content).toContain('Invalid setting DATABASE_URL');
    expect(content).toContain(path.join('/home/user/.config/Baobab/logs/server.log'));
    expect(desk.app.exitCode).toBe(1);
  });
});

describe('desktop host: running', () => {
  it('keeps the app on its origin: web links go to the browser, other navigations are stopped', async () => {
    const { window, external, appUrl } = await started();
    expect(window.webContents.navigate('will-navigate', `${appUrl}accounting`)).toBe(false);
    expect(window.webContents.navigate('will-navigate', 'https://www.dgi.gouv.ci/')).toBe(true);
    expect(window.webContents.navigate('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(external).toEqual(['https://www.dgi.gouv.ci/']);
  });

  it('grants harmless permissions to the app only', async () => {
    const { permissionRule, appUrl } = await started();
    expect(permissionRule()!('clipboard-sanitized-write', appUrl)).toBe(true);
    expect(permissionRule()!('media', appUrl)).toBe(false);
    expect(permissionRule()!('clipboard-sanitized-write', 'https://example.org/')).toBe(false);
  });

  it('answers the LAN addresses to the app page and nobody else', async () => {
    const { ipcMain, appUrl, port } = await started();
    const handler = ipcMain.handlers.get(DESKTOP_CHANNELS.lanUrls)!;
    expect(handler({ senderFrame: { url: appUrl } })).toEqual([`http://192.168.1.20:${port}/app/`]);
    expect(handler({ senderFrame: { url: 'https://example.org/' } })).toEqual([]);
    expect(handler({ senderFrame: null })).toEqual([]);
  });

  it('hides the window on close instead of stopping the server, saying so once on Windows', async () => {
    const { window, trays, children } = await started({ platform: 'win32' });
    window.show();
    expect(window.close()).toBe(true);
    expect(window.visible).toBe(false);
    expect(window.close()).toBe(true);
    expect(trays[0].balloons).toEqual([{ title: fr.keptRunningTitle, content: fr.keptRunning }]);
    expect(children[0].received).toEqual([]);
  });

  it('restarts a crashed server behind a splash and reopens the app', async () => {
    const { window, children, trays, port } = await started();
    children[0].exit(1);
    await until(() => children.length === 2);
    expect(decodeURIComponent(window.loaded.at(-1)!)).toContain(fr.restarting);
    expect(trays[0].tooltip).toBe(fr.trayStarting);
    expect(children[1].port).toBe(port);
    children[1].ready();
    await until(() => window.loaded.at(-1) === `http://localhost:${port}/app/`);
  });

  it('quits only when confirmed, stopping the server cleanly first', async () => {
    const { app, window, trays, children, dialogs } = await started();
    dialogs.answer = 1;
    trays[0].click(fr.quit);
    await until(() => dialogs.messages.length === 1);
    expect(dialogs.messages[0]).toMatchObject({ message: fr.quitConfirm, buttons: [fr.quitConfirmButton, fr.cancel] });
    expect(app.quitCalls).toBe(0);

    dialogs.answer = 0;
    const quit = new Promise((resolve) => app.once('did-quit', resolve));
    trays[0].click(fr.quit);
    await quit;
    expect(children[0].received).toEqual([{ type: 'shutdown' }]);
    expect(app.quitCalls).toBe(2);
    expect(window.close()).toBe(false);
  });

  it('toggles opening at login where the system supports it', async () => {
    const win = await started({ platform: 'win32' });
    win.trays[0].click(fr.openAtLogin);
    expect(win.app.openAtLogin).toBe(true);
    const linux = await started({ platform: 'linux' });
    expect(linux.trays[0].menu!.template.some((i) => i.label === fr.openAtLogin)).toBe(false);
  });
});

describe('desktop host: license import', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-host-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('sends the chosen file to the app page and shows what the upload gave', async () => {
    const desk = await started();
    const file = path.join(dir, 'acme.lic');
    fs.writeFileSync(file, '-----BEGIN BAOBAB LICENSE FILE-----\n');
    desk.dialogs.pick = file;
    // The page's side: answers like the renderer's handler after a successful upload.
    const contents = desk.window.webContents;
    const send = contents.send.bind(contents);
    contents.send = (channel, payload) => {
      send(channel, payload);
      const { requestId } = payload as { requestId: string };
      setImmediate(() => desk.ipcMain.emit(DESKTOP_CHANNELS.licenseOutcome, { sender: contents }, { requestId, outcome: { ok: true, status: 200 } }));
    };
    const result = await desk.host.importLicense();
    expect(desk.dialogs.opened[0]).toMatchObject({ filters: [{ name: fr.licenseFilter, extensions: ['lic'] }], properties: ['openFile'] });
    expect(contents.sent[0]).toMatchObject({ channel: DESKTOP_CHANNELS.licenseFile, payload: { file: { name: 'acme.lic' } } });
    expect(result).toMatchObject({ type: 'info', message: fr.licenseOk });
    expect(desk.dialogs.messages.at(-1)).toMatchObject({ type: 'info', message: fr.licenseOk });
  });

  it('is offered from the File menu only once the server runs', async () => {
    const desk = fakeDesktop();
    runDesktopApp(desk.deps);
    desk.app.ready();
    await until(() => desk.children.length === 1);
    const fileMenu = () => desk.appMenu()!.template[0].submenu as { label?: string; enabled?: boolean }[];
    expect(fileMenu()[0]).toMatchObject({ label: fr.importLicense, enabled: false });
    desk.children[0].ready();
    await until(() => fileMenu()[0].enabled === true);
  });

  it('does not send the file to a page that is not the app', async () => {
    const desk = await started();
    desk.window.webContents.url = 'data:text/html,splash';
    desk.dialogs.pick = path.join(dir, 'acme.lic');
    fs.writeFileSync(desk.dialogs.pick, 'x');
    const result = await desk.host.importLicense();
    expect(desk.window.webContents.sent).toEqual([]);
    expect(result).toMatchObject({ type: 'error', message: fr.licenseNoAnswer });
  });
});
