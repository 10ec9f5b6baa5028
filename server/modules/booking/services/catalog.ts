import { Problem, notFound, validationFailed, refusal } from '../../../platform/http/problem';
import type {
  AutoValidationBody,
  ResourceInput,
  ResourceTypeInput,
} from '../../../../shared/schemas/booking';
import type { z } from 'zod';
import { Resource, type ResourceStatus } from '../models/resource';
import { ResourceType } from '../models/resource-type';
import { canSwitchAutoValidation } from '../policy';
import type { Directory, Person } from './directory';
import { findResource } from './resources-lookup';

export async function findType(id: string): Promise<ResourceType> {
  const type = await ResourceType.findByPk(id);
  if (!type) throw notFound('Resource type', id);
  return type;
}

export async function createType(input: ResourceTypeInput): Promise<ResourceType> {
  return ResourceType.create({
    name: input.name,
    icon: input.icon ?? null,
    color: input.color ?? null,
    requiresOwner: input.requiresOwner ?? false,
    requiresValidation: input.requiresValidation ?? false,
    allowOwnerAutoValidate: input.allowOwnerAutoValidate ?? true,
  });
}

export async function updateType(id: string, input: ResourceTypeInput): Promise<ResourceType> {
  const type = await findType(id);
  await type.update({
    name: input.name,
    icon: input.icon ?? null,
    color: input.color ?? null,
    ...(input.requiresOwner !== undefined ? { requiresOwner: input.requiresOwner } : {}),
    ...(input.requiresValidation !== undefined ? { requiresValidation: input.requiresValidation } : {}),
    ...(input.allowOwnerAutoValidate !== undefined
      ? { allowOwnerAutoValidate: input.allowOwnerAutoValidate }
      : {}),
  });
  return type;
}

export async function deleteType(id: string): Promise<void> {
  const type = await findType(id);
  if ((await Resource.count({ where: { typeId: id } })) > 0)
    throw refusal('BUSINESS_RULE', 'booking.typeInUse');
  await type.destroy();
}

async function checkOwner(ownerId: string | null, type: ResourceType, directory: Directory): Promise<void> {
  if (ownerId === null) {
    if (type.requiresOwner)
      throw validationFailed(
        [{ path: 'ownerId', message: 'Resources of this type need an owner' }],
        'An owner is required',
      );
    return;
  }
  if (!(await directory.users([ownerId])).has(ownerId))
    throw validationFailed(
      [{ path: 'ownerId', message: 'Unknown user' }],
      'The owner is not a user of the company',
    );
}

/**
 * The people the owner picker offers: active users holding resource.owner (directly or through
 * booking.manage), the only owners who can decide on their resource's bookings.
 */
export function possibleOwners(directory: Directory): Promise<Person[]> {
  return directory.usersWithPermission('resource.owner');
}

async function typeFor(typeId: string): Promise<ResourceType> {
  const type = await ResourceType.findByPk(typeId);
  if (!type) throw validationFailed([{ path: 'typeId', message: 'Unknown resource type' }]);
  return type;
}

/** A new resource takes its type's defaults for what it does not say (autoValidate = no validation required). */
export async function createResource(input: ResourceInput, directory: Directory): Promise<Resource> {
  const type = await typeFor(input.typeId);
  const ownerId = input.ownerId ?? null;
  await checkOwner(ownerId, type, directory);
  const resource = await Resource.create({
    typeId: type.id,
    name: input.name,
    code: input.code,
    location: input.location ?? null,
    description: input.description ?? null,
    capacity: input.capacity ?? null,
    ownerId,
    status: 'ACTIVE',
    autoValidate: input.autoValidate ?? !type.requiresValidation,
    autoApproveAfterHours: input.autoApproveAfterHours ?? null,
  });
  resource.type = type;
  return resource;
}

export async function updateResource(
  id: string,
  input: ResourceInput,
  directory: Directory,
): Promise<Resource> {
  const resource = await findResource(id);
  const type =
    input.typeId === resource.typeId && resource.type ? resource.type : await typeFor(input.typeId);
  const ownerId = input.ownerId === undefined ? resource.ownerId : input.ownerId;
  await checkOwner(ownerId, type, directory);
  await resource.update({
    typeId: type.id,
    name: input.name,
    code: input.code,
    location: input.location === undefined ? resource.location : input.location,
    description: input.description === undefined ? resource.description : input.description,
    capacity: input.capacity === undefined ? resource.capacity : input.capacity,
    ownerId,
    ...(input.autoValidate !== undefined ? { autoValidate: input.autoValidate } : {}),
    ...(input.autoApproveAfterHours !== undefined
      ? { autoApproveAfterHours: input.autoApproveAfterHours }
      : {}),
  });
  resource.type = type;
  return resource;
}

/** Disabled resources take no new bookings; the bookings they have keep their course. */
export async function setStatus(id: string, status: ResourceStatus): Promise<Resource> {
  const resource = await findResource(id);
  if (resource.status === status)
    throw new Problem('INVALID_STATE', `The resource is already ${status}`, {
      currentStatus: resource.status,
    });
  await resource.update({ status });
  return resource;
}

export async function switchAutoValidation(
  id: string,
  input: z.infer<typeof AutoValidationBody>,
): Promise<Resource> {
  const resource = await findResource(id);
  if (!resource.type || !canSwitchAutoValidation(resource, resource.type)) {
    throw new Problem(
      'PERMISSION_DENIED',
      'Only catalogue managers, or the owner when the resource type allows it, switch auto-validation',
    );
  }
  await resource.update({
    autoValidate: input.autoValidate,
    ...(input.autoApproveAfterHours !== undefined
      ? { autoApproveAfterHours: input.autoApproveAfterHours }
      : {}),
  });
  return resource;
}
