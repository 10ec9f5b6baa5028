import { Op, Transaction } from 'sequelize';
import { loadState, type LicenseStateStore, type PendingRequest, type StateReading } from '../../../platform/license';
import { INSTALLATION_ID, LicenseInstallation } from '../models/license-installation';
import { LicenseRequest } from '../models/license-request';

/** How many exported requests stay pending at most (the oldest are forgotten past it). */
export const MAX_PENDING_REQUESTS = 20;

/** The database copy of the state record: the `state_record` of the installation's row, in the ambient transaction. */
export const databaseStateStore: LicenseStateStore = {
  async read() {
    const row = await LicenseInstallation.findByPk(INSTALLATION_ID);
    return row?.stateRecord ?? undefined;
  },
  async write(text) {
    await LicenseInstallation.update({ stateRecord: text }, { where: { id: INSTALLATION_ID } });
  },
};

/**
 * The installation's row, locked until the ambient transaction ends: activation, refresh and
 * request export each hold it, so they never interleave, in this process or another one.
 */
export async function lockInstallation(): Promise<LicenseInstallation> {
  const row = await LicenseInstallation.findByPk(INSTALLATION_ID, { lock: Transaction.LOCK.UPDATE });
  if (row) return row;
  // The migration inserts the row; a database emptied by hand gets it back.
  await LicenseInstallation.create({ id: INSTALLATION_ID });
  return (await LicenseInstallation.findByPk(INSTALLATION_ID, { lock: Transaction.LOCK.UPDATE }))!;
}

/**
 * The newer valid copy of the state record: the database row's or the DATA_DIR file's. Called
 * with the row locked, so the database copy read is the one the transaction will replace.
 */
export function readInstallationState(file: LicenseStateStore, key: Uint8Array): Promise<StateReading> {
  return loadState([databaseStateStore, file], key);
}

export async function pendingRequests(): Promise<PendingRequest[]> {
  const rows = await LicenseRequest.findAll({ order: [['createdAt', 'DESC']], limit: MAX_PENDING_REQUESTS });
  return rows.map((r) => ({ nonce: r.nonce, requestHash: r.requestHash }));
}

/** Keeps a new pending request, forgetting the oldest past MAX_PENDING_REQUESTS. */
export async function keepPendingRequest(request: { nonce: string; requestHash: string; instanceCode: string | null; createdAt: Date }): Promise<void> {
  await LicenseRequest.create(request);
  const kept = await LicenseRequest.findAll({ attributes: ['nonce'], order: [['createdAt', 'DESC'], ['nonce', 'ASC']], limit: MAX_PENDING_REQUESTS });
  await LicenseRequest.destroy({ where: { nonce: { [Op.notIn]: kept.map((r) => r.nonce) } } });
}

export async function forgetRequest(nonce: string): Promise<void> {
  await LicenseRequest.destroy({ where: { nonce } });
}
