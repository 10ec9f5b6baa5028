import type { CreationAttributes, Model, ModelStatic } from 'sequelize';
import { notFound } from '../http/problem';

/**
 * What a module offers the bulk import for one kind of record, as plain values: the bulk import
 * module calls it through the module's port and never sees a model. `previous` holds the
 * values an update replaced (enough to put them back); `version` is the record's updatedAt
 * after the import wrote it, so a later change is noticed before a rollback.
 */
export interface TrackedWrite {
  id: string;
  previous: Record<string, unknown> | null;
  version: string;
}

export interface ImportTargetBase {
  /** Puts back the values an update replaced. */
  restore(id: string, previous: Record<string, unknown>): Promise<void>;
  /** Removes a record the import created. */
  remove(id: string): Promise<void>;
  /** The current updatedAt (ISO) of each record still there. */
  versions(ids: readonly string[]): Promise<Map<string, string>>;
}

const plain = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

/** Saves an instance and answers what the save replaced (nothing for a creation). */
export async function saveTracked(instance: Model): Promise<TrackedWrite> {
  const isNew = instance.isNewRecord;
  const changed = (instance.changed() || []) as string[];
  const previous = isNew ? null : Object.fromEntries(changed.map((field) => [field, plain(instance.previous(field))]));
  await instance.save();
  return { id: String(instance.get('id')), previous, version: versionOf(instance) };
}

const CREATE_CHUNK = 500;

/**
 * Creates records in multi-row INSERTs of CREATE_CHUNK rows. Each item becomes an instance only
 * when its chunk is written (`toInstance`; ids are minted then unless the item carries one), goes
 * through the model's own before-save hooks and validation, and the chunk is inserted with the
 * model's bulk hooks (tenant stamp, audit trail). Answers one TrackedWrite per item, in order;
 * `onChunk` hears how many were written so far.
 */
export async function createTracked<M extends Model, T>(
  model: ModelStatic<M>,
  items: readonly T[],
  toInstance: (item: T) => M,
  onChunk?: (written: number) => void | Promise<void>,
): Promise<TrackedWrite[]> {
  const writes: TrackedWrite[] = [];
  const hooks = model as unknown as { runHooks(name: string, ...args: unknown[]): Promise<void> };
  for (let i = 0; i < items.length; i += CREATE_CHUNK) {
    const chunk = items.slice(i, i + CREATE_CHUNK).map(toInstance);
    for (const instance of chunk) {
      await hooks.runHooks('beforeValidate', instance, {});
      await hooks.runHooks('beforeCreate', instance, {});
      await hooks.runHooks('beforeSave', instance, {});
    }
    const created = await model.bulkCreate(
      chunk.map((instance) => instance.get({ plain: true }) as CreationAttributes<M>),
      { validate: true },
    );
    for (const instance of created) writes.push({ id: String(instance.get('id')), previous: null, version: versionOf(instance) });
    await onChunk?.(writes.length);
  }
  return writes;
}

export function versionOf(instance: Model): string {
  const updatedAt = instance.get('updatedAt') as Date | string | null;
  return updatedAt instanceof Date ? updatedAt.toISOString() : new Date(String(updatedAt)).toISOString();
}

/** The restore / remove / versions of a model, for modules whose records need nothing more. */
export function modelImportTarget(model: ModelStatic<Model>, what: string): ImportTargetBase {
  return {
    async restore(id, previous) {
      const instance = await model.findByPk(id);
      if (!instance) throw notFound(what, id);
      instance.set(previous);
      await instance.save();
    },
    async remove(id) {
      const instance = await model.findByPk(id);
      if (instance) await instance.destroy();
    },
    async versions(ids) {
      const found = new Map<string, string>();
      for (let i = 0; i < ids.length; i += 500) {
        const rows = await model.findAll({ where: { id: ids.slice(i, i + 500) } as never, attributes: ['id', 'updatedAt'] });
        for (const row of rows) found.set(String(row.get('id')), versionOf(row));
      }
      return found;
    },
  };
}
