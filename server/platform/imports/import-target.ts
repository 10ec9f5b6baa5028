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
  /** Puts back the values updates replaced (the records loaded in one query, each saved with its hooks). */
  restoreMany(items: ReadonlyArray<{ id: string; previous: Record<string, unknown> }>): Promise<void>;
  /**
   * Removes records the import created, set-based (a DELETE per batch, their audit events in one
   * insert). Throws the database's refusal when another record still points at one of them.
   */
  removeMany(ids: readonly string[]): Promise<void>;
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
      if (!instance.get('id')) throw new Error(`${model.name}: createTracked needs ids minted before the insert`);
      await hooks.runHooks('beforeValidate', instance, {});
      await hooks.runHooks('beforeCreate', instance, {});
      await hooks.runHooks('beforeSave', instance, {});
    }
    // The rows are not read back (PostgreSQL would answer every column of every row): the ids are
    // minted here and the version is the updatedAt the insert wrote, as on SQLite.
    const created = await model.bulkCreate(
      chunk.map((instance) => instance.get({ plain: true }) as CreationAttributes<M>),
      { validate: true, returning: false },
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

export interface ModelTargetOptions {
  /** Attributes pointing at another record of the same table (a manager, a parent department). */
  selfReferences?: readonly string[];
}

/**
 * Ids in the order they can be deleted in: batches in which no record points at another record
 * still to be deleted (SQLite checks ON DELETE RESTRICT row by row, within one statement too).
 * A loop among them ends up in one last batch, which the database refuses.
 */
export function deletionBatches(rows: ReadonlyArray<{ id: string; refs: ReadonlyArray<string | null> }>): string[][] {
  const remaining = new Map(rows.map((r) => [r.id, r.refs.filter((ref): ref is string => ref !== null && ref !== r.id)]));
  const batches: string[][] = [];
  while (remaining.size) {
    const referenced = new Set<string>();
    for (const refs of remaining.values()) for (const ref of refs) if (remaining.has(ref)) referenced.add(ref);
    const batch = [...remaining.keys()].filter((id) => !referenced.has(id));
    const next = batch.length ? batch : [...remaining.keys()];
    for (const id of next) remaining.delete(id);
    batches.push(next);
  }
  return batches;
}

/** The restore / remove / versions of a model, for modules whose records need nothing more. */
export function modelImportTarget(model: ModelStatic<Model>, what: string, options: ModelTargetOptions = {}): ImportTargetBase {
  const selfReferences = options.selfReferences ?? [];
  return {
    async restoreMany(items) {
      if (!items.length) return;
      const loaded = new Map((await model.findAll({ where: { id: items.map((i) => i.id) } as never })).map((instance) => [String(instance.get('id')), instance]));
      for (const { id, previous } of items) {
        const instance = loaded.get(id);
        if (!instance) throw notFound(what, id);
        instance.set(previous);
        await instance.save();
      }
    },
    async removeMany(ids) {
      if (!ids.length) return;
      if (!selfReferences.length) {
        await model.destroy({ where: { id: [...ids] } as never });
        return;
      }
      const rows = (await model.findAll({ where: { id: [...ids] } as never, attributes: ['id', ...selfReferences], raw: true })) as unknown as Array<Record<string, string | null>>;
      for (const batch of deletionBatches(rows.map((r) => ({ id: r.id!, refs: selfReferences.map((field) => r[field]) })))) {
        await model.destroy({ where: { id: batch } as never });
      }
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
