import { afterCommit } from '../../../platform/db/transaction';
import { Op } from 'sequelize';
import type { TerminateContractInput } from '../../../../shared/schemas/contracts';
import { refusal } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import { Contract, ContractAmendment } from '../models';
import { amendmentStates, contractStates } from '../states';
import { contractInForce, findContract } from './contracts';
import { contractPdf } from './document';
import { appServices } from '../../../platform/modules';
import { storeSignedProof } from './proof';

const today = () => requireContext().now().toISOString().slice(0, 10);

/** DRAFT → SENT; the PDF is mailed to the employee for signature when they have an email. */
export async function sendContract(
  id: string,
  notifyEmployee: boolean,
): Promise<{ contract: Contract; sentTo: string | null }> {
  const contract = await findContract(id);
  contract.status = transition(contractStates, contract.status, 'send');
  contract.sentAt = requireContext().now();
  await contract.save();
  const employee = await port('people').requireEmployee(contract.employeeId);
  if (!notifyEmployee || !employee.email) return { contract, sentTo: null };
  const to = employee.email;
  // The PDF is rendered once the status change has committed: rendering holds no writer lock.
  await afterCommit(async () => {
    const pdf = await contractPdf(contract, []);
    await appServices().mail.send({
      to,
      subject: `Votre contrat de travail ${contract.reference} à signer`,
      text: [
        `Bonjour ${employee.firstName},`,
        '',
        `Vous trouverez ci-joint votre contrat (${contract.reference}). Merci de le relire, de le signer et de le remettre au service des ressources humaines.`,
        '',
        `— Please find attached your contract ${contract.reference} for signature.`,
      ].join('\n'),
      attachments: [
        { filename: `contrat-${contract.reference}.pdf`, content: pdf, contentType: 'application/pdf' },
      ],
    });
  });
  return { contract, sentTo: to };
}

/** SENT → SIGNED with the signed copy (PDF or scan) stored as a document. */
export async function signContract(
  id: string,
  file: Pick<Express.Multer.File, 'buffer'> | undefined,
  signedOn: string | undefined,
): Promise<Contract> {
  const contract = await findContract(id);
  const next = transition(contractStates, contract.status, 'sign');
  const day = signedOn ?? today();
  if (day > today())
    throw refusal(
      'BUSINESS_RULE',
      'contract.signedInFuture',
      {},
      { errors: [{ path: 'signedOn', message: 'In the future' }] },
    );
  const stored = await storeSignedProof(file, `contrat-${contract.reference}-signe`);
  contract.set({
    status: next,
    signedAt: requireContext().now(),
    signedOn: day,
    signedDocumentId: stored.id,
    signedFilename: stored.filename,
  });
  await contract.save();
  return contract;
}

/** SIGNED → ACTIVE, unless the employee left or already has another contract in force. */
export async function activateContract(id: string): Promise<Contract> {
  const contract = await findContract(id);
  const next = transition(contractStates, contract.status, 'activate');
  const employee = await port('people').requireEmployee(contract.employeeId);
  if (employee.status === 'TERMINATED') throw refusal('BUSINESS_RULE', 'contract.employeeLeft');
  const other = await contractInForce(contract.employeeId, contract.id);
  if (other)
    throw refusal(
      'BUSINESS_RULE',
      'contract.otherInForce',
      { reference: other.reference },
      { contractId: other.id },
    );
  contract.status = next;
  contract.activatedAt = requireContext().now();
  await contract.save();
  return contract;
}

/** ACTIVE or AMENDED → TERMINATED with a reason and an effective date (not before the start). */
export async function terminateContract(id: string, input: TerminateContractInput): Promise<Contract> {
  const contract = await findContract(id);
  const next = transition(contractStates, contract.status, 'terminate');
  if (input.effectiveDate < contract.startDate) {
    throw refusal(
      'BUSINESS_RULE',
      'contract.terminationBeforeStart',
      {},
      { errors: [{ path: 'effectiveDate', message: 'Before the start date' }] },
    );
  }
  contract.set({
    status: next,
    terminatedAt: requireContext().now(),
    terminationDate: input.effectiveDate,
    terminationReason: input.reason,
  });
  await contract.save();
  // Signed amendments that had not taken effect never will.
  const waiting = await ContractAmendment.findAll({
    where: { contractId: contract.id, status: { [Op.in]: ['DRAFT', 'SIGNED'] } },
  });
  for (const amendment of waiting) {
    amendment.status = transition(
      amendmentStates,
      amendment.status,
      amendment.status === 'DRAFT' ? 'cancel' : 'lapse',
    );
    amendment.cancelledAt = requireContext().now();
    await amendment.save();
  }
  return contract;
}

/** Ends the employee's contract in force when they leave (offboarding); null when there is none. */
export async function terminateContractInForce(
  employeeId: string,
  reason: string,
  effectiveDate: string,
): Promise<Contract | null> {
  const contract = await contractInForce(employeeId);
  if (!contract) return null;
  return terminateContract(contract.id, {
    reason,
    effectiveDate: effectiveDate < contract.startDate ? contract.startDate : effectiveDate,
  });
}
