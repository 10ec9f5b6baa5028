import { Op, fn, col, type WhereOptions } from 'sequelize';
import type { z } from 'zod';
import type { WorkflowEntityType } from '../../../shared/workflow';
import type { WorkflowDefinitionInput } from '../../../shared/schemas/workflow';
import { pageOptions, type PageQuery } from '../http/list';
import { notFound, businessRule, type FieldError } from '../http/problem';
import { workflowDirectory } from './services';
import { WorkflowDefinition, WorkflowInstance } from './models';
import type { DefinitionView } from '../../../shared/views/workflow';

export const DEFINITION_SORTS = ['name', 'entityType', 'createdAt', 'updatedAt'] as const;

export interface DefinitionFilter extends PageQuery {
  entityType?: WorkflowEntityType;
  active?: boolean;
}

export async function findDefinition(id: string): Promise<WorkflowDefinition> {
  const definition = await WorkflowDefinition.findByPk(id);
  if (!definition) throw notFound('Workflow definition', id);
  return definition;
}

/** Roles and users named by the steps must exist in the organisation (users: active ones). */
async function assertReferences(input: WorkflowDefinitionInput): Promise<void> {
  const directory = workflowDirectory();
  const errors: FieldError[] = [];
  const userIds = input.steps.map((s) => s.approverUserId).filter((id): id is string => Boolean(id));
  const users = userIds.length ? await directory.users(userIds) : new Map();
  for (const [index, step] of input.steps.entries()) {
    if (step.approverRoleId && !(await directory.roleName(step.approverRoleId))) {
      errors.push({ path: `steps.${index}.approverRoleId`, message: 'Unknown role' });
    }
    if (step.approverUserId && !users.get(step.approverUserId)?.active) {
      errors.push({ path: `steps.${index}.approverUserId`, message: 'Unknown or inactive user' });
    }
  }
  if (errors.length) throw businessRule('A step names an approver that does not exist', { errors });
}

/** One default definition per entity type: the new default takes the flag from the others. */
async function claimDefault(definition: WorkflowDefinition): Promise<void> {
  if (!definition.isDefault || !definition.active) return;
  const others = await WorkflowDefinition.findAll({ where: { entityType: definition.entityType, isDefault: true, id: { [Op.ne]: definition.id } } });
  for (const other of others) {
    other.isDefault = false;
    await other.save();
  }
}

export async function createDefinition(input: WorkflowDefinitionInput): Promise<WorkflowDefinition> {
  await assertReferences(input);
  const definition = await WorkflowDefinition.create({
    entityType: input.entityType,
    name: input.name,
    description: input.description ?? null,
    isDefault: input.isDefault && input.active,
    active: input.active,
    steps: input.steps,
  });
  await claimDefault(definition);
  return definition;
}

/** Replaces the definition; requests already started keep the steps they started with. */
export async function updateDefinition(id: string, input: WorkflowDefinitionInput): Promise<WorkflowDefinition> {
  const definition = await findDefinition(id);
  if (input.entityType !== definition.entityType && (await WorkflowInstance.count({ where: { definitionId: id } }))) {
    throw businessRule('The entity type of a definition already used by requests cannot change', {
      errors: [{ path: 'entityType', message: 'Already used by requests' }],
    });
  }
  await assertReferences(input);
  definition.set({
    entityType: input.entityType,
    name: input.name,
    description: input.description ?? null,
    isDefault: input.isDefault && input.active,
    active: input.active,
    steps: input.steps,
  });
  await definition.save();
  await claimDefault(definition);
  return definition;
}

/**
 * DELETE: a definition no request ever used is removed; one that was used is archived (inactive,
 * no longer the default) so the history of its requests keeps its name.
 */
export async function deleteDefinition(id: string): Promise<'DELETED' | 'ARCHIVED'> {
  const definition = await findDefinition(id);
  if (await WorkflowInstance.count({ where: { definitionId: id } })) {
    definition.active = false;
    definition.isDefault = false;
    await definition.save();
    return 'ARCHIVED';
  }
  await definition.destroy();
  return 'DELETED';
}

export async function listDefinitions(filter: DefinitionFilter): Promise<{ rows: WorkflowDefinition[]; count: number }> {
  const where: WhereOptions = {};
  if (filter.entityType) Object.assign(where, { entityType: filter.entityType });
  if (filter.active !== undefined) Object.assign(where, { active: filter.active });
  return WorkflowDefinition.findAndCountAll({ where, ...pageOptions(filter, [['entityType', 'ASC'], ['name', 'ASC'], ['id', 'ASC']]) });
}

export async function presentDefinitions(definitions: readonly WorkflowDefinition[]): Promise<z.infer<typeof DefinitionView>[]> {
  const directory = workflowDirectory();
  const ids = definitions.map((d) => d.id);
  const counts = ids.length
    ? ((await WorkflowInstance.findAll({
        attributes: ['definitionId', [fn('COUNT', col('id')), 'count']],
        where: { definitionId: { [Op.in]: ids } },
        group: ['definitionId'],
        raw: true,
      })) as unknown as Array<{ definitionId: string; count: number | string }>)
    : [];
  const countOf = new Map(counts.map((c) => [c.definitionId, Number(c.count)]));
  const userIds = definitions.flatMap((d) => d.steps.map((s) => s.approverUserId)).filter((id): id is string => Boolean(id));
  const users = userIds.length ? await directory.users(userIds) : new Map();
  const roleNames = new Map<string, string | null>();
  for (const roleId of new Set(definitions.flatMap((d) => d.steps.map((s) => s.approverRoleId)).filter((id): id is string => Boolean(id)))) {
    roleNames.set(roleId, await directory.roleName(roleId));
  }
  return definitions.map((d) => ({
    id: d.id,
    entityType: d.entityType,
    name: d.name,
    description: d.description ?? null,
    isDefault: d.isDefault,
    active: d.active,
    steps: d.steps.map((s) => ({
      name: s.name,
      kind: s.kind,
      approverType: s.approverType,
      approverRoleId: s.approverRoleId ?? null,
      approverRoleName: s.approverRoleId ? (roleNames.get(s.approverRoleId) ?? null) : null,
      approverUserId: s.approverUserId ?? null,
      approverUserName: s.approverUserId ? (users.get(s.approverUserId)?.name ?? null) : null,
      timeoutHours: s.timeoutHours ?? null,
      timeoutAction: s.timeoutAction ?? null,
    })),
    instanceCount: countOf.get(d.id) ?? 0,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  }));
}
