import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions, MessageBoxOptions, OpenDialogOptions } from 'electron';
import type { GuardedContents } from '../hardening';
import type { DesktopDeps, HostApp, HostTray, HostWebContents, HostWindow } from '../host-api';
import type { ForkRequest, ServerChild } from '../server-supervisor';

/** A server process the test drives: it says ready, crashes or stops when told. */
export class FakeChild extends EventEmitter implements ServerChild {
  readonly stdout = new PassThrough();
  readonly stderr = new PassThrough();
  readonly received: unknown[] = [];
  killed = false;
  /** What the fake does on `{type:'shutdown'}`: exit with 0 (a clean stop) or ignore it. */
  onShutdown: 'exit' | 'ignore' = 'exit';

  constructor(readonly request: ForkRequest) {
    super();
  }

  get port(): number {
    return Number(this.request.env.PORT);
  }

  ready(port = this.port || 43123): void {
    this.emit('message', { type: 'ready', port, url: `http://localhost:${port}` });
  }

  exit(code: number | null): void {
    this.emit('exit', code);
  }

  postMessage(message: unknown): void {
    this.received.push(message);
    if ((message as { type?: string }).type === 'shutdown' && this.onShutdown === 'exit') setImmediate(() => this.exit(0));
  }

  kill(): boolean {
    this.killed = true;
    setImmediate(() => this.exit(null));
    return true;
  }
}

export class FakeWebContents extends EventEmitter implements HostWebContents, GuardedContents {
  url = '';
  readonly sent: { channel: string; payload: unknown }[] = [];
  windowOpenHandler: Parameters<GuardedContents['setWindowOpenHandler']>[0] | undefined;

  send(channel: string, payload: unknown): void {
    this.sent.push({ channel, payload });
  }

  getURL(): string {
    return this.url;
  }

  setWindowOpenHandler(handler: Parameters<GuardedContents['setWindowOpenHandler']>[0]): void {
    this.windowOpenHandler = handler;
  }

  /** Emits a navigation event; returns whether a listener prevented it. */
  navigate(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate', url: string, isMainFrame = true): boolean {
    let prevented = false;
    this.emit(event, { url, isMainFrame, preventDefault: () => (prevented = true) });
    return prevented;
  }
}

export class FakeWindow extends EventEmitter implements HostWindow {
  readonly webContents = new FakeWebContents();
  readonly loaded: string[] = [];
  visible = false;
  destroyed = false;
  minimized = false;

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
  }

  async loadURL(url: string): Promise<void> {
    this.loaded.push(url);
    this.webContents.url = url;
  }
  show(): void {
    this.visible = true;
  }
  hide(): void {
    this.visible = false;
  }
  focus(): void {}
  restore(): void {
    this.minimized = false;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  /** Simulates the user closing the window; returns whether the close was prevented. */
  close(): boolean {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    return prevented;
  }
}

export interface FakeMenu {
  template: MenuItemConstructorOptions[];
}

export class FakeTray extends EventEmitter implements HostTray<FakeMenu> {
  tooltip = '';
  menu: FakeMenu | undefined;
  readonly balloons: { title: string; content: string }[] = [];

  constructor(readonly icon: string) {
    super();
  }
  setToolTip(text: string): void {
    this.tooltip = text;
  }
  setContextMenu(menu: FakeMenu): void {
    this.menu = menu;
  }
  displayBalloon(options: { title: string; content: string }): void {
    this.balloons.push(options);
  }
  /** Clicks the tray menu item whose label starts with `label`. */
  click(label: string): void {
    const item = this.menu?.template.find((i) => i.label?.startsWith(label));
    if (!item?.click) throw new Error(`No tray item "${label}"`);
    (item.click as () => void)();
  }
}

export class FakeApp extends EventEmitter implements HostApp {
  isPackaged = false;
  locale = 'fr-FR';
  lock = true;
  quitCalls = 0;
  exitCode: number | undefined;
  openAtLogin = false;
  private readyResolve!: () => void;
  private readonly readyPromise = new Promise<void>((resolve) => (this.readyResolve = resolve));

