import { describe, expect, it, vi } from 'vitest';
import { ApiProblem } from '../api/problem';
import { registerDesktopLicenseImport, uploadDesktopLicense } from './desktopImport';

const FILE = { name: 'baobab.lic', bytes: new TextEncoder().encode('-----BEGIN BAOBAB LICENSE FILE-----\n') };

describe('desktop license import', () => {
  it('uploads the exact bytes in field file to /license/activate and answers what the server said', async () => {
    const upload = vi.fn(async (_path: string, body: FormData) => {
      const part = body.get('file') as File;
      expect(part.name).toBe('baobab.lic');
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(FILE.bytes);
      return { outcome: 'FIRST_ACTIVATION' };
    });
    expect(await uploadDesktopLicense(upload, FILE, true)).toEqual({ ok: true, status: 200 });
    expect(upload).toHaveBeenCalledWith('/license/activate', expect.any(FormData));
    const refused = vi.fn(async () => {
      throw new ApiProblem({ status: 403, code: 'LICENSE_INVALID', detail: 'The license file was refused (SUPERSEDED)' });
    });
    expect(await uploadDesktopLicense(refused, FILE, true)).toEqual({ ok: false, status: 403, code: 'LICENSE_INVALID', detail: 'The license file was refused (SUPERSEDED)' });
    expect(await uploadDesktopLicense(async () => Promise.reject(new TypeError('offline')), FILE, true)).toEqual({ ok: false, status: 0, code: 'NETWORK_ERROR' });
  });

  it('answers 401 without uploading when nobody is signed in; registers only in the desktop app', async () => {
    const upload = vi.fn();
    expect(await uploadDesktopLicense(upload, FILE, false)).toEqual({ ok: false, status: 401 });
    expect(upload).not.toHaveBeenCalled();
    expect(registerDesktopLicenseImport(undefined, upload, () => true, () => undefined)()).toBeUndefined();
    let handler: ((file: typeof FILE) => Promise<unknown>) | undefined;
    const unregister = vi.fn();
    const imported = vi.fn();
    registerDesktopLicenseImport({ onLicenseFile: (h) => ((handler = h), unregister) }, async () => ({}), () => true, imported);
    expect(await handler!(FILE)).toEqual({ ok: true, status: 200 });
    expect(imported).toHaveBeenCalledOnce();
  });
});
