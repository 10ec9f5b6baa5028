import { Op, Transaction } from 'sequelize';
import { AMENDABLE_FIELDS, IN_FORCE_STATUSES, type AmendableField } from '../../../../shared/contracts';
import type { CreateAmendmentInput } from '../../../../shared/schemas/contracts';
import type { ScheduledJob } from '../../../platform/modules';
import { businessRule, notFound, type FieldError, refusal } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { requireContext } from '../../../platform/tenancy/context';
import { Contract, ContractAmendment } from '../models';
import type { AmendmentValues } from '../models/contract-amendment';
import { amendmentStates, contractStates } from '../states';
import { findContract } from './contracts';
import { storeSignedProof } from './proof';

const today = () => requireContext().now().toISOString().slice(0, 10);

export async function findAmendment(contractId: string, amendmentId: string): Promise<ContractAmendment> {
  const amendment = await ContractAmendment.findOne({ where: { id: amendmentId, contractId } });
  if (!amendment) throw notFound('Amendment', amendmentId);
  return amendment;
}

export async function amendmentsOf(contractId: string): Promise<ContractAmendment[]> {
  return ContractAmendment.findAll({ where: { contractId }, order: [['number', 'ASC']] });
}

/** The contract's terms once the changes are applied must still hold together. */
function checkChanges(contract: Contract, input: CreateAmendmentInput): FieldError[] {
  const errors: FieldError[] = [];
  const changes = input.changes;
  for (const field of AMENDABLE_FIELDS) {
    if (changes[field] !== undefined && changes[field] === contract.get(field)) errors.push({ path: `changes.${field}`, message: 'Same as the current value' });
  }
  if (input.effectiveDate < contract.startDate) errors.push({ path: 'effectiveDate', message: 'Before the start of the contract' });
  if (changes.endDate !== undefined) {
    if (contract.type === 'CDI') errors.push({ path: 'changes.endDate', message: 'A CDI has no end date' });
    else if (changes.endDate <= contract.startDate || changes.endDate < input.effectiveDate) errors.push({ path: 'changes.endDate', message: 'Must be after the start and the effective date' });
  }
  const endDate = changes.endDate ?? contract.endDate;
  const trial = changes.trialPeriodEndDate;
  if (trial !== undefined && (trial < contract.startDate || (endDate && trial > endDate))) {
    errors.push({ path: 'changes.trialPeriodEndDate', message: 'Must fall within the contract' });
  }
  return errors;
}

/** A DRAFT amendment of a contract in force; it changes nothing until it is signed and due. */
export async function createAmendment(contractId: string, input: CreateAmendmentInput): Promise<ContractAmendment> {
  const contract = await findContract(contractId);
  transition(contractStates, contract.status, 'amend');
  const errors = checkChanges(contract, input);
  if (errors.length) throw businessRule('The amendment does not fit the contract', { errors });
  const last = (await ContractAmendment.max('number', { where: { contractId } })) as number | null;
  const changes = Object.fromEntries(AMENDABLE_FIELDS.filter((f) => input.changes[f] !== undefined).map((f) => [f, input.changes[f] as string | number]));
  return ContractAmendment.create({
    contractId,
    number: (last ?? 0) + 1,
    status: 'DRAFT',
    effectiveDate: input.effectiveDate,
    reason: input.reason,
    changes,
    createdByUserId: requireContext().userId,
  });
}

/**
 * Applies a signed amendment: the previous values are kept on it, the contract takes the new
 * terms and becomes AMENDED. A new end or trial date is announced again by the alert job.
 */
async function applyAmendment(amendment: ContractAmendment, contract: Contract): Promise<boolean> {
  if (!IN_FORCE_STATUSES.includes(contract.status)) {
    amendment.status = transition(amendmentStates, amendment.status, 'lapse');
    amendment.cancelledAt = requireContext().now();
    await amendment.save();
    return false;
  }
  const previous: AmendmentValues = {};
  for (const [field, value] of Object.entries(amendment.changes) as Array<[AmendableField, string | number]>) {
    previous[field] = (contract.get(field) as string | number | null) ?? null;
    contract.set(field, value as never);
    if (field === 'endDate') contract.endAlertSentAt = null;
    if (field === 'trialPeriodEndDate') contract.trialAlertSentAt = null;
  }
  contract.status = transition(contractStates, contract.status, 'amend');
  await contract.save();
  amendment.set({ status: transition(amendmentStates, amendment.status, 'apply'), previousValues: previous, appliedAt: requireContext().now() });
  await amendment.save();
  return true;
}

/** DRAFT → SIGNED with its signed copy; applied at once when its effective date has come. */
export async function signAmendment(contractId: string, amendmentId: string, file: Pick<Express.Multer.File, 'buffer'> | undefined, signedOn: string | undefined): Promise<ContractAmendment> {
  const contract = await findContract(contractId);
  const amendment = await findAmendment(contractId, amendmentId);
  const next = transition(amendmentStates, amendment.status, 'sign');
  const day = signedOn ?? today();
  if (day > today()) throw refusal('BUSINESS_RULE', 'contract.signedInFuture', {}, { errors: [{ path: 'signedOn', message: 'In the future' }] });
  const stored = await storeSignedProof(file, `avenant-${contract.reference}-${amendment.number}-signe`);
  amendment.set({ status: next, signedAt: requireContext().now(), signedOn: day, signedDocumentId: stored.id, signedFilename: stored.filename });
  await amendment.save();
  if (amendment.effectiveDate <= today()) await applyAmendment(amendment, contract);
  return amendment;
}

export async function cancelAmendment(contractId: string, amendmentId: string): Promise<ContractAmendment> {
  const amendment = await findAmendment(contractId, amendmentId);
  amendment.status = transition(amendmentStates, amendment.status, 'cancel');
  amendment.cancelledAt = requireContext().now();
  await amendment.save();
  return amendment;
}

export const APPLY_AMENDMENTS_JOB = 'contracts.apply-amendments';

/** Signed amendments whose effective date has come, each applied in its tenant and transaction. */
export const applyAmendmentsJob: ScheduledJob<{ id: string }> = {
  name: APPLY_AMENDMENTS_JOB,
  schedule: '5 0 * * *',
  scope: 'tenant',
  items: ({ now }) =>
    ContractAmendment.findAll({
      where: { status: 'SIGNED', effectiveDate: { [Op.lte]: now.toISOString().slice(0, 10) } },
      attributes: ['id'],
      order: [['effectiveDate', 'ASC'], ['number', 'ASC']],
    }),
  describe: (a) => `amendment ${a.id}`,
  async handle({ id }) {
    const amendment = await ContractAmendment.findByPk(id, { lock: Transaction.LOCK.UPDATE });
    if (!amendment || amendment.status !== 'SIGNED') return;
    await applyAmendment(amendment, await findContract(amendment.contractId));
  },
};