  getAppPath(): string {
    return '/opt/baobab/app';
  }
  getPath(): string {
    return '/home/user/.config/Baobab';
  }
  getLocale(): string {
    return this.locale;
  }
  getVersion(): string {
    return '0.1.0';
  }
  requestSingleInstanceLock(): boolean {
    return this.lock;
  }
  whenReady(): Promise<unknown> {
    return this.readyPromise;
  }
  ready(): void {
    this.readyResolve();
  }
  /** Like Electron: emits before-quit; quits only if no listener prevented it. */
  quit(): void {
    this.quitCalls++;
    let prevented = false;
    this.emit('before-quit', { preventDefault: () => (prevented = true) });
    if (!prevented) this.emit('did-quit');
  }
  exit(code = 0): void {
    this.exitCode = code;
  }
  getLoginItemSettings(): { openAtLogin: boolean } {
    return { openAtLogin: this.openAtLogin };
  }
  setLoginItemSettings(settings: { openAtLogin: boolean }): void {
    this.openAtLogin = settings.openAtLogin;
  }
}

export class FakeIpcMain extends EventEmitter {
  readonly handlers = new Map<string, (event: { senderFrame: { url: string } | null }) => unknown>();
  handle(channel: string, listener: (event: { senderFrame: { url: string } | null }) => unknown): void {
    this.handlers.set(channel, listener);
  }
}

/** A fake of everything `runDesktopApp` needs, recording what the host does. */
export function fakeDesktop(overrides: Partial<DesktopDeps<FakeMenu>> = {}) {
  const app = new FakeApp();
  const windows: FakeWindow[] = [];
  const trays: FakeTray[] = [];
  const children: FakeChild[] = [];
  const ipcMain = new FakeIpcMain();
  const dialogs = {
    opened: [] as OpenDialogOptions[],
    messages: [] as MessageBoxOptions[],
    errors: [] as { title: string; content: string }[],
    pick: undefined as string | undefined,
    answer: 0,
  };
  const external: string[] = [];
  const copied: string[] = [];
  let appMenu: FakeMenu | undefined;
  let permissionRule: ((permission: string, url: string | undefined) => boolean) | undefined;
  const deps: DesktopDeps<FakeMenu> = {
    app,
    createWindow: (options) => {
      const w = new FakeWindow(options);
      windows.push(w);
      app.emit('web-contents-created', {}, w.webContents);
      return w;
    },
    createTray: (icon) => {
      const t = new FakeTray(icon);
      trays.push(t);
      return t;
    },
    buildMenu: (template) => ({ template }),
    setApplicationMenu: (menu) => (appMenu = menu),
    dialogs: {
      openFile: async (options) => {
        dialogs.opened.push(options);
        return dialogs.pick;
      },
      message: async (options) => {
        dialogs.messages.push(options);
        return dialogs.answer;
      },
      error: (title, content) => dialogs.errors.push({ title, content }),
    },
    ipcMain,
    setPermissionRule: (rule) => (permissionRule = rule),
    openExternal: (url) => external.push(url),
    copyText: (text) => copied.push(text),
    forkServer: (request) => {
      const child = new FakeChild(request);
      children.push(child);
      return child;
    },
    networkInterfaces: () => ({
      lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '00:00:00:00:00:00', internal: true, cidr: '127.0.0.1/8' }],
      eth0: [{ address: '192.168.1.20', netmask: '255.255.255.0', family: 'IPv4', mac: '3c:52:82:00:00:01', internal: false, cidr: '192.168.1.20/24' }],
    }),
    env: {},
    platform: 'linux',
    resourcesPath: '/opt/baobab/resources',
    ...overrides,
  };
  return {
    deps,
    app,
    windows,
    trays,
    children,
    ipcMain,
    dialogs,
    external,
    copied,
    appMenu: () => appMenu,
    permissionRule: () => permissionRule,
  };
}
