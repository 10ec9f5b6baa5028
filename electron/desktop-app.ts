import type { ReadyMessage } from '../shared/server-host';
import { DESKTOP_CHANNELS } from '../shared/desktop-bridge';
import { guardWebContents, mainWindowOptions, permissionAllowed } from './hardening';
import type { DesktopDeps, HostTray, HostWindow } from './host-api';
import { lanUrls } from './lan-address';
import { importLicense, LicenseChannel, type LicenseImportResult } from './license-import';
import { appMenuTemplate, trayMenuTemplate, trayTooltip, type ServerStatus } from './menus';
import { messagesFor, type Messages } from './messages';
import { navigationVerdict, originOf } from './navigation';
import { hostPaths, type HostPaths } from './paths';
import { choosePort, isPortFree, preferredPort } from './ports';
import { serverEnv } from './server-env';
import { createServerLog } from './server-log';
import { ServerStartError, ServerSupervisor } from './server-supervisor';
import { claimSingleInstance } from './single-instance';
import { splashUrl } from './splash';

export const PRODUCT_NAME = 'Baobab';
/** electron-builder's appId; Windows groups the taskbar button and notifications by it. */
export const APP_ID = 'africa.baobab.desktop';
/** The tray menu is rebuilt this often so the LAN address follows DHCP and cable changes. */
const TRAY_REFRESH_MS = 60_000;

export interface DesktopApp {
  /** Settles once the app page is shown, or the start failed and the app is quitting. */
  readonly started: Promise<void>;
  readonly supervisor: () => ServerSupervisor | undefined;
  readonly window: () => HostWindow | undefined;
  importLicense(): Promise<LicenseImportResult | undefined>;
  requestQuit(): Promise<void>;
}

/**
 * The desktop host: one instance per machine; forks the server (on-premise profile, data in the
 * user data folder, listening for the LAN), shows a splash until it is ready, then the app; keeps
 * running in the tray when the window is closed, since other computers depend on it.
 * Returns undefined in a second instance, which quits.
 */
