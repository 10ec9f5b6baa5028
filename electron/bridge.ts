import {
  DESKTOP_CHANNELS,
  type DesktopBridge,
  type LicenseFileRequest,
  type LicenseOutcomeReply,
  type LicenseUploadOutcome,
} from '../shared/desktop-bridge';

/** The part of Electron's `ipcRenderer` the bridge uses. */
export interface RendererIpc {
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  send(channel: string, ...args: unknown[]): void;
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

type LicenseHandler = (file: LicenseFileRequest['file']) => Promise<LicenseUploadOutcome>;

/**
 * Builds `window.baobab`. Only plain functions cross the context bridge: the page never gets
 * `ipcRenderer` itself, nor any channel other than these.
 */
export function createBridge(ipc: RendererIpc): DesktopBridge {
  let handler: LicenseHandler | undefined;

  ipc.on(DESKTOP_CHANNELS.licenseFile, (_event, payload) => {
    const request = payload as LicenseFileRequest;
    const reply = (outcome: LicenseUploadOutcome) =>
      ipc.send(DESKTOP_CHANNELS.licenseOutcome, { requestId: request.requestId, outcome } satisfies LicenseOutcomeReply);
    if (!handler) {
      reply({ ok: false, status: 0, code: 'NO_HANDLER' });
      return;
    }
    handler(request.file).then(reply, (err: unknown) =>
      reply({ ok: false, status: 0, code: 'UPLOAD_FAILED', detail: err instanceof Error ? err.message : String(err) }),
    );
  });

  return Object.freeze({
    isDesktop: true as const,
    onLicenseFile(next: LicenseHandler) {
      handler = next;
      return () => {
        if (handler === next) handler = undefined;
      };
    },
    async lanUrls() {
      const urls = await ipc.invoke(DESKTOP_CHANNELS.lanUrls);
      return Array.isArray(urls) ? urls.filter((u): u is string => typeof u === 'string') : [];
    },
  });
}
