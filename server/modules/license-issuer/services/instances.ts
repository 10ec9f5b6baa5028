import { Op, Transaction, type WhereOptions } from 'sequelize';
import { duplicate, notFound, validationFailed } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { port } from '../../../platform/modules';
import { now } from '../../../platform/tenancy/context';
import { transition } from '../../../platform/state-machine';
import { parseRequestFile, newInstanceCode, type LicenseRequest } from '../../../platform/license';
import { DEFAULT_GRACE_PERIOD_DAYS, DEFAULT_MAX_OFFLINE_DAYS } from '../../../../shared/license';
import { buildSearchText, searchPatterns } from '../../../../shared/search';
import type { CreateLicenseInstanceInput, LicenseInstanceStatus, UpdateLicenseInstanceInput } from '../../../../shared/schemas/license-issuer';
import { LicenseInstance } from '../models/license-instance';
import { LicenseKey } from '../models/license-key';
import { LICENSE_INSTANCE_STATES } from '../states';

export const AUDIT_TARGET = 'LICENSE_INSTANCE' as const;

export async function findInstance(id: string): Promise<LicenseInstance> {
  const instance = await LicenseInstance.findByPk(id);
  if (!instance) throw notFound('License instance', id);
  return instance;
}

/** The instance with its row locked for the rest of the transaction: every change starts here. */
export async function lockInstance(id: string): Promise<LicenseInstance> {
  const instance = await LicenseInstance.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!instance) throw notFound('License instance', id);
  return instance;
}

export async function activeKeyOf(instanceId: string): Promise<LicenseKey | null> {
  return LicenseKey.findOne({ where: { instanceId, status: 'ACTIVE' } });
}

/** The request file, read strictly; a bad one is a field error on requestFile. */
export function readRequestFile(text: string): LicenseRequest {
  const parsed = parseRequestFile(text);
  if (!parsed.ok) throw validationFailed([{ path: 'requestFile', message: parsed.detail }], `The request file is not valid: ${parsed.detail}`);
  return parsed.request;
}

function requestColumns(request: LicenseRequest) {
  return {
    fingerprint: request.fingerprint,
    requestNonce: request.nonce,
    requestHash: request.requestHash,
    requestAppVersion: request.appVersion,
    requestCreatedAt: new Date(request.createdAt),
  };
}

async function refuseDeclaredRequest(request: LicenseRequest, exceptId?: string): Promise<void> {
  const other = await LicenseInstance.findOne({ where: { requestNonce: request.nonce } });
  if (other && other.id !== exceptId) throw duplicate(`This request file was already declared for instance ${other.instanceCode}`, 'requestFile');
}

function searchTextOf(i: Pick<LicenseInstance, 'instanceCode' | 'companyName' | 'contactName' | 'contactEmail' | 'registryNumber' | 'phone'>): string {
  return buildSearchText([i.instanceCode, i.companyName, i.contactName, i.contactEmail, i.registryNumber, i.phone]);
}

/** An instance code no other instance has (the unique index backs this check). */
async function freshInstanceCode(): Promise<string> {
  for (;;) {
    const code = newInstanceCode();
    if (!(await LicenseInstance.count({ where: { instanceCode: code } }))) return code;
  }
}

/**
 * Creates a PENDING instance with a new code; with a request file (declare), the machine's
 * fingerprint fields and the request's nonce and hash are stored from it. A request that already
 * names an instance belongs to that instance (PUT with the file), not to a new one.
 */
