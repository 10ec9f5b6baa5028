/**
 * The bridge the Electron preload script exposes to the renderer as `window.baobab`. It exists only
 * in the desktop app (undefined in a browser, SaaS or LAN client), so the renderer checks for it.
 *
 * License import from the desktop menu: the main process reads the `.lic` the administrator picked
 * and hands it to the renderer's handler, which uploads it to `POST /license/activate` (multipart
 * field `file`) with the signed-in user's token, and answers what the server said. The main process
 * shows that answer in a native dialog.
 */
export interface DesktopBridge {
  readonly isDesktop: true;
  /**
   * Registers the handler that uploads a license file chosen from the desktop menu; returns a
   * function that unregisters it. One handler at a time: a new registration replaces the previous.
   * When no user is signed in, answer `{ ok: false, status: 401 }` without uploading.
   */
  onLicenseFile(handler: (file: LicenseFile) => Promise<LicenseUploadOutcome>): () => void;
  /** Addresses other machines of the LAN open to reach this server (`http://192.168.1.20:8080/app/`). */
  lanUrls(): Promise<string[]>;
}

export interface LicenseFile {
  /** Base name of the file, for the multipart filename. */
  name: string;
  /** Exact bytes of the file (the armoured text; never re-encoded on the way). */
  bytes: Uint8Array;
}

/** What the upload gave: the HTTP status and, on refusal, the problem's code and detail. */
export interface LicenseUploadOutcome {
  ok: boolean;
  /** HTTP status of `/license/activate`; 0 when no request reached the server. */
  status: number;
  code?: string;
  detail?: string;
}

/** IPC channels between the preload script and the main process. */
export const DESKTOP_CHANNELS = {
  /** main → renderer: `{ requestId, file }` */
  licenseFile: 'baobab:license-file',
  /** renderer → main: `{ requestId, outcome }` */
  licenseOutcome: 'baobab:license-outcome',
  /** renderer → main (invoke): LAN URLs */
  lanUrls: 'baobab:lan-urls',
} as const;

export interface LicenseFileRequest {
  requestId: string;
  file: LicenseFile;
}

export interface LicenseOutcomeReply {
  requestId: string;
  outcome: LicenseUploadOutcome;
}

/** The multipart body `POST /license/activate` expects: the file in field `file`. */
export function licenseUploadBody(file: LicenseFile): FormData {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(file.bytes)], { type: 'application/octet-stream' }), file.name);
  return body;
}

export function isLicenseOutcome(value: unknown): value is LicenseUploadOutcome {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    typeof o.ok === 'boolean' &&
    typeof o.status === 'number' &&
    (o.code === undefined || typeof o.code === 'string') &&
    (o.detail === undefined || typeof o.detail === 'string')
  );
}

declare global {
  interface Window {
    /** Present only inside the desktop app. */
    baobab?: DesktopBridge;
  }
}
