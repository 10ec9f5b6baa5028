import { Op, type WhereOptions } from 'sequelize';
import type { ContractType } from '../../../../shared/contracts';
import type { ContractTemplateInput } from '../../../../shared/schemas/contracts';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { businessRule, notFound } from '../../../platform/http/problem';
import { Contract, ContractTemplate } from '../models';

export const TEMPLATE_SORTS = ['name', 'country', 'contractType', 'createdAt'] as const;

export interface TemplateFilter extends PageQuery {
  country?: string;
  type?: ContractType;
  active?: boolean;
  shared?: boolean;
  q?: string;
}

/** A template the tenant sees: its own or a shared one. */
export async function findTemplate(id: string): Promise<ContractTemplate> {
  const template = await ContractTemplate.findByPk(id);
  if (!template) throw notFound('Contract template', id);
  return template;
}

async function findOwnTemplate(id: string, action: string): Promise<ContractTemplate> {
  const template = await findTemplate(id);
  if (template.shared) throw businessRule(`A shared template cannot be ${action}: duplicate it to adapt it`);
  return template;
}

export async function listTemplates(filter: TemplateFilter): Promise<{ rows: ContractTemplate[]; count: number }> {
  const and: WhereOptions[] = [];
  if (filter.country) and.push({ country: filter.country });
  if (filter.type) and.push({ contractType: filter.type });
  if (filter.active !== undefined) and.push({ active: filter.active });
  if (filter.shared !== undefined) and.push({ tenantId: filter.shared ? null : { [Op.ne]: null } });
  if (filter.q) and.push({ name: { [Op.like]: `%${filter.q.replace(/[%_\\]/g, '_')}%` } });
  return ContractTemplate.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['country', 'ASC'], ['contractType', 'ASC'], ['name', 'ASC'], ['id', 'ASC']]) });
}

export async function createTemplate(input: ContractTemplateInput): Promise<ContractTemplate> {
  return ContractTemplate.create({ ...input, contractType: input.contractType, description: input.description ?? null });
}

export async function updateTemplate(id: string, input: ContractTemplateInput): Promise<ContractTemplate> {
  const template = await findOwnTemplate(id, 'changed');
  template.set({ ...input, description: input.description ?? null });
  await template.save();
  return template;
}

/** Removed when no contract was made from it, deactivated otherwise (contracts keep their text anyway). */
export async function deleteTemplate(id: string): Promise<'DELETED' | 'DEACTIVATED'> {
  const template = await findOwnTemplate(id, 'deleted');
  if (await Contract.count({ where: { templateId: id } })) {
    template.active = false;
    await template.save();
    return 'DEACTIVATED';
  }
  await template.destroy();
  return 'DELETED';
}

/** A tenant copy of any visible template, to adapt. */
export async function duplicateTemplate(id: string): Promise<ContractTemplate> {
  const source = await findTemplate(id);
  return ContractTemplate.create({
    name: `${source.name} (copie)`.slice(0, 150),
    country: source.country,
    contractType: source.contractType,
    language: source.language,
    description: source.description,
    body: source.body,
    active: true,
  });
}
