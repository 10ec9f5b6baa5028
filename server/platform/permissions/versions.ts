import { QueryTypes, type Model, type ModelStatic, type Sequelize, type Transaction } from 'sequelize';
import { ambientTransaction } from '../db/transaction';
import { currentContext } from '../tenancy/context';

/**
 * A version counter per access scope (a tenant id, or PLATFORM_SCOPE for operators), bumped in
 * the same transaction as any change to roles, role permissions, user assignments, user status
 * or a tenant's modules and status. Every server process reads it once per request and drops
 * what it cached for the scope when it moved: that is how a change made through one process
 * reaches all of them without a message bus.
 */
export const PLATFORM_SCOPE = 'platform';
/** Bumped when a change's scope cannot be told (bulk work across tenants): every reader sees it. */
export const GLOBAL_SCOPE = 'global';

export async function bumpAccessVersion(sequelize: Sequelize, scope: string, transaction?: Transaction | null): Promise<void> {
  await sequelize.query(
    `INSERT INTO access_versions (scope, version, updated_at) VALUES (:scope, 1, :now)
     ON CONFLICT (scope) DO UPDATE SET version = access_versions.version + 1, updated_at = :now`,
    { replacements: { scope, now: new Date() }, transaction: transaction ?? ambientTransaction() ?? null },
  );
}

/** The version a cache entry of this scope is valid for (the scope's counter plus the global one). */
export async function readAccessVersion(sequelize: Sequelize, scope: string): Promise<number> {
  const rows = await sequelize.query<{ version: number | string | null }>('SELECT SUM(version) AS version FROM access_versions WHERE scope IN (:scope, :global)', {
    replacements: { scope, global: GLOBAL_SCOPE },
    type: QueryTypes.SELECT,
    transaction: null,
  });
  return Number(rows[0]?.version ?? 0);
}

type HookOptions = { transaction?: Transaction | null };

/**
 * Bumps the access version whenever a row of `model` is created, changed or deleted, one by one
 * or in bulk, in the transaction of the change. `scopeOf` names the scope of a row; `fields`
 * limits updates to the columns that matter for access.
 */
export function bumpAccessVersionOnChange<M extends Model>(
  model: ModelStatic<M>,
  scopeOf: (instance: M) => string | null,
  fields?: readonly string[],
): void {
  const bump = (scope: string | null, options: HookOptions) => bumpAccessVersion(model.sequelize!, scope ?? currentContext()?.tenantId ?? GLOBAL_SCOPE, options.transaction);
  const matters = (instance: M) => !fields || fields.some((f) => instance.changed(f as keyof M['_attributes'] & string));
  model.addHook('afterCreate', (instance: M, options: HookOptions) => bump(scopeOf(instance), options));
  model.addHook('afterDestroy', (instance: M, options: HookOptions) => bump(scopeOf(instance), options));
  model.addHook('afterUpdate', async (instance: M, options: HookOptions) => {
    if (matters(instance)) await bump(scopeOf(instance), options);
  });
  model.addHook('afterBulkCreate', async (instances: M[], options: HookOptions) => {
    for (const scope of new Set(instances.map(scopeOf))) await bump(scope, options);
  });
  const bulk = async (options: HookOptions & { individualHooks?: boolean; attributes?: Record<string, unknown> }) => {
    if (options.individualHooks) return;
    if (fields && options.attributes && !fields.some((f) => f in options.attributes!)) return;
    await bump(null, options);
  };
  model.addHook('afterBulkUpdate', bulk);
  model.addHook('afterBulkDestroy', bulk);
}
