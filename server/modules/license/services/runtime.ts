import type { FingerprintFields } from '../../../../shared/license';
import type { LicenseFingerprintView, LicenseNoticeView, LicenseStatusView } from '../../../../shared/schemas/license';
import { afterCommit, inTransaction } from '../../../platform/db/transaction';
import {
  createRequestFile,
  evaluateLicense,
  FileStateStore,
  importLicenseFile,
  initialState,
  licenseTrustFiles,
  loadTrustStore,
  serializeState,
  type AcceptedImport,
  type FingerprintCollector,
  type LicenseEvaluation,
  type Refusal,
  type StateReading,
  type TrustStore,
  type VerifiedLicense,
} from '../../../platform/license';
import type { AppContainer } from '../../../platform/modules';
import { deriveKey } from '../../../platform/secrets';
import { asSystem } from '../../../platform/tenancy/context';
import { APP_VERSION } from '../../../version';
import type { LicenseInstallation } from '../models/license-installation';
import { databaseStateStore, forgetRequest, keepPendingRequest, lockInstallation, pendingRequests, readInstallationState } from './installation';
import { applyLicenseToTenant } from './tenant-sync';
import { fingerprintView, nextChange, noticeView, statusView, untrusted } from './views';

/** How long an evaluation answers the request guard before it is redone in memory at the new time. */
export const STATUS_CACHE_MS = 60_000;

export interface LicenseRuntimeOptions {
  /** Reads this machine's fingerprint: the system's sources in production, fixed machines in tests. */
  collectFingerprint: FingerprintCollector;
  /**
   * The trusted root and the retired signing serials: LICENSE_TRUST_ROOT and the shipped
   * `resources/license/retired.json` by default; a test names its own files (a later release's list).
   */
  trustFiles?: { rootPath: string; retiredPath: string };
}

type Trust = { ok: true; store: TrustStore } | { ok: false; detail: string };

/** The last evaluation and what it was made from, to evaluate again in memory as the clock moves. */
interface Snapshot {
  evaluation: LicenseEvaluation;
  license: VerifiedLicense | string | undefined;
  state: StateReading;
  instanceCode: string | null;
  at: number;
  /** Order of the transaction that produced it: a late commit never replaces a newer snapshot. */
  ticket: number;
}

/**
 * The on-premise license of one app (the `license` port): the trust store, the machine's
 * fingerprint as last collected, and the cached evaluation the request guard reads. Every change
 * (refresh, activation) runs in one transaction holding the installation's row; the database copy
 * of the state record is written in it, the DATA_DIR copy and the cache once it has committed.
 */
export class LicenseRuntime {
  private readonly file: FileStateStore;
  private trust?: Promise<Trust>;
  private fingerprint?: { fields: FingerprintFields; collectedAt: Date };
  private snapshot?: Snapshot;
  private starting?: Promise<void>;
  private tickets = 0;
  private applied = 0;

  constructor(
    private readonly app: AppContainer,
    private readonly options: LicenseRuntimeOptions,
  ) {
    this.file = new FileStateStore(app.config.dataDir);
  }

  private get key(): Uint8Array {
    return deriveKey(this.app.config, 'license-state');
  }

  /** Fingerprint and a first evaluation: at start, or before the first request that needs them. */
  ready(): Promise<void> {
    this.starting ??= asSystem(async () => {
      const at = this.app.now();
      if (!this.fingerprint) await this.collect(at);
      await this.refresh(at);
    }).catch((err: unknown) => {
      this.starting = undefined;
      throw err;
    });
    return this.starting;
  }

  /** Reads the machine's fingerprint again (outside any transaction: it spawns processes). */
  async collect(at: Date): Promise<FingerprintFields> {
    const fields = await this.options.collectFingerprint();
    this.fingerprint = { fields, collectedAt: at };
    return fields;
  }

  private loadTrust(): Promise<Trust> {
    this.trust ??= loadTrustStore(this.options.trustFiles ?? licenseTrustFiles(this.app.config)).then(
      (store): Trust => ({ ok: true, store }),
      (err: unknown): Trust => {
        const detail = `the license trust root cannot be read (${err instanceof Error ? err.message : String(err)})`;
        this.app.logger.error({ err, root: this.app.config.LICENSE_TRUST_ROOT }, `License: ${detail}`);
        return { ok: false, detail };
      },
    );
    return this.trust;
  }

  private async machine(at: Date): Promise<FingerprintFields> {
    return this.fingerprint?.fields ?? (await this.collect(at));
  }

  private async evaluate(input: { license: Snapshot['license']; state: StateReading; instanceCode: string | null; now: Date }): Promise<LicenseEvaluation> {
    const trust = await this.loadTrust();
    if (!trust.ok) return untrusted(trust.detail, input.state, input.instanceCode, input.now);
    const fingerprint = await this.machine(input.now);
    return evaluateLicense({ ...input, trust: trust.store, fingerprint });
  }

  /** The installed file, or the license verified from it earlier (no signature check again). */
  private installedLicense(row: LicenseInstallation): Snapshot['license'] {
    if (!row.licValue) return undefined;
    const known = this.snapshot?.evaluation.license;
    return known && known.payload.licenseKeyId === row.licenseKeyId ? known : row.licValue;
  }

  private remember(snapshot: Snapshot): void {
    if (snapshot.ticket < this.applied) return;
    this.applied = snapshot.ticket;
    this.snapshot = snapshot;
  }

  private async writeFileCopy(text: string): Promise<void> {
    try {
      await this.file.write(text);
    } catch (err) {
      // The database copy holds the same record; the file is its mirror.
      this.app.logger.error({ err, file: this.file.file }, 'License: the state file could not be written');
    }
  }

