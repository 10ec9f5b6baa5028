import type { NetworkInterfaceInfo } from 'node:os';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions, MessageBoxOptions, OpenDialogOptions } from 'electron';
import type { GuardedContents } from './hardening';
import type { LicenseChannelIpc } from './license-import';
import type { ForkServer } from './server-supervisor';

/**
 * The parts of Electron the desktop host uses, narrowed so the logic runs under Node with fakes.
 * `main.ts` hands in the real objects; the compiler checks they fit.
 */
export interface HostApp {
  readonly isPackaged: boolean;
  getAppPath(): string;
  getPath(name: 'userData'): string;
  getLocale(): string;
  getVersion(): string;
  requestSingleInstanceLock(): boolean;
  whenReady(): Promise<unknown>;
  quit(): void;
  exit(code?: number): void;
  on(event: 'second-instance', listener: () => void): unknown;
  on(event: 'before-quit', listener: (event: { preventDefault(): void }) => void): unknown;
  on(event: 'window-all-closed', listener: () => void): unknown;
  on(event: 'activate', listener: () => void): unknown;
  on(event: 'web-contents-created', listener: (event: unknown, contents: GuardedContents) => void): unknown;
  getLoginItemSettings(): { openAtLogin: boolean };
  setLoginItemSettings(settings: { openAtLogin: boolean }): void;
}

export interface HostWebContents {
  send(channel: string, payload: unknown): void;
  getURL(): string;
}

export interface HostWindow {
  readonly webContents: HostWebContents;
  loadURL(url: string): Promise<void>;
  show(): void;
  hide(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): unknown;
  once(event: 'ready-to-show', listener: () => void): unknown;
}

export interface HostTray<Menu> {
  setToolTip(text: string): void;
  setContextMenu(menu: Menu): void;
  on(event: 'click', listener: () => void): unknown;
  displayBalloon(options: { title: string; content: string }): void;
}

export interface HostIpcMain extends LicenseChannelIpc {
  handle(channel: string, listener: (event: { senderFrame: { url: string } | null }) => unknown): void;
}

export interface HostDialogs {
  /** The chosen file, undefined when cancelled. */
  openFile(options: OpenDialogOptions): Promise<string | undefined>;
  /** Index of the button clicked. */
  message(options: MessageBoxOptions): Promise<number>;
  error(title: string, content: string): void;
}

/** `Menu` is Electron's Menu in the app, whatever a fake builds in tests. */
export interface DesktopDeps<Menu = unknown> {
  app: HostApp;
  createWindow(options: BrowserWindowConstructorOptions): HostWindow;
  createTray(icon: string): HostTray<Menu>;
  buildMenu(template: MenuItemConstructorOptions[]): Menu;
  setApplicationMenu(menu: Menu): void;
  dialogs: HostDialogs;
  ipcMain: HostIpcMain;
  /** Installs the permission rule on the default session. */
  setPermissionRule(allowed: (permission: string, requestingUrl: string | undefined) => boolean): void;
  openExternal(url: string): void;
  copyText(text: string): void;
  forkServer: ForkServer;
  networkInterfaces(): NodeJS.Dict<NetworkInterfaceInfo[]>;
  env: NodeJS.ProcessEnv;
  platform: NodeJS.Platform;
  /** `process.resourcesPath`. */
  resourcesPath: string;
}
