import { Op, type WhereOptions } from 'sequelize';
import type { OnboardingTemplateInput } from '../../../../shared/schemas/onboarding';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { businessRule, notFound, type FieldError } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { Onboarding, OnboardingTemplate } from '../models';

export const ONBOARDING_TEMPLATE_SORTS = ['name', 'createdAt', 'updatedAt'] as const;

export async function findOnboardingTemplate(id: string): Promise<OnboardingTemplate> {
  const template = await OnboardingTemplate.findByPk(id);
  if (!template) throw notFound('Onboarding template', id);
  return template;
}

async function assertOwners(input: OnboardingTemplateInput): Promise<void> {
  const errors: FieldError[] = [];
  const users = await port('people').users(input.steps.map((s) => s.ownerUserId).filter((id): id is string => Boolean(id)));
  for (const [index, step] of input.steps.entries()) {
    if (step.ownerRoleId && !(await port('people').roleName(step.ownerRoleId))) errors.push({ path: `steps.${index}.ownerRoleId`, message: 'Unknown role' });
    if (step.ownerUserId && !users.get(step.ownerUserId)?.active) errors.push({ path: `steps.${index}.ownerUserId`, message: 'Unknown or inactive user' });
  }
  if (errors.length) throw businessRule('A step names an owner that does not exist', { errors });
}

export async function listOnboardingTemplates(filter: PageQuery & { active?: boolean; q?: string }): Promise<{ rows: OnboardingTemplate[]; count: number }> {
  const and: WhereOptions[] = [];
  if (filter.active !== undefined) and.push({ active: filter.active });
  if (filter.q) and.push({ name: { [Op.like]: `%${filter.q.replace(/[%_\\]/g, '_')}%` } });
  return OnboardingTemplate.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(filter, [['name', 'ASC'], ['id', 'ASC']]) });
}

export async function createOnboardingTemplate(input: OnboardingTemplateInput): Promise<OnboardingTemplate> {
  await assertOwners(input);
  return OnboardingTemplate.create({ name: input.name, description: input.description ?? null, active: input.active, steps: input.steps });
}

/** Onboardings already started keep the steps they were given. */
export async function updateOnboardingTemplate(id: string, input: OnboardingTemplateInput): Promise<OnboardingTemplate> {
  const template = await findOnboardingTemplate(id);
  await assertOwners(input);
  template.set({ name: input.name, description: input.description ?? null, active: input.active, steps: input.steps });
  await template.save();
  return template;
}

/** Removed when never used, deactivated otherwise. */
export async function deleteOnboardingTemplate(id: string): Promise<'DELETED' | 'DEACTIVATED'> {
  const template = await findOnboardingTemplate(id);
  if (await Onboarding.count({ where: { templateId: id } })) {
    template.active = false;
    await template.save();
    return 'DEACTIVATED';
  }
  await template.destroy();
  return 'DELETED';
}
