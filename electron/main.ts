// The Electron main process: hands the real Electron objects to the desktop host (desktop-app.ts),
// where all the logic lives and is tested under Node.
import os from 'node:os';
import { app, BrowserWindow, clipboard, dialog, ipcMain, Menu, session, shell, Tray, utilityProcess } from 'electron';
import { SERVER_NODE_FLAGS } from '../shared/heap-budget';
import { APP_ID, runDesktopApp } from './desktop-app';

app.setAppUserModelId(APP_ID);

const parent = () => BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];

runDesktopApp({
  app,
  createWindow: (options) => new BrowserWindow(options),
  createTray: (icon) => new Tray(icon),
  buildMenu: (template) => Menu.buildFromTemplate(template),
  setApplicationMenu: (menu) => Menu.setApplicationMenu(menu),
  dialogs: {
    async openFile(options) {
      const window = parent();
      const result = window ? await dialog.showOpenDialog(window, options) : await dialog.showOpenDialog(options);
      return result.canceled ? undefined : result.filePaths[0];
    },
    async message(options) {
      const window = parent();
      return (window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options)).response;
    },
    error: (title, content) => dialog.showErrorBox(title, content),
  },
  ipcMain,
  setPermissionRule(allowed) {
    session.defaultSession.setPermissionRequestHandler((_contents, permission, callback, details) =>
      callback(allowed(permission, details.requestingUrl)),
    );
    session.defaultSession.setPermissionCheckHandler((_contents, permission, requestingOrigin) => allowed(permission, requestingOrigin));
  },
  openExternal: (url) => void shell.openExternal(url),
  copyText: (text) => clipboard.writeText(text),
  // A utility process, not child_process.fork: Electron's supported way to run Node code beside
  // the app (Chromium manages and reaps it), and it lets the packaged app disable the RunAsNode
  // fuse, so the signed executable cannot be reused as a general Node interpreter. It starts with the
  // server's heap budget, as `npm start` does.
  forkServer: ({ entry, cwd, env }) => utilityProcess.fork(entry, [], { cwd, env, stdio: 'pipe', serviceName: 'Baobab server', execArgv: [...SERVER_NODE_FLAGS] }),
  networkInterfaces: () => os.networkInterfaces(),
  env: process.env,
  platform: process.platform,
  resourcesPath: process.resourcesPath,
});
