import type { BrowserWindowConstructorOptions, WebPreferences, WindowOpenHandlerResponse } from 'electron';
import { navigationVerdict } from './navigation';

/**
 * Web preferences of every window: the page is an ordinary web page of the local server, with
 * no Node.js, its own JavaScript world separated from the preload's, and Chromium's sandbox.
 */
export function secureWebPreferences(preload?: string): WebPreferences {
  return {
    ...(preload ? { preload } : {}),
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    sandbox: true,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    experimentalFeatures: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
  };
}

export function mainWindowOptions(options: { preload: string; icon?: string; title: string }): BrowserWindowConstructorOptions {
  return {
    title: options.title,
    width: 1366,
    height: 860,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    backgroundColor: '#f5f3ee',
    ...(options.icon ? { icon: options.icon } : {}),
    webPreferences: secureWebPreferences(options.preload),
  };
}

interface PreventableUrlEvent {
  url: string;
  preventDefault(): void;
}

/** The part of Electron's WebContents the guard listens to. */
export interface GuardedContents {
  on(event: 'will-navigate', listener: (event: PreventableUrlEvent) => void): unknown;
  on(event: 'will-redirect', listener: (event: PreventableUrlEvent) => void): unknown;
  on(event: 'will-frame-navigate', listener: (event: PreventableUrlEvent & { isMainFrame: boolean }) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => WindowOpenHandlerResponse): void;
}

export interface GuardOptions {
  /** Origin of the running server (`http://localhost:8080`); undefined while it is not ready. */
  appOrigin(): string | undefined;
  /** Opens a web or mail link with the system's browser or mail client. */
  openExternal(url: string): void;
}

/**
 * Keeps every web contents (main window, child windows) on the app: navigations elsewhere are
 * stopped (links to the web open in the system browser), new windows are allowed only for the
 * app's own pages and get the same locked-down preferences, without the preload bridge.
 */
export function guardWebContents(contents: GuardedContents, options: GuardOptions): void {
  const stayOnApp = (event: PreventableUrlEvent, mainFrame: boolean) => {
    const verdict = navigationVerdict(event.url, options.appOrigin());
    if (verdict === 'allow') return;
    event.preventDefault();
    if (verdict === 'external' && mainFrame) options.openExternal(event.url);
  };
  contents.on('will-navigate', (event) => stayOnApp(event, true));
  contents.on('will-redirect', (event) => stayOnApp(event, false));
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) stayOnApp(event, false);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const verdict = navigationVerdict(url, options.appOrigin());
    if (verdict === 'allow') {
      return {
        action: 'allow',
        overrideBrowserWindowOptions: { autoHideMenuBar: true, webPreferences: secureWebPreferences() },
      };
    }
    if (verdict === 'external') options.openExternal(url);
    return { action: 'deny' };
  });
}

/** Browser permissions the app may use; every other request (camera, location, USB…) is refused. */
const GRANTED_PERMISSIONS = new Set(['clipboard-sanitized-write', 'fullscreen', 'notifications']);

/** For `session.setPermissionRequestHandler` and `setPermissionCheckHandler`. */
export function permissionAllowed(permission: string, requestingUrl: string | undefined, appOrigin: string | undefined): boolean {
  if (!GRANTED_PERMISSIONS.has(permission) || !requestingUrl) return false;
  return navigationVerdict(requestingUrl, appOrigin) === 'allow';
}