  /**
   * Evaluates the installed license now and stores what follows: the high-water mark advanced,
   * drift first seen, retired serials remembered; the license's modules and user limit onto the
   * company. At start, every 10 minutes and after a new fingerprint.
   */
  async refresh(now: Date): Promise<LicenseEvaluation> {
    await this.machine(now);
    return inTransaction(this.app.sequelize, async () => {
      const row = await lockInstallation();
      const ticket = ++this.tickets;
      const stored = await readInstallationState(this.file, this.key);
      // A fresh installation starts its record (and its mark) now. A record lost while a license is
      // installed stays lost: STATE_TAMPERED until a fresh license is imported.
      const state: StateReading = stored.kind === 'missing' && !row.licValue ? { kind: 'valid', record: initialState(now) } : stored;
      const license = this.installedLicense(row);
      const instanceCode = row.instanceCode ?? null;
      const evaluation = await this.evaluate({ license, state, instanceCode, now });
      const next = evaluation.nextState;
      const text = next ? serializeState(next, this.key) : undefined;
      if (text && text !== row.stateRecord) await databaseStateStore.write(text);
      await applyLicenseToTenant(evaluation);
      const kept: StateReading = next ? { kind: 'valid', record: next } : state;
      await afterCommit(async () => {
        if (text) await this.writeFileCopy(text);
        this.remember({ evaluation, license: evaluation.license ?? license, state: kept, instanceCode, at: now.getTime(), ticket });
      });
      return evaluation;
    });
  }

  /** The status at `now`, from the cache (evaluated again in memory when the clock has moved). */
  async statusAt(now: Date): Promise<LicenseEvaluation> {
    await this.ready();
    const snapshot = this.snapshot!;
    const age = now.getTime() - snapshot.at;
    if (age >= 0 && age < STATUS_CACHE_MS && now.getTime() < nextChange(snapshot.evaluation)) return snapshot.evaluation;
    const evaluation = await this.evaluate({ license: snapshot.license, state: snapshot.state, instanceCode: snapshot.instanceCode, now });
    if (this.snapshot === snapshot) this.snapshot = { ...snapshot, evaluation, at: now.getTime() };
    return evaluation;
  }

  /**
   * Imports a `.lic` under the design's import rules. A refusal changes nothing; an accepted file
   * is installed with its state record, the request it answers is forgotten, the company gets its
   * modules and user limit.
   */
  async activate(file: Uint8Array, now: Date): Promise<AcceptedImport | Refusal> {
    const trust = await this.loadTrust();
    if (!trust.ok) return { ok: false, reason: 'UNTRUSTED', detail: trust.detail };
    const fingerprint = await this.machine(now);
    return inTransaction(this.app.sequelize, async () => {
      const row = await lockInstallation();
      const ticket = ++this.tickets;
      const state = await readInstallationState(this.file, this.key);
      const result = await importLicenseFile({
        file,
        trust: trust.store,
        state,
        fingerprint,
        instanceCode: row.instanceCode ?? null,
        pendingRequests: await pendingRequests(),
        now,
      });
      if (!result.ok) return result;
      const p = result.license.payload;
      const text = serializeState(result.nextState, this.key);
      await row.update({
        stateRecord: text,
        licValue: Buffer.from(file).toString('utf8'),
        licenseKeyId: p.licenseKeyId,
        instanceCode: p.instanceCode,
        sequence: p.sequence,
        installedAt: row.licenseKeyId === p.licenseKeyId && row.installedAt ? row.installedAt : now,
      });
      if (result.answeredNonce) await forgetRequest(result.answeredNonce);
      await applyLicenseToTenant(result.evaluation);
      const state2: StateReading = { kind: 'valid', record: result.nextState };
      await afterCommit(async () => {
        await this.writeFileCopy(text);
        this.remember({ evaluation: result.evaluation, license: result.license, state: state2, instanceCode: p.instanceCode, at: now.getTime(), ticket });
      });
      return result;
    });
  }

  /** A new request file (no network call): its nonce stays pending until a license answers it. */
  async exportRequest(now: Date): Promise<{ text: string; filename: string }> {
    const fingerprint = await this.machine(now);
    return inTransaction(this.app.sequelize, async () => {
      const row = await lockInstallation();
      const state = await readInstallationState(this.file, this.key);
      const instanceCode = row.instanceCode ?? null;
      const { text, request } = createRequestFile({
        instanceCode,
        currentKeyId: state.kind === 'valid' ? state.record.currentKeyId : null,
        appVersion: APP_VERSION,
        fingerprint,
        now,
      });
      await keepPendingRequest({ nonce: request.nonce, requestHash: request.requestHash, instanceCode, createdAt: now });
      const day = now.toISOString().slice(0, 10);
      return { text, filename: `baobab-license-request-${instanceCode ?? 'new'}-${day}.txt` };
    });
  }

  async status(now: Date): Promise<LicenseStatusView> {
    const evaluation = await this.statusAt(now);
    const state = this.snapshot?.state;
    return statusView(evaluation, state?.kind === 'valid' ? state.record.highWaterMark : null);
  }

  async notice(now: Date): Promise<LicenseNoticeView> {
    return noticeView(await this.statusAt(now));
  }

  async fingerprintView(now: Date): Promise<LicenseFingerprintView> {
    await this.ready();
    const fields = await this.machine(now);
    return fingerprintView(fields, this.fingerprint?.collectedAt ?? now);
  }
}
