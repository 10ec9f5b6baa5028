import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { appMenuTemplate, trayMenuTemplate, trayTooltip, type ServerStatus, type TrayActions } from './menus';
import { messagesFor } from './messages';
import { claimSingleInstance } from './single-instance';
import { splashUrl } from './splash';

const fr = messagesFor('fr-CI');
const en = messagesFor('en-US');
const running: ServerStatus = {
  phase: 'running',
  localUrl: 'http://localhost:8080',
  lanUrls: ['http://192.168.1.20:8080/app/', 'http://10.0.0.4:8080/app/'],
};

function recorder() {
  const calls: string[] = [];
  const actions: TrayActions = {
    open: () => calls.push('open'),
    copy: (text) => calls.push(`copy ${text}`),
    openInBrowser: (url) => calls.push(`browser ${url}`),
    importLicense: () => calls.push('import'),
    setOpenAtLogin: (on) => calls.push(`login ${on}`),
    quit: () => calls.push('quit'),
  };
  return { calls, actions };
}

const labels = (items: MenuItemConstructorOptions[]) => items.filter((i) => i.type !== 'separator').map((i) => i.label);
const click = (items: MenuItemConstructorOptions[], label: string) => (items.find((i) => i.label === label)!.click as () => void)();

describe('tray menu', () => {
  it('leads with the address LAN users open; clicking it copies it', () => {
    const { calls, actions } = recorder();
    const menu = trayMenuTemplate(running, false, actions, fr);
    expect(labels(menu)).toEqual([
      fr.open,
      fr.lanAddress('http://192.168.1.20:8080/app/'),
      fr.copyAddress,
      fr.otherAddresses,
      fr.openInBrowser,
      fr.importLicense,
      fr.openAtLogin,
      fr.quit,
    ]);
    click(menu, fr.lanAddress('http://192.168.1.20:8080/app/'));
    click(menu, fr.openInBrowser);
    click(menu, fr.importLicense);
    click(menu, fr.openAtLogin);
    const others = menu.find((i) => i.label === fr.otherAddresses)!.submenu as MenuItemConstructorOptions[];
    (others[0].click as () => void)();
    expect(calls).toEqual([
      'copy http://192.168.1.20:8080/app/',
      'browser http://localhost:8080/app/',
      'import',
      'login true',
      'copy http://10.0.0.4:8080/app/',
    ]);
    expect(trayTooltip(running, fr)).toBe('Baobab — http://192.168.1.20:8080/app/');
  });

  it('while starting: says so, and license import and browser are unavailable', () => {
    const { actions } = recorder();
    const menu = trayMenuTemplate({ phase: 'starting', lanUrls: [] }, undefined, actions, en);
    expect(labels(menu)).toEqual([en.open, en.starting, en.openInBrowser, en.importLicense, en.quit]);
    expect(menu.find((i) => i.label === en.importLicense)!.enabled).toBe(false);
    expect(menu.find((i) => i.label === en.openInBrowser)!.enabled).toBe(false);
    expect(trayTooltip({ phase: 'restarting', lanUrls: [] }, en)).toBe(en.trayStarting);
    expect(labels(trayMenuTemplate({ phase: 'restarting', lanUrls: [] }, undefined, actions, en))).toContain(en.restarting);
  });

  it('without network: no address to give, the local one in the tooltip', () => {
    const { actions } = recorder();
    const offline = { ...running, lanUrls: [] };
    expect(labels(trayMenuTemplate(offline, undefined, actions, fr))).toContain(fr.noLanAddress);
    expect(trayTooltip(offline, fr)).toBe('Baobab — http://localhost:8080/app/');
  });
});

describe('application menu', () => {
  const actions = { importLicense: () => undefined, openApiDocs: () => undefined, quit: () => undefined };
  const template = (platform: NodeJS.Platform, isPackaged: boolean) =>
    appMenuTemplate({ platform, isPackaged, running: true, productName: 'Baobab' }, actions, fr);
  const flat = (items: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] =>
    items.flatMap((i) => [i, ...(Array.isArray(i.submenu) ? flat(i.submenu) : [])]);

  it('has the license import in File, and the developer tools only outside the installed app', () => {
    expect(template('win32', true).map((m) => m.label)).toEqual([fr.file, fr.edit, fr.view, fr.help]);
    const file = template('win32', true)[0].submenu as MenuItemConstructorOptions[];
    expect(file[0]).toMatchObject({ label: fr.importLicense, enabled: true });
    expect(flat(template('win32', true)).some((i) => i.role === 'toggleDevTools')).toBe(false);
    expect(flat(template('linux', false)).some((i) => i.role === 'toggleDevTools')).toBe(true);
    expect(flat(template('win32', true)).find((i) => i.role === 'paste')?.label).toBe('Coller');
  });

  it('follows macOS conventions: an app menu holding Quit', () => {
    const mac = template('darwin', true);
    expect(mac[0].label).toBe('Baobab');
    expect((mac[0].submenu as MenuItemConstructorOptions[]).some((i) => i.label === fr.quit)).toBe(true);
    expect((mac[1].submenu as MenuItemConstructorOptions[]).some((i) => i.label === fr.quit)).toBe(false);
  });
});

describe('texts', () => {
  it('are French for French locales and English otherwise', () => {
    for (const locale of ['fr', 'fr-FR', 'fr_CI', 'FR-sn']) expect(messagesFor(locale).lang).toBe('fr');
    for (const locale of ['en-US', 'de-DE', 'frisian', '']) expect(messagesFor(locale).lang).toBe('en');
  });

  it('the splash page is inert: no script allowed, text escaped', () => {
    const url = splashUrl('Démarrage <b>', 'x & y', 'fr');
    const html = decodeURIComponent(url.slice('data:text/html;charset=utf-8,'.length));
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'"`);
    expect(html).toContain('Démarrage &#60;b&#62;');
    expect(html).toContain('x &#38; y');
    expect(html).toContain('lang="fr"');
  });
});

describe('single instance', () => {
  function fakeApp(lock: boolean) {
    const listeners: (() => void)[] = [];
    const app = {
      quits: 0,
      requestSingleInstanceLock: () => lock,
      quit: () => void app.quits++,
      on: (_event: 'second-instance', listener: () => void) => listeners.push(listener),
    };
    return { app, listeners };
  }

  it('the first instance keeps running and shows itself when launched again', () => {
    const { app, listeners } = fakeApp(true);
    let shown = 0;
    expect(claimSingleInstance(app, () => shown++)).toBe(true);
    listeners.forEach((l) => l());
    expect(shown).toBe(1);
    expect(app.quits).toBe(0);
  });

  it('a second instance quits at once, without forking a second server', () => {
    const { app, listeners } = fakeApp(false);
    expect(claimSingleInstance(app, () => undefined)).toBe(false);
    expect(app.quits).toBe(1);
    expect(listeners).toEqual([]);
  });
});
