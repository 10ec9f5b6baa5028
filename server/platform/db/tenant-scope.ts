import { Op, QueryTypes, type Model, type ModelStatic, type Sequelize, type WhereOptions } from 'sequelize';
import { currentContext } from '../tenancy/context';

/**
 * Tenant isolation, in one place. A model registered here gets its tenant from the request
 * context on create and is filtered by it on every read, count, aggregate, bulk update and
 * delete, and wherever it is joined as an include. Code that must cross tenants says so with
 * asSystem(); code with no context at all fails loudly instead of seeing every tenant.
 */
export type Tenancy = 'owned' | 'shared-or-owned';

const registry = new Map<ModelStatic<Model>, Tenancy>();

export class TenantContextMissing extends Error {}

type ScopeOptions = { where?: WhereOptions; association?: unknown; required?: boolean; _tenantScoped?: boolean };

/** The tenant filter for the current context; null when filtering is lifted (system scope). */
function tenantFilter(model: ModelStatic<Model>, tenancy: Tenancy): WhereOptions | null {
  const ctx = currentContext();
  if (ctx?.systemScope) return null;
  if (!ctx?.tenantId) {
    if (tenancy === 'shared-or-owned') return { tenantId: null };
    throw new TenantContextMissing(`${model.name} is tenant-scoped and was used without a tenant context`);
  }
  return tenancy === 'shared-or-owned'
    ? { [Op.or]: [{ tenantId: ctx.tenantId }, { tenantId: null }] }
    : { tenantId: ctx.tenantId };
}

function requireWritableTenant(model: ModelStatic<Model>): string | null {
  const ctx = currentContext();
  if (ctx?.systemScope) return null;
  if (!ctx?.tenantId) throw new TenantContextMissing(`${model.name} written without a tenant context`);
  return ctx.tenantId;
}

export function tenantScoped<M extends ModelStatic<Model>>(model: M, tenancy: Tenancy = 'owned'): M {
  registry.set(model as unknown as ModelStatic<Model>, tenancy);
  const statics = model as unknown as { _injectScope(options: ScopeOptions): void };
  const inherited = statics._injectScope.bind(model);
  statics._injectScope = (options: ScopeOptions) => {
    inherited(options);
    if (options._tenantScoped) return;
    const filter = tenantFilter(model as unknown as ModelStatic<Model>, tenancy);
    if (!filter) return;
    const isInclude = Boolean(options.association);
    // A where on an include makes Sequelize turn it into an inner join; keep optional joins optional.
    if (isInclude && options.where === undefined && options.required === undefined) options.required = false;
    options.where = options.where ? { [Op.and]: [options.where, filter] } : filter;
    Object.defineProperty(options, '_tenantScoped', { value: true, enumerable: false });
  };

  const stamp = (instance: Model) => {
    const tenantId = requireWritableTenant(model as unknown as ModelStatic<Model>);
    if (tenantId) instance.set('tenantId', tenantId);
  };
  const checkOwner = (instance: Model) => {
    const tenantId = requireWritableTenant(model as unknown as ModelStatic<Model>);
    const owner = instance.get('tenantId') as string | null;
    if (tenantId && owner !== tenantId) {
      throw new TenantContextMissing(`${model.name} ${String(instance.get('id'))} belongs to another tenant`);
    }
  };
  model.addHook('beforeValidate', (instance: Model) => {
    if (instance.isNewRecord) stamp(instance);
  });
  model.addHook('beforeCreate', stamp);
  model.addHook('beforeBulkCreate', (instances: Model[]) => instances.forEach(stamp));
  model.addHook('beforeUpsert', (values: unknown) => {
    const tenantId = requireWritableTenant(model as unknown as ModelStatic<Model>);
    if (tenantId) (values as Record<string, unknown>).tenantId = tenantId;
  });
  model.addHook('beforeUpdate', checkOwner);
  model.addHook('beforeDestroy', checkOwner);
  return model;
}

export function isTenantScoped(model: ModelStatic<Model>): boolean {
  return registry.has(model);
}

export function tenantScopedModels(): ModelStatic<Model>[] {
  return [...registry.keys()];
}

/**
 * Raw SQL over tenant-owned tables: the statement must filter on `:tenantId` (checked), and the
 * replacement is filled from the context, never from the caller.
 */
export async function tenantQuery<T extends object>(
  sequelize: Sequelize,
  sql: string,
  replacements: Record<string, unknown> = {},
): Promise<T[]> {
  if (!/:tenantId\b/.test(sql)) throw new Error('tenantQuery: the statement must filter on :tenantId');
  const ctx = currentContext();
  if (!ctx?.tenantId) throw new TenantContextMissing('tenantQuery used without a tenant context');
  return sequelize.query<T>(sql, {
    type: QueryTypes.SELECT,
    replacements: { ...replacements, tenantId: ctx.tenantId },
  });
}
