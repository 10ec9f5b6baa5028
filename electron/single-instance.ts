export interface SingleInstanceApp {
  requestSingleInstanceLock(): boolean;
  quit(): void;
  on(event: 'second-instance', listener: () => void): unknown;
}

/**
 * One Baobab per machine: a second launch would fork a second server on the same data folder
 * (two writers on one SQLite file, a second port). The second instance quits at once and the
 * first one shows its window instead. Returns whether this process is the one that runs.
 */
export function claimSingleInstance(app: SingleInstanceApp, showExisting: () => void): boolean {
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return false;
  }
  app.on('second-instance', showExisting);
  return true;
}
