import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  DESKTOP_CHANNELS,
  isLicenseOutcome,
  type LicenseFile,
  type LicenseFileRequest,
  type LicenseUploadOutcome,
} from '../shared/desktop-bridge';
import type { Messages } from './messages';

/** A `.lic` is armoured text well under this (the server refuses larger files the same way). */
export const LICENSE_MAX_BYTES = 64 * 1024;
/** How long the renderer may take to upload and answer. */
export const LICENSE_ANSWER_TIMEOUT_MS = 60_000;

/** The main-process end of the channel to the window's renderer. */
export interface LicenseChannelIpc {
  on(channel: string, listener: (event: { sender: unknown }, payload: unknown) => void): unknown;
}

export interface LicenseTarget {
  /** The web contents showing the app, or undefined when no app page is loaded. */
  contents(): { send(channel: string, payload: LicenseFileRequest): void } | undefined;
}

/**
 * Sends a license file to the renderer and waits for what its upload to `/license/activate` gave.
 * Replies are matched by request id and accepted only from the web contents the file went to.
 */
export class LicenseChannel {
  private readonly pending = new Map<string, { sender: unknown; resolve(outcome: LicenseUploadOutcome): void }>();

  constructor(
    ipc: LicenseChannelIpc,
    private readonly target: LicenseTarget,
    private readonly timeoutMs = LICENSE_ANSWER_TIMEOUT_MS,
  ) {
    ipc.on(DESKTOP_CHANNELS.licenseOutcome, (event, payload) => {
      const reply = payload as { requestId?: unknown; outcome?: unknown } | undefined;
      if (typeof reply?.requestId !== 'string' || !isLicenseOutcome(reply.outcome)) return;
      const waiting = this.pending.get(reply.requestId);
      if (!waiting || waiting.sender !== event.sender) return;
      waiting.resolve(reply.outcome);
    });
  }

  send(file: LicenseFile): Promise<LicenseUploadOutcome> {
    const contents = this.target.contents();
    if (!contents) return Promise.resolve({ ok: false, status: 0, code: 'NO_WINDOW' });
    const requestId = randomUUID();
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish({ ok: false, status: 0, code: 'NO_ANSWER' }), this.timeoutMs);
      const finish = (outcome: LicenseUploadOutcome) => {
        clearTimeout(timer);
        this.pending.delete(requestId);
        resolve(outcome);
      };
      this.pending.set(requestId, { sender: contents, resolve: finish });
      contents.send(DESKTOP_CHANNELS.licenseFile, { requestId, file });
    });
  }
}

export interface LicenseImportDeps {
  /** The file dialog; undefined when cancelled. */
  pickFile(): Promise<string | undefined>;
  upload(file: LicenseFile): Promise<LicenseUploadOutcome>;
  /** Shows the outcome to the administrator. */
  report(result: LicenseImportResult): Promise<void>;
  messages: Messages;
}

export interface LicenseImportResult {
  type: 'info' | 'warning' | 'error';
  message: string;
  detail?: string;
}

/** The "Import a license…" menu item: pick a `.lic`, check it is plausible, upload via the renderer, report. */
export async function importLicense(deps: LicenseImportDeps): Promise<LicenseImportResult | undefined> {
  const file = await deps.pickFile();
  if (!file) return undefined;
  const result = await readAndUpload(file, deps);
  await deps.report(result);
  return result;
}

async function readAndUpload(file: string, deps: LicenseImportDeps): Promise<LicenseImportResult> {
  const { messages } = deps;
  let bytes: Uint8Array;
  try {
    // Checked before reading: whatever file is picked, no more than a license's size is loaded.
    const { size } = await fs.stat(file);
    if (size > LICENSE_MAX_BYTES) return { type: 'error', message: messages.licenseTooLarge };
    bytes = new Uint8Array(await fs.readFile(file));
  } catch (err) {
    return { type: 'error', message: messages.licenseUnreadable(err instanceof Error ? err.message : String(err)) };
  }
  if (bytes.byteLength === 0) return { type: 'error', message: messages.licenseEmpty };
  if (bytes.byteLength > LICENSE_MAX_BYTES) return { type: 'error', message: messages.licenseTooLarge };
  return licenseOutcomeMessage(await deps.upload({ name: path.basename(file), bytes }), messages);
}

/** Turns what `/license/activate` (or the way to it) answered into the dialog's text. */
export function licenseOutcomeMessage(outcome: LicenseUploadOutcome, messages: Messages): LicenseImportResult {
  if (outcome.ok) return { type: 'info', message: messages.licenseOk, detail: outcome.detail ?? messages.licenseOkDetail };
  if (outcome.status === 401) return { type: 'warning', message: messages.licenseNotSignedIn };
  if (outcome.status === 403 && (outcome.code === 'PERMISSION_DENIED' || !outcome.code)) {
    return { type: 'warning', message: messages.licenseForbidden };
  }
  if (outcome.status === 413) return { type: 'error', message: messages.licenseTooLarge };
  if (outcome.status === 0) {
    const unreachable = outcome.code === 'NETWORK_ERROR' || outcome.code === 'UPLOAD_FAILED';
    return { type: 'error', message: unreachable ? messages.licenseNoServer : messages.licenseNoAnswer, detail: outcome.detail };
  }
  const detail = [outcome.detail, outcome.code ? `(${outcome.code})` : undefined].filter(Boolean).join(' ');
  return { type: 'error', message: messages.licenseRefused, detail: detail || `HTTP ${outcome.status}` };
}
