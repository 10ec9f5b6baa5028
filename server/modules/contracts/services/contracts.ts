import { Op, type WhereOptions } from 'sequelize';
import type { ContractStatus, ContractType } from '../../../../shared/contracts';
import type { CreateContractInput, UpdateContractInput } from '../../../../shared/schemas/contracts';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { businessRule, invalidState, notFound } from '../../../platform/http/problem';
import { transition } from '../../../platform/state-machine';
import { requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import { Contract } from '../models';
import { contractStates } from '../states';
import { findTemplate } from './templates';
import { currentCompany } from './values';

export const CONTRACT_SORTS = ['reference', 'startDate', 'endDate', 'status', 'type', 'createdAt'] as const;

export interface ContractFilter extends PageQuery {
  employeeId?: string;
  status?: ContractStatus;
  type?: ContractType;
  q?: string;
}

export async function findContract(id: string): Promise<Contract> {
  const contract = await Contract.findByPk(id);
  if (!contract) throw notFound('Contract', id);
  return contract;
}

/** `CTR-2026-00042`: prefix, year of creation, five-digit counter per tenant and year. */
export async function nextReference(year: number): Promise<string> {
  const prefix = `CTR-${year}-`;
  const rows = await Contract.findAll({ attributes: ['reference'], where: { reference: { [Op.like]: `${prefix}%` } }, raw: true });
  const max = rows.reduce((m, r) => Math.max(m, Number(r.reference.slice(prefix.length)) || 0), 0);
  return `${prefix}${String(max + 1).padStart(5, '0')}`;
}

const fieldError = (path: string, message: string) => businessRule(message, { errors: [{ path, message }] });

/** A template given for a contract must be active and of the contract's type. */
async function templateBody(templateId: string | null | undefined, type: ContractType): Promise<{ id: string; body: string; country: string } | null> {
  if (!templateId) return null;
  const template = await findTemplate(templateId).catch(() => {
    throw fieldError('templateId', 'Unknown contract template');
  });
  if (!template.active) throw fieldError('templateId', 'This template is no longer active');
  if (template.contractType !== type) throw fieldError('templateId', `This template is for ${template.contractType} contracts`);
  return { id: template.id, body: template.body, country: template.country };
}

/** A DRAFT for an employee who has not left, from a template (its text copied) or a text of its own. */
export async function createContract(input: CreateContractInput): Promise<Contract> {
  const ctx = requireContext();
  const employee = await port('people').requireEmployee(input.employeeId).catch(() => {
    throw fieldError('employeeId', 'Unknown employee');
  });
  if (employee.status === 'TERMINATED') throw fieldError('employeeId', 'This employee has left the organisation');
  const template = await templateBody(input.templateId, input.type);
  const body = input.body ?? template?.body;
  if (!body) throw fieldError('body', 'Give a template or the text of the contract');
  const company = await currentCompany();
  return Contract.create({
    reference: await nextReference(ctx.now().getUTCFullYear()),
    employeeId: employee.id,
    templateId: template?.id ?? null,
    type: input.type,
    status: 'DRAFT',
    country: template?.country ?? company.country,
    jobTitle: input.jobTitle ?? employee.jobTitle,
    salary: input.salary,
    currency: input.currency ?? company.currency,
    weeklyHours: input.weeklyHours ?? null,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    trialPeriodEndDate: input.trialPeriodEndDate ?? null,
    workLocation: input.workLocation ?? null,
    body,
    createdByUserId: ctx.userId,
  });
}

/** Only a DRAFT is edited in place; afterwards changes go through a signed amendment. */
export async function updateContract(id: string, input: UpdateContractInput): Promise<Contract> {
  const contract = await findContract(id);
  if (contract.status !== 'DRAFT') {
    const after = contract.status === 'SENT' ? 'once sent' : 'once signed: create an amendment';
    throw invalidState(contract.status, `edit the contract (${after})`);
  }
  transition(contractStates, contract.status, 'edit');
  const template = await templateBody(input.templateId, input.type);
  contract.set({
    type: input.type,
    templateId: template?.id ?? null,
    country: template?.country ?? contract.country,
    body: input.body,
    jobTitle: input.jobTitle ?? null,
    salary: input.salary,
    currency: input.currency ?? contract.currency,
    weeklyHours: input.weeklyHours ?? null,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    trialPeriodEndDate: input.trialPeriodEndDate ?? null,
    workLocation: input.workLocation ?? null,
  });
  await contract.save();
  return contract;
}

export async function listContracts(filter: ContractFilter): Promise<{ rows: Contract[]; count: number }> {
  const and: WhereOptions[] = [];
  if (filter.employeeId) and.push({ employeeId: filter.employeeId });
  if (filter.status) and.push({ status: filter.status });
  if (filter.type) and.push({ type: filter.type });
  if (filter.q) and.push({ [Op.or]: [{ reference: { [Op.like]: `%${filter.q.replace(/[%_\\]/g, '_')}%` } }, { jobTitle: { [Op.like]: `%${filter.q.replace(/[%_\\]/g, '_')}%` } }] });
  return Contract.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['createdAt', 'DESC'], ['id', 'ASC']]) });
}

/** The employee's contract in force (ACTIVE or AMENDED), if any. */
export async function contractInForce(employeeId: string, exceptId?: string): Promise<Contract | null> {
  return Contract.findOne({ where: { employeeId, status: { [Op.in]: ['ACTIVE', 'AMENDED'] }, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } });
}
