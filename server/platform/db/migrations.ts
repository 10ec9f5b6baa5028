import { DataTypes, type QueryInterface, type Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';

export interface MigrationContext {
  qi: QueryInterface;
  sequelize: Sequelize;
  dialect: 'sqlite' | 'postgres';
  DataTypes: typeof DataTypes;
}

/**
 * A migration of one module. Names start with a sortable timestamp (YYYYMMDDHHmm-what), so that
 * migrations of all modules run in one stable, global order. Never edit one once landed.
 */
export interface Migration {
  name: string;
  up(ctx: MigrationContext): Promise<void>;
  down?(ctx: MigrationContext): Promise<void>;
}

export interface MigrationSource {
  module: string;
  migrations: readonly Migration[];
}

export function collectMigrations(sources: readonly MigrationSource[]): Array<Migration & { key: string }> {
  const all = sources.flatMap((s) => s.migrations.map((m) => ({ ...m, key: `${m.name}@${s.module}` })));
  const seen = new Set<string>();
  for (const m of all) {
    if (!/^\d{12}-[a-z0-9-]+$/.test(m.name)) throw new Error(`Migration name ${m.key} must be YYYYMMDDHHmm-kebab-case`);
    if (seen.has(m.key)) throw new Error(`Duplicate migration ${m.key}`);
    seen.add(m.key);
  }
  return all.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

export function createMigrator(sequelize: Sequelize, sources: readonly MigrationSource[]) {
  const ctx: MigrationContext = {
    qi: sequelize.getQueryInterface(),
    sequelize,
    dialect: sequelize.getDialect() as 'sqlite' | 'postgres',
    DataTypes,
  };
  return new Umzug({
    migrations: collectMigrations(sources).map((m) => ({
      name: m.key,
      up: () => m.up(ctx),
      down: () => (m.down ? m.down(ctx) : Promise.resolve()),
    })),
    context: ctx,
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: undefined,
  });
}

export async function runMigrations(sequelize: Sequelize, sources: readonly MigrationSource[]): Promise<string[]> {
  const applied = await createMigrator(sequelize, sources).up();
  return applied.map((m) => m.name);
}

/** Columns every table shares. */
export function idColumn() {
  return { id: { type: DataTypes.UUID, primaryKey: true, allowNull: false } };
}

export function timestampColumns() {
  return {
    created_at: { type: DataTypes.DATE, allowNull: false },
    updated_at: { type: DataTypes.DATE, allowNull: false },
  };
}

/** The tenant_id column of a tenant-owned table, referencing tenants. */
export function tenantColumn(nullable = false) {
  return {
    tenant_id: {
      type: DataTypes.UUID,
      allowNull: nullable,
      references: { model: 'tenants', key: 'id' },
      onDelete: 'CASCADE',
    },
  };
}
