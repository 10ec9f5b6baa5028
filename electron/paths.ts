import path from 'node:path';

export interface HostLocation {
  isPackaged: boolean;
  /** `app.getAppPath()`: the repository in development, `…/resources/app.asar` once packaged. */
  appPath: string;
  /** `process.resourcesPath`: where electron-builder's extraResources land once packaged. */
  resourcesPath: string;
  /** `app.getPath('userData')`: per-user application data folder. */
  userData: string;
}

export interface HostPaths {
  /** The server bundle the utility process runs. */
  serverEntry: string;
  /**
   * Working directory of the server: the folder that holds `resources/`. The server resolves every
   * shipped file (license root, charts of accounts, fonts) from there, as in the repository and in
   * the Docker image.
   */
  serverCwd: string;
  licenseTrustRoot: string;
  dataDir: string;
  logFile: string;
  preload: string;
  windowIcon: string;
  trayIcon: string;
  /** macOS menu bar icon: a black template image that the system tints. */
  trayTemplateIcon: string;
}

/** Where everything is, in development (`electron .` after `npm run build`) and once packaged. */
export function hostPaths(location: HostLocation): HostPaths {
  const { appPath, userData } = location;
  const shipped = location.isPackaged ? location.resourcesPath : appPath;
  const dist = path.join(appPath, 'dist');
  return {
    serverEntry: path.join(dist, 'server', 'main.js'),
    serverCwd: shipped,
    licenseTrustRoot: path.join(shipped, 'resources', 'license', 'root-ca.pem'),
    dataDir: path.join(userData, 'data'),
    logFile: path.join(userData, 'logs', 'server.log'),
    preload: path.join(dist, 'electron', 'preload.cjs'),
    windowIcon: path.join(dist, 'electron', 'icons', 'icon.png'),
    trayIcon: path.join(dist, 'electron', 'icons', 'tray.png'),
    trayTemplateIcon: path.join(dist, 'electron', 'icons', 'trayTemplate.png'),
  };
}
