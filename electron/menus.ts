import type { MenuItemConstructorOptions } from 'electron';
import type { Messages } from './messages';

export interface ServerStatus {
  phase: 'starting' | 'running' | 'restarting';
  /** `http://localhost:PORT` once running. */
  localUrl?: string;
  /** Addresses for the other computers, best first. */
  lanUrls: string[];
}

export interface TrayActions {
  open(): void;
  copy(text: string): void;
  openInBrowser(url: string): void;
  importLicense(): void;
  setOpenAtLogin(enabled: boolean): void;
  quit(): void;
}

export function trayTooltip(status: ServerStatus, messages: Messages): string {
  if (status.phase !== 'running') return messages.trayStarting;
  return messages.trayTooltip(status.lanUrls[0] ?? `${status.localUrl}/app/`);
}

/**
 * The tray menu: first of all, the address the administrator gives to LAN users (click copies
 * it), then the app, the license import and quitting. `openAtLogin` is undefined where the
 * system has no login items (Linux).
 */
export function trayMenuTemplate(
  status: ServerStatus,
  openAtLogin: boolean | undefined,
  actions: TrayActions,
  messages: Messages,
): MenuItemConstructorOptions[] {
  const running = status.phase === 'running';
  const [lanUrl, ...otherUrls] = status.lanUrls;
  const address: MenuItemConstructorOptions[] = !running
    ? [{ label: status.phase === 'restarting' ? messages.restarting : messages.starting, enabled: false }]
    : lanUrl
      ? [
          { label: messages.lanAddress(lanUrl), click: () => actions.copy(lanUrl) },
          { label: messages.copyAddress, click: () => actions.copy(lanUrl) },
          ...(otherUrls.length
            ? [{ label: messages.otherAddresses, submenu: otherUrls.map((url) => ({ label: url, click: () => actions.copy(url) })) }]
            : []),
        ]
      : [{ label: messages.noLanAddress, enabled: false }];
  return [
    { label: messages.open, click: () => actions.open() },
    { type: 'separator' },
    ...address,
    {
      label: messages.openInBrowser,
      enabled: running && Boolean(status.localUrl),
      click: () => actions.openInBrowser(`${status.localUrl}/app/`),
    },
    { type: 'separator' },
    { label: messages.importLicense, enabled: running, click: () => actions.importLicense() },
    ...(openAtLogin === undefined
      ? []
      : [{ label: messages.openAtLogin, type: 'checkbox' as const, checked: openAtLogin, click: () => actions.setOpenAtLogin(!openAtLogin) }]),
    { type: 'separator' },
    { label: messages.quit, click: () => actions.quit() },
  ];
}

export interface AppMenuActions {
  importLicense(): void;
  openApiDocs(): void;
  quit(): void;
}

/** The window's menu bar (the application menu on macOS). Developer tools only in development. */
export function appMenuTemplate(
  options: { platform: NodeJS.Platform; isPackaged: boolean; running: boolean; productName: string },
  actions: AppMenuActions,
  messages: Messages,
): MenuItemConstructorOptions[] {
  const { roles } = messages;
  const mac = options.platform === 'darwin';
  const quit: MenuItemConstructorOptions = { label: messages.quit, accelerator: 'CmdOrCtrl+Q', click: () => actions.quit() };
  return [
    ...(mac
      ? [{ label: options.productName, submenu: [{ role: 'about' as const }, { type: 'separator' as const }, { role: 'hide' as const }, { role: 'hideOthers' as const }, { role: 'unhide' as const }, { type: 'separator' as const }, quit] }]
      : []),
    {
      label: messages.file,
      submenu: [
        { label: messages.importLicense, enabled: options.running, click: () => actions.importLicense() },
        ...(mac ? [] : [{ type: 'separator' as const }, quit]),
      ],
    },
    {
      label: messages.edit,
      submenu: [
        { role: 'undo', label: roles.undo },
        { role: 'redo', label: roles.redo },
        { type: 'separator' },
        { role: 'cut', label: roles.cut },
        { role: 'copy', label: roles.copy },
        { role: 'paste', label: roles.paste },
        { role: 'selectAll', label: roles.selectAll },
      ],
    },
    {
      label: messages.view,
      submenu: [
        { role: 'reload', label: roles.reload },
        { type: 'separator' },
        { role: 'resetZoom', label: roles.resetZoom },
        { role: 'zoomIn', label: roles.zoomIn },
        { role: 'zoomOut', label: roles.zoomOut },
        { type: 'separator' },
        { role: 'togglefullscreen', label: roles.togglefullscreen },
        ...(options.isPackaged ? [] : [{ role: 'toggleDevTools' as const, label: roles.toggleDevTools }]),
      ],
    },
    {
      label: messages.help,
      submenu: [{ label: messages.apiDocs, enabled: options.running, click: () => actions.openApiDocs() }],
    },
  ];
}
