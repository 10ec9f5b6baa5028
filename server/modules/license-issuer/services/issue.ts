import { randomUUID } from 'node:crypto';
import { businessRule, Problem, validationFailed } from '../../../platform/http/problem';
import { afterCommit } from '../../../platform/db/transaction';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { transition } from '../../../platform/state-machine';
import { issueLicense, LicenseIssueError, loadSigner, type LicenseSigner } from '../../../platform/license';
import type { FingerprintFields, LicensePayload } from '../../../../shared/license';
import type { IssueLicenseBodyInput } from '../../../../shared/schemas/license-issuer';
import { LicenseKey } from '../models/license-key';
import { LICENSE_INSTANCE_STATES } from '../states';
import { AUDIT_TARGET, lockInstance } from './instances';
import { sendIssuedLicenses } from './mail';

/** The current signing key of LICENSE_ISSUER_DIR; without one the platform cannot issue licenses. */
export async function issuerSigner(issuerDir: string): Promise<LicenseSigner> {
  try {
    return await loadSigner(issuerDir);
  } catch {
    throw new Problem('SERVICE_UNAVAILABLE', 'The license issuer has no signing key: set LICENSE_ISSUER_DIR up with `npm run license -- issue-signer`');
  }
}

/**
 * Issues a signed `.lic` for the instance: a new key (sequence +1, renewedFromKeyId → the previous
 * one, which becomes RENEWED), the instance ACTIVE with its activation and expiry dates, the file
 * mailed to the contact by the mail job, run as soon as the transaction commits. The instance row is locked and
 * one ACTIVE key per instance is a unique index: of concurrent issuances each renews the one before.
 */
export async function issueInstanceLicense(instanceId: string, input: IssueLicenseBodyInput, signer: LicenseSigner): Promise<LicenseKey> {
  const instance = await lockInstance(instanceId);
  const status = transition(LICENSE_INSTANCE_STATES, instance.status, 'issue');
  const issuedAt = now();
  if (input.expiresAt <= issuedAt) throw validationFailed([{ path: 'expiresAt', message: 'The license must expire after today' }]);
  const fingerprint = instance.fingerprint as FingerprintFields;
  if (!fingerprint.machineId && !fingerprint.motherboardSerial) {
    throw businessRule("The machine is unknown: declare the installation's request file before issuing a license", {
      errors: [{ path: 'requestFile', message: 'No request file declared' }],
    });
  }
  const latest = await LicenseKey.findOne({ where: { instanceId }, order: [['sequence', 'DESC']] });
  const keyId = randomUUID();
  let issued;
  try {
    issued = await issueLicense(signer, {
      licenseKeyId: keyId,
      renewedFromKeyId: latest?.id ?? null,
      sequence: (latest?.sequence ?? 0) + 1,
      instanceCode: instance.instanceCode,
      company: { name: instance.companyName, country: instance.country as LicensePayload['company']['country'], registryNumber: instance.registryNumber },
      modules: input.modules,
      issuedAt,
      expiresAt: input.expiresAt,
      gracePeriodDays: input.gracePeriodDays ?? instance.gracePeriodDays,
      request: instance.requestNonce && instance.requestHash ? { nonce: instance.requestNonce, requestHash: instance.requestHash } : null,
      fingerprint,
    });
  } catch (err) {
    if (err instanceof LicenseIssueError) throw businessRule(err.message);
    throw err;
  }
  if (latest?.status === 'ACTIVE') await latest.update({ status: 'RENEWED', endedAt: issuedAt });
  const operator = port('operatorAudit').actingOperator();
  const key = await LicenseKey.create({
    id: keyId,
    instanceId,
    sequence: issued.payload.sequence,
    status: 'ACTIVE',
    licValue: issued.licValue,
    payloadJson: issued.payloadJson,
    issuedAt,
    expiresAt: new Date(issued.payload.expiresAt),
    renewedFromKeyId: issued.payload.renewedFromKeyId,
    issuedByOperatorId: operator.operatorId,
    issuedByOperatorEmail: operator.operatorEmail,
    createdAt: issuedAt,
  });
  await instance.update({
    status,
    statusReason: null,
    activatedAt: instance.activatedAt ?? issuedAt,
    expiresAt: key.expiresAt,
    gracePeriodDays: issued.payload.gracePeriodDays,
    maxOfflineDays: issued.payload.maxOfflineDays,
    updatedAt: issuedAt,
  });
  await port('operatorAudit').record('LICENSE_ISSUED', AUDIT_TARGET, instance.id, {
    instanceCode: instance.instanceCode,
    keyId,
    sequence: key.sequence,
    renewedFromKeyId: key.renewedFromKeyId,
    expiresAt: issued.payload.expiresAt,
    modules: issued.payload.modules.map((m) => m.module),
  });
  // The mail job sends the file once the key is committed (and again at its next run if this one is busy).
  await afterCommit(() => sendIssuedLicenses());
  return key;
}
