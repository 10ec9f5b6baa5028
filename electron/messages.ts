/** Every text the desktop host shows itself (the app's own screens are the renderer's). */
export interface Messages {
  lang: 'fr' | 'en';
  starting: string;
  startingDetail: string;
  restarting: string;
  trayStarting: string;
  trayTooltip(url: string): string;
  open: string;
  lanAddress(url: string): string;
  otherAddresses: string;
  noLanAddress: string;
  copyAddress: string;
  openInBrowser: string;
  importLicense: string;
  openAtLogin: string;
  quit: string;
  file: string;
  edit: string;
  view: string;
  help: string;
  apiDocs: string;
  roles: Record<'undo' | 'redo' | 'cut' | 'copy' | 'paste' | 'selectAll' | 'reload' | 'resetZoom' | 'zoomIn' | 'zoomOut' | 'togglefullscreen' | 'toggleDevTools', string>;
  pickLicenseTitle: string;
  licenseFilter: string;
  licenseOk: string;
  licenseOkDetail: string;
  licenseRefused: string;
  licenseNotSignedIn: string;
  licenseForbidden: string;
  licenseTooLarge: string;
  licenseEmpty: string;
  licenseUnreadable(reason: string): string;
  licenseNoAnswer: string;
  licenseNoServer: string;
  licenseTitle: string;
  serverFailedTitle: string;
  serverFailed: string;
  serverCrashLoop: string;
  logFile(path: string): string;
  quitConfirm: string;
  quitConfirmDetail: string;
  quitConfirmButton: string;
  cancel: string;
  keptRunningTitle: string;
  keptRunning: string;
}

const fr: Messages = {
  lang: 'fr',
  starting: 'Démarrage de Baobab…',
  startingDetail: 'Préparation de la base de données ; le premier lancement peut prendre une minute.',
  restarting: 'Redémarrage du serveur Baobab…',
  trayStarting: 'Baobab — démarrage…',
  trayTooltip: (url) => `Baobab — ${url}`,
  open: 'Ouvrir Baobab',
  lanAddress: (url) => `Adresse pour les autres postes : ${url}`,
  otherAddresses: 'Autres adresses réseau',
  noLanAddress: 'Aucune adresse réseau détectée (poste hors réseau ?)',
  copyAddress: "Copier l'adresse réseau",
  openInBrowser: 'Ouvrir dans le navigateur',
  importLicense: 'Importer une licence…',
  openAtLogin: "Lancer Baobab à l'ouverture de session",
  quit: 'Quitter Baobab',
  file: 'Fichier',
  edit: 'Édition',
  view: 'Affichage',
  help: 'Aide',
  apiDocs: "Documentation de l'API",
  roles: {
    undo: 'Annuler',
    redo: 'Rétablir',
    cut: 'Couper',
    copy: 'Copier',
    paste: 'Coller',
    selectAll: 'Tout sélectionner',
    reload: 'Recharger',
    resetZoom: 'Taille réelle',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    togglefullscreen: 'Plein écran',
    toggleDevTools: 'Outils de développement',
  },
  pickLicenseTitle: 'Importer une licence Baobab',
  licenseFilter: 'Licence Baobab',
  licenseOk: 'La licence a été importée et vérifiée.',
  licenseOkDetail: "Toutes les fonctions couvertes par la licence sont disponibles sur ce poste et ceux du réseau.",
  licenseRefused: 'La licence a été refusée.',
  licenseNotSignedIn: "Connectez-vous avec un compte administrateur dans la fenêtre Baobab, puis recommencez l'import.",
  licenseForbidden: "Votre compte n'a pas le droit de gérer la licence (permission platform.license.manage).",
  licenseTooLarge: "Ce fichier est trop volumineux pour être une licence Baobab (64 Kio au plus).",
  licenseEmpty: 'Ce fichier est vide.',
  licenseUnreadable: (reason) => `Le fichier n'a pas pu être lu : ${reason}`,
  licenseNoAnswer:
    "La fenêtre Baobab n'a pas pris en charge le fichier. Ouvrez l'écran Licence de l'application et importez-le depuis celui-ci.",
  licenseNoServer: "Le serveur Baobab n'a pas répondu. Réessayez dans un instant.",
  licenseTitle: 'Licence Baobab',
  serverFailedTitle: 'Baobab',
  serverFailed: "Le serveur Baobab n'a pas pu démarrer.",
  serverCrashLoop: "Le serveur Baobab s'est arrêté à plusieurs reprises et n'est pas relancé.",
  logFile: (path) => `Journal du serveur : ${path}`,
  quitConfirm: 'Arrêter Baobab ?',
  quitConfirmDetail: 'Les utilisateurs des autres postes du réseau perdront l’accès jusqu’au prochain lancement.',
  quitConfirmButton: 'Arrêter',
  cancel: 'Annuler',
  keptRunningTitle: 'Baobab reste actif',
  keptRunning:
    "Baobab continue de servir les autres postes en arrière-plan. Rouvrez-le ou quittez-le depuis son icône dans la zone de notification.",
};

