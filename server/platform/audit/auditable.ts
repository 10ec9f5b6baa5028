import type { CreateOptions, DestroyOptions, InstanceUpdateOptions, Model, ModelStatic, Transaction } from 'sequelize';
import type { AuditChange } from './model';
import { recordAuditEvent, recordAuditEvents, type AuditEntry } from './record';
import { registerAuditReadRule } from './registry';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AuditableOptions<M extends Model> {
  entityType: string;
  /** Permission code(s) that read this entity type's history (any one suffices). */
  readPermission: string | readonly string[];
  /** Record rule on top of the permission (own records only…). */
  canRead?: (entityId: string) => Promise<boolean>;
  /** Fields whose values never reach the trail: their changes read "[redacted]". */
  redact?: readonly string[];
  /** Bookkeeping fields: they are left out, and a change to them alone writes no event. */
  ignore?: readonly string[];
  /** Field whose change makes the action STATE_CHANGE instead of UPDATE (default `status`). */
  stateField?: string;
  /** The record whose history the change belongs to (default: the instance itself). */
  entityId?: (instance: M) => string;
  /** Action names (defaults CREATE, UPDATE, DELETE). */
  actions?: { create?: string; update?: string; destroy?: string };
  /** Tenant of the record (default: its tenantId attribute). Records without a tenant are not audited. */
  tenantOf?: (instance: M) => string | null;
}

const ALWAYS_IGNORED = ['id', 'tenantId', 'createdAt', 'updatedAt'];
const REDACTED = '[redacted]';

function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return '[binary]';
  if (typeof value === 'bigint') return value.toString();
  return value ?? null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(plain(a)) === JSON.stringify(plain(b));

/**
 * Makes a model auditable: every create, update (including state changes) and delete, one by
 * one or in bulk, writes an audit event inside the same transaction as the change, with the
 * actor taken from the request context. Bulk updates and deletes are run row by row so that each
 * record gets its own event with its before and after values (a bulk delete's events are written
 * together, after its one DELETE).
 */
export function auditable<M extends Model>(model: ModelStatic<M>, options: AuditableOptions<M>): ModelStatic<M> {
  const readPermission = typeof options.readPermission === 'string' ? [options.readPermission] : [...options.readPermission];
  const exists = options.entityId
    ? undefined
    : async (id: string) => UUID.test(id) && (await model.count({ where: { id } as never })) > 0;
  registerAuditReadRule({ entityType: options.entityType, readPermission, canRead: options.canRead, exists });
  const ignored = new Set([...ALWAYS_IGNORED, ...(options.ignore ?? [])]);
  const redacted = new Set(options.redact ?? []);
  const attributes = Object.keys(model.getAttributes());
  const stateField = options.stateField ?? (attributes.includes('status') ? 'status' : undefined);
  const tenantOf = options.tenantOf ?? ((instance: M) => (instance.get('tenantId') as string | null | undefined) ?? null);
  const entityIdOf = options.entityId ?? ((instance: M) => String(instance.get('id')));
  const shown = (field: string, value: unknown) => (redacted.has(field) ? REDACTED : plain(value));

  const write = async (instance: M, action: string, changes: AuditChange[], transaction?: Transaction | null) => {
    const tenantId = tenantOf(instance);
    if (!tenantId) return;
    await recordAuditEvent({ tenantId, entityType: options.entityType, entityId: entityIdOf(instance), action, changes }, transaction);
  };

  const snapshot = (instance: M, side: 'before' | 'after'): AuditChange[] =>
    attributes
      .filter((field) => !ignored.has(field) && instance.get(field) !== null && instance.get(field) !== undefined)
      .map((field) => {
        const value = shown(field, side === 'after' ? instance.get(field) : instance.previous(field) ?? instance.get(field));
        return side === 'after' ? { field, before: null, after: value } : { field, before: value, after: null };
      });

  model.addHook('afterCreate', async (instance: M, opts: CreateOptions) => {
    await write(instance, options.actions?.create ?? 'CREATE', snapshot(instance, 'after'), opts.transaction);
  });
  model.addHook('afterBulkCreate', async (instances: M[], opts: CreateOptions & { individualHooks?: boolean }) => {
    if (opts.individualHooks) return;
    const action = options.actions?.create ?? 'CREATE';
    const entries = instances
      .map((instance) => ({ tenantId: tenantOf(instance), entityType: options.entityType, entityId: entityIdOf(instance), action, changes: snapshot(instance, 'after') }))
      .filter((entry): entry is typeof entry & { tenantId: string } => entry.tenantId !== null);
    await recordAuditEvents(entries, opts.transaction);
  });
  const changesOf = (instance: M) =>
    ((instance.changed() || []) as string[])
      .filter((field) => !ignored.has(field) && !same(instance.previous(field), instance.get(field)))
      .map((field) => ({ field, before: shown(field, instance.previous(field)), after: shown(field, instance.get(field)) }));
  // A bulk update whose hooks set a different value per row (a derived column) saves each row
  // on its own without hooks, which forgets what changed before afterUpdate runs: the changes are
  // taken here, after every other before-save hook, and used when the instance no longer has them.
  const pending = new WeakMap<M, ReturnType<typeof changesOf>>();
  model.addHook('beforeSave', (instance: M) => {
    if (!instance.isNewRecord) pending.set(instance, changesOf(instance));
  });
  model.addHook('afterUpdate', async (instance: M, opts: InstanceUpdateOptions) => {
    const current = changesOf(instance);
    const changes = current.length > 0 ? current : (pending.get(instance) ?? []);
    pending.delete(instance);
    if (changes.length === 0) return;
    const isStateChange = stateField !== undefined && changes.some((c) => c.field === stateField);
    await write(instance, isStateChange ? 'STATE_CHANGE' : (options.actions?.update ?? 'UPDATE'), changes, opts.transaction);
  });
  // A bulk delete is one DELETE statement; its rows' events are gathered and written in one insert after it.
  const gathered = new WeakMap<DestroyOptions, AuditEntry[]>();
  model.addHook('afterDestroy', async (instance: M, opts: DestroyOptions) => {
    const action = options.actions?.destroy ?? 'DELETE';
    const queue = gathered.get(opts);
    const tenantId = queue ? tenantOf(instance) : null;
    if (queue && tenantId) queue.push({ tenantId, entityType: options.entityType, entityId: entityIdOf(instance), action, changes: snapshot(instance, 'before') });
    else if (!queue) await write(instance, action, snapshot(instance, 'before'), opts.transaction);
  });
  const rowByRow = (opts: { individualHooks?: boolean }) => {
    opts.individualHooks = true;
  };
  model.addHook('beforeBulkUpdate', rowByRow);
  model.addHook('beforeBulkDestroy', (opts: DestroyOptions) => {
    rowByRow(opts);
    gathered.set(opts, []);
  });
  model.addHook('afterBulkDestroy', async (opts: DestroyOptions) => {
    const queue = gathered.get(opts) ?? [];
    gathered.delete(opts);
    await recordAuditEvents(queue, opts.transaction);
  });
  return model;
}
