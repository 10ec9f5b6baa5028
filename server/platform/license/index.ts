/**
 * On-premise licensing, the framework-independent half (design: docs/licensing.md in the shared
 * docs). No Express, no Sequelize: the operator module (issuer) and the on-premise license module
 * call these functions and keep what they return in their own records. Time is always a `now`
 * given by the caller's clock; the machine is always a fingerprint given by the caller.
 *
 * Issuer side (saas profile, operator module):
 *   const signer = await loadSigner(config.LICENSE_ISSUER_DIR);          // current signing key + cert
 *   const parsed = parseRequestFile(body.requestFile);                    // declare: strict, never throws
 *   if (!parsed.ok) → 400 with parsed.detail; else store parsed.request.fingerprint (the spec's
 *     fingerprint fields), nonce and requestHash on the PENDING instance; code: newInstanceCode().
 *   const { licValue, payload, payloadJson } = await issueLicense(signer, {
 *     licenseKeyId: key.id, renewedFromKeyId: previous?.id ?? null, sequence: (previous?.sequence ?? 0) + 1,
 *     instanceCode, company, modules, issuedAt: now(), expiresAt, gracePeriodDays,
 *     request: { nonce, requestHash }, fingerprint: instance.fingerprint });
 *   → store licValue / payloadJson on the key record, mail licValue as the `.lic` attachment.
 *   Invalid input throws LicenseIssueError (its message names the field).
 *   Demo: `const { rootPath } = await ensureDemoIssuer(config.LICENSE_ISSUER_DIR, now())`; print rootPath.
 *
 * On-premise side (onprem profile, license module):
 *   trust   = await loadTrustStore(licenseTrustFiles(config))  // LICENSE_TRUST_ROOT + resourcePath('license', 'retired.json')
 *   stores  = [databaseStateStore, new FileStateStore(config.dataDir)]; key = deriveKey(config, 'license-state')
 *   fingerprint = await collectFingerprint()                             // at start and every few hours
 *   request export: createRequestFile({ instanceCode, currentKeyId, appVersion, fingerprint, now })
 *     → keep request.nonce + request.requestHash as pending; answer the text.
 *   activate: importLicenseFile({ file, trust, state: await loadState(stores, key), fingerprint,
 *     instanceCode, pendingRequests, now }) → refusal { reason, detail } (nothing changes) or
 *     { license, nextState, evaluation, answeredNonce }: store the file, saveState(stores, nextState, key),
 *     forget answeredNonce, cache evaluation.
 *   status (at start, every 10 minutes, after import): evaluateLicense({ license: storedFile or the
 *     VerifiedLicense kept from the last evaluation, trust, state, fingerprint, instanceCode, now })
 *     → { status, reason, detail, expiresAt, graceEndsAt, modules, nextState… }; save nextState when
 *     given; LICENSE_STATUS_EFFECTS[status] tells the request guard what is allowed.
 *
 * Vendor CLI: `npm run license -- init-root | issue-signer | retire SERIAL | verify FILE` (cli-commands.ts).
 */

export { ARMOUR_MAX_BYTES } from './armour';
export { LICENSE_ARMOUR_LABEL, LICENSE_HEADER } from './envelope';
export type { Refusal } from './reasons';

// Trust and keys
export { LICENSE_SIGNING_EKU, normalizeSerial } from './x509';
export {
  createTrustStore,
  licenseTrustFiles,
  loadTrustStore,
  parseRetiredList,
  type SignerInfo,
  type TrustStore,
} from './trust';
export { createRoot, issueSigner, type KeyAndCertificate } from './keys';
export {
  ensureDemoIssuer,
  initRoot,
  ISSUER_FILES,
  issueSignerFiles,
  loadSigner,
  retireSerial,
} from './issuer-store';

// Issuer
export {
  buildLicensePayload,
  issueLicense,
  LicenseIssueError,
  newInstanceCode,
  type IssuedLicense,
  type IssueLicenseInput,
  type LicenseSigner,
} from './issue';
export {
  createRequestFile,
  parseRequestFile,
  REQUEST_ARMOUR_LABEL,
  type LicenseRequest,
} from './request-file';

// Verification and local status
export { verifyLicenseFile, type VerifiedLicense, type VerifyResult } from './verify';
export { evaluateLicense, type EvaluateInput, type LicenseEvaluation } from './evaluate';
export {
  importLicenseFile,
  type AcceptedImport,
  type ImportInput,
  type PendingRequest,
} from './import-license';
export { STATUS_RULES } from './status-rules';

// Fingerprint
export {
  collectFingerprint,
  FINGERPRINT_REFRESH_INTERVAL_MS,
  fingerprintCollector,
  systemFingerprintSources,
  type FingerprintCollector,
  type FingerprintSources,
} from './fingerprint/collect';
export { buildBaseline } from './fingerprint/baseline';
export { matchFingerprint, type FingerprintMatch } from './fingerprint/match';
export { normalizeFingerprint } from './fingerprint/normalize';

// State and time
export {
  advanceHighWaterMark,
  CLOCK_AHEAD_TOLERANCE_MS,
  CLOCK_ROLLBACK_TOLERANCE_MS,
  effectiveNow,
  HIGH_WATER_MARK_INTERVAL_MS,
  initialState,
  pickState,
  readState,
  serializeState,
  type LicenseStateRecord,
  type StateReading,
} from './state';
export {
  FileStateStore,
  loadState,
  MemoryStateStore,
  saveState,
  type LicenseStateStore,
} from './state-store';