const en: Messages = {
  lang: 'en',
  starting: 'Starting Baobab…',
  startingDetail: 'Preparing the database; the first start can take a minute.',
  restarting: 'Restarting the Baobab server…',
  trayStarting: 'Baobab — starting…',
  trayTooltip: (url) => `Baobab — ${url}`,
  open: 'Open Baobab',
  lanAddress: (url) => `Address for other computers: ${url}`,
  otherAddresses: 'Other network addresses',
  noLanAddress: 'No network address found (computer offline?)',
  copyAddress: 'Copy the network address',
  openInBrowser: 'Open in the browser',
  importLicense: 'Import a license…',
  openAtLogin: 'Start Baobab when I sign in',
  quit: 'Quit Baobab',
  file: 'File',
  edit: 'Edit',
  view: 'View',
  help: 'Help',
  apiDocs: 'API documentation',
  roles: {
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    selectAll: 'Select all',
    reload: 'Reload',
    resetZoom: 'Actual size',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    togglefullscreen: 'Full screen',
    toggleDevTools: 'Developer tools',
  },
  pickLicenseTitle: 'Import a Baobab license',
  licenseFilter: 'Baobab license',
  licenseOk: 'The license was imported and verified.',
  licenseOkDetail: 'Every feature the license covers is available on this computer and on the network.',
  licenseRefused: 'The license was refused.',
  licenseNotSignedIn: 'Sign in with an administrator account in the Baobab window, then import again.',
  licenseForbidden: 'Your account may not manage the license (permission platform.license.manage).',
  licenseTooLarge: 'This file is too large to be a Baobab license (64 KiB at most).',
  licenseEmpty: 'This file is empty.',
  licenseUnreadable: (reason) => `The file could not be read: ${reason}`,
  licenseNoAnswer: "The Baobab window did not take the file. Open the app's License screen and import it from there.",
  licenseNoServer: 'The Baobab server did not answer. Try again in a moment.',
  licenseTitle: 'Baobab license',
  serverFailedTitle: 'Baobab',
  serverFailed: 'The Baobab server could not start.',
  serverCrashLoop: 'The Baobab server stopped several times in a row and is not restarted.',
  logFile: (path) => `Server log: ${path}`,
  quitConfirm: 'Stop Baobab?',
  quitConfirmDetail: 'Users on the other computers of the network lose access until Baobab starts again.',
  quitConfirmButton: 'Stop',
  cancel: 'Cancel',
  keptRunningTitle: 'Baobab keeps running',
  keptRunning: 'Baobab keeps serving the other computers in the background. Reopen or quit it from its tray icon.',
};

/** French for a French system locale (fr, fr-FR, fr-CI…), English otherwise. */
export function messagesFor(locale: string): Messages {
  return /^fr([-_]|$)/i.test(locale) ? fr : en;
}
