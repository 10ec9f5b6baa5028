import { licenseUploadBody, type DesktopBridge, type LicenseFile, type LicenseUploadOutcome } from '../../../../shared/desktop-bridge';
import { isApiProblem } from '../api/problem';

export const LICENSE_ACTIVATE_PATH = '/license/activate';

/** What uploads the file: the app's API client (token, renewal) in the app, a fake in tests. */
export type LicenseUploader = (path: string, body: FormData) => Promise<unknown>;

/**
 * The desktop menu's *Import a license…*: the file the main process read goes to
 * `POST /license/activate` with the signed-in administrator's token; the answer goes back to the
 * main process, which shows it in a dialog.
 */
export async function uploadDesktopLicense(upload: LicenseUploader, file: LicenseFile, signedIn: boolean): Promise<LicenseUploadOutcome> {
  if (!signedIn) return { ok: false, status: 401 };
  try {
    await upload(LICENSE_ACTIVATE_PATH, licenseUploadBody(file));
    return { ok: true, status: 200 };
  } catch (error) {
    if (isApiProblem(error)) return { ok: false, status: error.status, code: error.code, ...(error.body.detail ? { detail: error.body.detail } : {}) };
    return { ok: false, status: 0, code: 'NETWORK_ERROR' };
  }
}

/** Registers the uploader with the desktop bridge (absent outside the desktop app); returns the unregistration. */
export function registerDesktopLicenseImport(
  bridge: Pick<DesktopBridge, 'onLicenseFile'> | undefined,
  upload: LicenseUploader,
  signedIn: () => boolean,
  onImported: () => void,
): () => void {
  if (!bridge) return () => undefined;
  return bridge.onLicenseFile(async (file) => {
    const outcome = await uploadDesktopLicense(upload, file, signedIn());
    if (outcome.ok) onImported();
    return outcome;
  });
}
