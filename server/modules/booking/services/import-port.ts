import { modelImportTarget, saveTracked, type ImportTargetBase, type TrackedWrite } from '../../../platform/imports/import-target';
import { Resource } from '../models/resource';
import { ResourceType } from '../models/resource-type';

export interface ResourceTypeRecord {
  id: string;
  name: string;
  icon: string | null;
  color: string | null;
  requiresValidation: boolean;
}
export interface ResourceRecord {
  id: string;
  code: string;
  name: string;
  typeId: string;
  location: string | null;
  capacity: number | null;
}

/** The booking module's side of the bulk import: resource types and resources, as plain values. */
export interface BookingImportPort {
  types: ImportTargetBase & {
    list(): Promise<ResourceTypeRecord[]>;
    save(id: string | null, input: Omit<ResourceTypeRecord, 'id'>): Promise<TrackedWrite>;
  };
  resources: ImportTargetBase & {
    list(): Promise<ResourceRecord[]>;
    save(id: string | null, input: Omit<ResourceRecord, 'id'>): Promise<TrackedWrite>;
  };
}

export const bookingImportPort: BookingImportPort = {
  types: {
    ...modelImportTarget(ResourceType, 'Resource type'),
    list: () => ResourceType.findAll({ attributes: ['id', 'name', 'icon', 'color', 'requiresValidation'], raw: true }),
    async save(id, input) {
      const type = id ? await ResourceType.findByPk(id) : ResourceType.build({ name: input.name, allowOwnerAutoValidate: true, requiresOwner: false });
      if (!type) throw new Error(`Resource type ${id} disappeared during the import`);
      type.set(input);
      return saveTracked(type);
    },
  },
  resources: {
    ...modelImportTarget(Resource, 'Resource'),
    list: () => Resource.findAll({ attributes: ['id', 'code', 'name', 'typeId', 'location', 'capacity'], raw: true }),
    async save(id, input) {
      const resource = id ? await Resource.findByPk(id) : Resource.build({ ...input, status: 'ACTIVE' });
      if (!resource) throw new Error(`Resource ${id} disappeared during the import`);
      resource.set(input);
      if (!id) {
        const type = await ResourceType.findByPk(input.typeId, { attributes: ['requiresValidation'] });
        resource.autoValidate = !type?.requiresValidation;
      }
      return saveTracked(resource);
    },
  },
};