export function runDesktopApp<Menu>(deps: DesktopDeps<Menu>): DesktopApp | undefined {
  const { app } = deps;
  let window: HostWindow | undefined;
  let tray: HostTray<Menu> | undefined;
  let supervisor: ServerSupervisor | undefined;
  let messages: Messages = messagesFor('en');
  let paths: HostPaths | undefined;
  let status: ServerStatus = { phase: 'starting', lanUrls: [] };
  let quitting = false;
  let serverStopped = false;
  let hiddenNoticeShown = false;
  let licenseChannel: LicenseChannel | undefined;

  const showWindow = () => {
    if (!window || window.isDestroyed()) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };
  if (!claimSingleInstance(app, showWindow)) return undefined;

  const appOrigin = () => originOf(supervisor?.current?.url);
  const openExternal = (url: string) => {
    if (navigationVerdict(url, undefined) === 'external') deps.openExternal(url);
  };

  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, { appOrigin, openExternal }));
  // Closing the last window must not stop the server: the LAN keeps using it; quitting is explicit.
  app.on('window-all-closed', () => undefined);
  app.on('activate', showWindow);
  app.on('before-quit', (event) => {
    quitting = true;
    if (serverStopped || !supervisor) return;
    event.preventDefault();
    void supervisor.stop().finally(() => {
      serverStopped = true;
      app.quit();
    });
  });

  const refreshTray = () => {
    if (status.phase === 'running' && supervisor?.current) {
      status = { ...status, lanUrls: lanUrls(deps.networkInterfaces(), supervisor.current.port) };
    }
    if (!tray) return;
    const openAtLogin = deps.platform === 'linux' ? undefined : app.getLoginItemSettings().openAtLogin;
    tray.setToolTip(trayTooltip(status, messages));
    tray.setContextMenu(
      deps.buildMenu(
        trayMenuTemplate(
          status,
          openAtLogin,
          {
            open: showWindow,
            copy: deps.copyText,
            openInBrowser: openExternal,
            importLicense: () => void runLicenseImport(),
            setOpenAtLogin: (enabled) => {
              app.setLoginItemSettings({ openAtLogin: enabled });
              refreshTray();
            },
            quit: () => void requestQuit(),
          },
          messages,
        ),
      ),
    );
  };

  const refreshAppMenu = () => {
    deps.setApplicationMenu(
      deps.buildMenu(
        appMenuTemplate(
          { platform: deps.platform, isPackaged: app.isPackaged, running: status.phase === 'running', productName: PRODUCT_NAME },
          {
            importLicense: () => void runLicenseImport(),
            openApiDocs: () => supervisor?.current && openExternal(`${supervisor.current.url}/api-docs/`),
            quit: () => void requestQuit(),
          },
          messages,
        ),
      ),
    );
  };

  const setStatus = (next: ServerStatus) => {
    status = next;
    refreshTray();
    refreshAppMenu();
  };

  const showSplash = (title: string) => {
    void window?.loadURL(splashUrl(title, messages.startingDetail, messages.lang));
  };

  const showApp = async (ready: ReadyMessage) => {
    setStatus({ phase: 'running', localUrl: ready.url, lanUrls: [] });
    // A failed load (server busy, navigation aborted) leaves the page to View > Reload; the server
    // keeps serving the LAN either way.
    await window?.loadURL(`${ready.url}/app/`).catch(() => undefined);
  };

  const fail = (err: unknown) => {
    const details = err instanceof ServerStartError ? err.output : [];
    const reason = err instanceof ServerStartError && err.reason === 'crash-loop' ? messages.serverCrashLoop : messages.serverFailed;
    const message = err instanceof Error ? err.message : String(err);
    deps.dialogs.error(
      messages.serverFailedTitle,
      [reason, message, details.join('\n'), paths ? messages.logFile(paths.logFile) : undefined].filter(Boolean).join('\n\n'),
    );
    quitting = true;
    // Nothing runs any more; stopping still flushes and closes the log file before exiting.
    void (supervisor?.stop() ?? Promise.resolve()).finally(() => {
      serverStopped = true;
      app.exit(1);
    });
  };

  async function runLicenseImport(): Promise<LicenseImportResult | undefined> {
    if (!licenseChannel || status.phase !== 'running') return undefined;
    const channel = licenseChannel;
    showWindow();
    return importLicense({
      messages,
      pickFile: () =>
        deps.dialogs.openFile({
          title: messages.pickLicenseTitle,
          properties: ['openFile'],
          filters: [{ name: messages.licenseFilter, extensions: ['lic'] }],
        }),
      upload: (file) => channel.send(file),
      report: async (result) => {
        await deps.dialogs.message({ type: result.type, title: messages.licenseTitle, message: result.message, detail: result.detail });
      },
    });
  }

  async function requestQuit(): Promise<void> {
    const choice = await deps.dialogs.message({
      type: 'question',
      title: PRODUCT_NAME,
      message: messages.quitConfirm,
      detail: messages.quitConfirmDetail,
      buttons: [messages.quitConfirmButton, messages.cancel],
      defaultId: 1,
      cancelId: 1,
    });
    if (choice === 0) app.quit();
  }

  const started = app.whenReady().then(async () => {
    messages = messagesFor(app.getLocale());
    paths = hostPaths({
      isPackaged: app.isPackaged,
      appPath: app.getAppPath(),
      resourcesPath: deps.resourcesPath,
      userData: app.getPath('userData'),
    });
    const hostPathsNow = paths;
    deps.setPermissionRule((permission, url) => permissionAllowed(permission, url, appOrigin()));

    const win = deps.createWindow(
      mainWindowOptions({ preload: paths.preload, icon: deps.platform === 'linux' ? paths.windowIcon : undefined, title: PRODUCT_NAME }),
    );
    window = win;
    win.once('ready-to-show', () => win.show());
    win.on('close', (event) => {
      if (quitting) return;
      event.preventDefault();
      win.hide();
      if (!hiddenNoticeShown && deps.platform === 'win32') {
        tray?.displayBalloon({ title: messages.keptRunningTitle, content: messages.keptRunning });
      }
      hiddenNoticeShown = true;
    });
    showSplash(messages.starting);

    tray = deps.createTray(deps.platform === 'darwin' ? paths.trayTemplateIcon : paths.trayIcon);
    tray.on('click', showWindow);
    setInterval(refreshTray, TRAY_REFRESH_MS).unref?.();
    setStatus({ phase: 'starting', lanUrls: [] });

    licenseChannel = new LicenseChannel(deps.ipcMain, {
      contents: () => (window && !window.isDestroyed() && appOrigin() && originOf(window.webContents.getURL()) === appOrigin() ? window.webContents : undefined),
    });
    deps.ipcMain.handle(DESKTOP_CHANNELS.lanUrls, (event) =>
      event.senderFrame && navigationVerdict(event.senderFrame.url, appOrigin()) === 'allow' ? status.lanUrls : [],
    );

    supervisor = new ServerSupervisor({
      fork: deps.forkServer,
      entry: paths.serverEntry,
      cwd: paths.serverCwd,
      env: (port) => serverEnv(deps.env, hostPathsNow, port),
      preferredPort: preferredPort(deps.env),
      choosePort: (preferred, avoid) => choosePort(preferred, '0.0.0.0', isPortFree, avoid),
      log: createServerLog(paths.logFile),
      onCrashed: () => {
        setStatus({ phase: 'restarting', lanUrls: [] });
        showSplash(messages.restarting);
      },
      onRestarted: (ready) => void showApp(ready),
      onFailed: fail,
    });
    try {
      await showApp(await supervisor.start());
    } catch (err) {
      if (!quitting) fail(err);
    }
  });

  return {
    started,
    supervisor: () => supervisor,
    window: () => window,
    importLicense: runLicenseImport,
    requestQuit,
  };
}