export async function createInstance(input: CreateLicenseInstanceInput, action: 'CREATED' | 'DECLARED'): Promise<LicenseInstance> {
  const request = input.requestFile ? readRequestFile(input.requestFile) : null;
  if (request?.instanceCode) {
    throw validationFailed(
      [{ path: 'requestFile', message: `This request comes from instance ${request.instanceCode}: update that instance with it` }],
      `The request file comes from the installed instance ${request.instanceCode}`,
    );
  }
  if (request) await refuseDeclaredRequest(request);
  const at = now();
  const fields = {
    instanceCode: await freshInstanceCode(),
    companyName: input.companyName,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    phone: input.phone ?? null,
    country: input.country,
    registryNumber: input.registryNumber ?? null,
  };
  const instance = await LicenseInstance.create({
    ...fields,
    fingerprint: {},
    requestNonce: null,
    requestHash: null,
    requestAppVersion: null,
    requestCreatedAt: null,
    ...(request ? requestColumns(request) : {}),
    status: 'PENDING',
    statusReason: null,
    activatedAt: null,
    expiresAt: null,
    gracePeriodDays: DEFAULT_GRACE_PERIOD_DAYS,
    maxOfflineDays: DEFAULT_MAX_OFFLINE_DAYS,
    searchText: searchTextOf(fields),
    createdAt: at,
    updatedAt: at,
  });
  await port('operatorAudit').record(`LICENSE_INSTANCE_${action}`, AUDIT_TARGET, instance.id, {
    instanceCode: instance.instanceCode,
    companyName: instance.companyName,
    requestHash: instance.requestHash,
  });
  return instance;
}

/** Identity fields, the grace period, and a new request file of the machine (renewal, hardware change). */
export async function updateInstance(id: string, input: UpdateLicenseInstanceInput): Promise<LicenseInstance> {
  const instance = await lockInstance(id);
  transition(LICENSE_INSTANCE_STATES, instance.status, 'update');
  const request = input.requestFile ? readRequestFile(input.requestFile) : null;
  if (request?.instanceCode && request.instanceCode !== instance.instanceCode) {
    throw validationFailed([{ path: 'requestFile', message: `This request comes from instance ${request.instanceCode}, not ${instance.instanceCode}` }]);
  }
  if (request) await refuseDeclaredRequest(request, instance.id);
  const fields = {
    companyName: input.companyName,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    phone: input.phone ?? null,
    country: input.country,
    registryNumber: input.registryNumber ?? null,
  };
  await instance.update({
    ...fields,
    ...(input.gracePeriodDays ? { gracePeriodDays: input.gracePeriodDays } : {}),
    ...(request ? requestColumns(request) : {}),
    searchText: searchTextOf({ ...fields, instanceCode: instance.instanceCode }),
    updatedAt: now(),
  });
  await port('operatorAudit').record('LICENSE_INSTANCE_UPDATED', AUDIT_TARGET, instance.id, {
    fields: Object.keys(input).filter((k) => k !== 'requestFile'),
    requestHash: request?.requestHash ?? null,
  });
  return instance;
}

/** Only a PENDING instance (no license issued yet) may be deleted. */
export async function deleteInstance(id: string): Promise<void> {
  const instance = await lockInstance(id);
  transition(LICENSE_INSTANCE_STATES, instance.status, 'delete');
  await instance.destroy();
  await port('operatorAudit').record('LICENSE_INSTANCE_DELETED', AUDIT_TARGET, instance.id, { instanceCode: instance.instanceCode });
}

export interface InstanceFilter extends PageQuery {
  q?: string;
  status?: LicenseInstanceStatus;
}

export async function listInstances(filter: InstanceFilter) {
  const and: WhereOptions[] = [];
  if (filter.status) and.push({ status: filter.status });
  for (const pattern of searchPatterns(filter.q)) and.push({ searchText: { [Op.like]: pattern } });
  const { rows, count } = await LicenseInstance.findAndCountAll({
    where: { [Op.and]: and },
    ...pageOptions(filter, [['createdAt', 'DESC'], ['id', 'ASC']]),
  });
  const active = rows.length
    ? await LicenseKey.findAll({ where: { instanceId: rows.map((r) => r.id), status: 'ACTIVE' }, attributes: ['id', 'instanceId'] })
    : [];
  const activeByInstance = new Map(active.map((k) => [k.instanceId, k.id]));
  return { rows: rows.map((r) => ({ instance: r, activeKeyId: activeByInstance.get(r.id) ?? null })), count };
}
